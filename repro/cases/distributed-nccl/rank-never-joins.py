"""The NCCL watchdog's collective timeout with two real ranks: rank 1 never joins the second all_reduce.

Run under torchrun --nproc_per_node=2 on a machine with two GPUs (each rank on its own GPU),
timeout=10 s, NCCL_DEBUG=WARN. On fewer GPUs it says so and exits 3.
"""
import datetime
import os
import sys
import time

import torch
import torch.distributed as dist

local_rank = int(os.environ["LOCAL_RANK"])
if torch.cuda.device_count() < 2:
    print(f"needs two GPUs; this machine has {torch.cuda.device_count()}")
    sys.exit(3)
torch.cuda.set_device(local_rank)
dist.init_process_group("nccl", timeout=datetime.timedelta(seconds=10),
                        device_id=torch.device("cuda", local_rank))
rank = dist.get_rank()
x = torch.ones(1024, device="cuda")
dist.all_reduce(x)
torch.cuda.synchronize()
print(f"rank {rank}: first all_reduce done, {x[0].item()}", flush=True)
if rank == 1:
    time.sleep(60)  # stuck elsewhere (data loading, a hang): never reaches the collective
else:
    dist.all_reduce(x)
    torch.cuda.synchronize()
print(f"rank {rank}: finished", flush=True)
