"""Two ranks call all_reduce with different tensor sizes, under TORCH_DISTRIBUTED_DEBUG=DETAIL (needs two GPUs)."""
import datetime
import os
import sys

import torch
import torch.distributed as dist

local_rank = int(os.environ["LOCAL_RANK"])
if torch.cuda.device_count() < 2:
    print(f"needs two GPUs; this machine has {torch.cuda.device_count()}")
    sys.exit(3)
torch.cuda.set_device(local_rank)
dist.init_process_group("nccl", timeout=datetime.timedelta(seconds=20))
rank = dist.get_rank()
x = torch.ones(1024 * (rank + 1), device="cuda")  # rank 0: 1024 elements, rank 1: 2048
dist.all_reduce(x)
torch.cuda.synchronize()
print(f"rank {rank}: all_reduce returned, sum {x.sum().item()}", flush=True)
dist.destroy_process_group()
