"""Rendezvous on a port that another job already listens on (EADDRINUSE)."""
import datetime

import torch.distributed as dist

other_job = dist.TCPStore("127.0.0.1", 29613, 1, is_master=True)
dist.init_process_group("nccl", init_method="tcp://127.0.0.1:29613", rank=0, world_size=1,
                        timeout=datetime.timedelta(seconds=10))
print("joined (no error)")
