"""A DataLoader worker killed by a signal: `python3 dataloader-worker.py bus|segv|kill`.

The worker sends the signal to itself while loading item 3, as a worker dies when a shared-memory
page cannot be backed (SIGBUS; PyTorch's own shared files are reserved in advance and fail with
"unable to allocate shared memory(shm)" instead, see dataloader-small-shm), when native code in the
dataset crashes (SIGSEGV) or when the OOM killer picks it (SIGKILL). The main process reports it as "DataLoader worker (pid N) is killed by signal: ...".
"""
import os
import signal
import sys

import torch
from torch.utils.data import DataLoader, Dataset

SIGNALS = {"bus": signal.SIGBUS, "segv": signal.SIGSEGV, "kill": signal.SIGKILL}


class DiesOnItem3(Dataset):
    def __init__(self, signum):
        self.signum = signum

    def __len__(self):
        return 8

    def __getitem__(self, i):
        if i == 3:
            os.kill(os.getpid(), self.signum)
        return torch.full((4,), float(i))


if __name__ == "__main__":
    loader = DataLoader(DiesOnItem3(SIGNALS[sys.argv[1]]), batch_size=1, num_workers=1)
    for batch in loader:
        print("batch", batch.tolist())
