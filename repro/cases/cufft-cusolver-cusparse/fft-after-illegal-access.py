"""The first cuFFT plan of a process after an earlier kernel has faulted: what torch.fft reports."""
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "_lib"))
import torch
import torch_ext

ext = torch_ext.load()
x = torch.randn(4096, device="cuda")
ext.oob_write(torch.zeros(1024, device="cuda"), 64 * 2**30)
time.sleep(1)
print(torch.fft.rfft(x).abs().sum().item())
