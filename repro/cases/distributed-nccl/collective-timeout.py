"""The NCCL watchdog's collective timeout, on one GPU: an all_reduce that cannot finish within timeout=10 s.

A real timeout needs a rank that never joins; this machine has one GPU, so the single
rank's all_reduce is instead held behind a 40-second kernel on the same stream (as a
rank stuck in a long or hung kernel would be). The watchdog's message and abort are
the real ones. Run with NCCL_DEBUG=WARN.
"""
import datetime
import os
import time

import torch
import torch.distributed as dist

os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
os.environ.setdefault("MASTER_PORT", "29611")
torch.cuda.set_device(0)
dist.init_process_group("nccl", rank=0, world_size=1, timeout=datetime.timedelta(seconds=10),
                        device_id=torch.device("cuda", 0))
x = torch.ones(1024, device="cuda")
dist.all_reduce(x)
torch.cuda.synchronize()
print("first all_reduce done", x[0].item())
torch.cuda._sleep(80_000_000_000)  # about 40 s of GPU clock cycles on the current stream
dist.all_reduce(x)
print("second all_reduce enqueued; waiting")
for _ in range(60):
    time.sleep(1)
print("no timeout seen")
