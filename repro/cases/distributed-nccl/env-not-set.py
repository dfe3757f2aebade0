"""init_process_group with the default env:// rendezvous outside torchrun: MASTER_ADDR, RANK and friends are not set."""
import os

import torch.distributed as dist

for name in ("MASTER_ADDR", "MASTER_PORT", "RANK", "WORLD_SIZE"):
    os.environ.pop(name, None)
dist.init_process_group("nccl")
