"""Two ranks on one GPU (the script forgets torch.cuda.set_device(local_rank)): run under torchrun --nproc_per_node=2.

Expected from NCCL: "Duplicate GPU detected". Run by run.py with NCCL_DEBUG=WARN.
"""
import os

import torch
import torch.distributed as dist

dist.init_process_group("nccl")
rank = dist.get_rank()
x = torch.ones(4, device="cuda") * (rank + 1)  # every rank lands on cuda:0
dist.all_reduce(x)
print(f"rank {rank} LOCAL_RANK={os.environ.get('LOCAL_RANK')} result {x.tolist()}")
dist.destroy_process_group()
