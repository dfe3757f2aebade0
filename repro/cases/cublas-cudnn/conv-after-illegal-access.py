"""The first cuDNN convolution of a process after an earlier kernel has faulted: what cuDNN reports."""
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "_lib"))
import torch
import torch_ext

ext = torch_ext.load()
conv = torch.nn.Conv2d(3, 16, 3).cuda()
x = torch.randn(8, 3, 64, 64, device="cuda")
ext.oob_write(torch.zeros(1024, device="cuda"), 64 * 2**30)
time.sleep(1)
print(conv(x).sum().item())
