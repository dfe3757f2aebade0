"""What torch.multiprocessing.spawn raises when a child is killed by SIGKILL (as by the OOM killer)."""
import os
import signal

import torch.multiprocessing as mp


def worker(rank):
    print(f"rank {rank} pid {os.getpid()}: sending myself SIGKILL", flush=True)
    os.kill(os.getpid(), signal.SIGKILL)


if __name__ == "__main__":
    mp.spawn(worker, nprocs=1)
