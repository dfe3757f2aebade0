"""Triggers cudaErrorIllegalAddress (700) from a custom extension kernel writing 256 GiB past its tensor.

The launch itself succeeds; the error surfaces at the next synchronizing call.
The script prints that whole traceback, then shows the error is sticky: a fresh,
unrelated allocation and copy on the same process fail too.
run.py also runs this with CUDA_LAUNCH_BLOCKING=1.
"""
import sys
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "_lib"))
import torch
import torch_ext

ext = torch_ext.load()
t = torch.zeros(1024, device="cuda")
ext.oob_write(t, 64 * 2**30)
print("launch returned; synchronizing")
try:
    torch.cuda.synchronize()
except Exception:
    traceback.print_exc()

print("--- next, unrelated CUDA call ---")
y = torch.ones(4, device="cuda") * 2
print(y.cpu())
