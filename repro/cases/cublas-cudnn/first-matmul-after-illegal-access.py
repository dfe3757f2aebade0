"""The first cuBLAS call of a process (cold handle) after an earlier kernel has faulted: what handle creation reports."""
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "_lib"))
import torch
import torch_ext

ext = torch_ext.load()
a = torch.randn(512, 512, device="cuda")
ext.oob_write(torch.zeros(1024, device="cuda"), 64 * 2**30)
time.sleep(1)
c = torch.mm(a, a)
print(c.sum().item())
