"""The first cuSOLVER call of a process after an earlier kernel has faulted: which error the user sees.

The matrix is fine; the CUDA context is not. The faulting kernel is launched, the host waits one
second without synchronizing, then calls torch.linalg.cholesky.
"""
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "_lib"))
import torch
import torch_ext

ext = torch_ext.load()
a = torch.eye(64, device="cuda") * 2
ext.oob_write(torch.zeros(1024, device="cuda"), 64 * 2**30)
time.sleep(1)
print(torch.linalg.cholesky(a).sum().item())
