"""A cuBLAS matmul issued after an earlier kernel has already faulted (illegal memory access).

The cuBLAS handle is warm (one matmul ran before). The faulting kernel is launched,
the host waits one second without synchronizing, then calls torch.mm: the error
names cuBLAS although the real cause is the earlier kernel.
"""
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "_lib"))
import torch
import torch_ext

ext = torch_ext.load()
a = torch.randn(512, 512, device="cuda")
b = torch.randn(512, 512, device="cuda")
print("warm-up matmul", torch.mm(a, b).sum().item())
ext.oob_write(torch.zeros(1024, device="cuda"), 64 * 2**30)
time.sleep(1)
c = torch.mm(a, b)
print(c.sum().item())
