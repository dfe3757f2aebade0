"""Rendezvous timeout: init_process_group with world_size=2 when only rank 0 ever starts (timeout 10 s)."""
import datetime

import torch.distributed as dist

dist.init_process_group("nccl", init_method="tcp://127.0.0.1:29612", rank=0, world_size=2,
                        timeout=datetime.timedelta(seconds=10))
print("joined (no error)")
