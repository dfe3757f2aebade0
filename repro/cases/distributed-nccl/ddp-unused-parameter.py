"""DistributedDataParallel with a parameter that never takes part in the loss (one rank on one GPU).
The first step runs; the second is expected to raise "Expected to have finished reduction in the
prior iteration before starting a new one", listing the parameter's index."""
import os

import torch
import torch.distributed as dist


class TwoHeads(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.body = torch.nn.Linear(8, 8)
        self.unused_head = torch.nn.Linear(8, 2)   # never called in forward

    def forward(self, x):
        return self.body(x)


local_rank = int(os.environ["LOCAL_RANK"])
torch.cuda.set_device(local_rank)
dist.init_process_group("nccl", device_id=torch.device("cuda", local_rank))
model = torch.nn.parallel.DistributedDataParallel(TwoHeads().cuda(), device_ids=[local_rank])
for step in range(2):
    loss = model(torch.randn(4, 8, device="cuda")).sum()
    loss.backward()
    print("step", step, "done", flush=True)
dist.destroy_process_group()
