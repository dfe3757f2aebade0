"""Triggers torch.OutOfMemoryError with much memory "reserved by PyTorch but unallocated".

Fill the GPU with 1 GiB blocks, free them (they stay cached), then take 600 MiB
out of each cached block: every block keeps a 424 MiB hole nothing can use.
A 2 GiB request then fails (under 2 GiB is free on the device) although tens of
GiB are free inside PyTorch's cache, in pieces too small to hold it.
run.py also runs this with PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True.
"""
import os

import torch

print("PYTORCH_CUDA_ALLOC_CONF =", os.environ.get("PYTORCH_CUDA_ALLOC_CONF"))
blocks = []
while torch.cuda.mem_get_info()[0] > 2 * 2**30:
    blocks.append(torch.empty(2**30, dtype=torch.uint8, device="cuda"))
n = len(blocks)
del blocks
parts = [torch.empty(600 * 2**20, dtype=torch.uint8, device="cuda") for _ in range(n)]
print(f"{n} x 600 MiB live; allocated {torch.cuda.memory_allocated() / 2**30:.2f} GiB, "
      f"reserved {torch.cuda.memory_reserved() / 2**30:.2f} GiB, "
      f"free on device {torch.cuda.mem_get_info()[0] / 2**30:.2f} GiB")
big = torch.empty(2 * 2**30, dtype=torch.uint8, device="cuda")
print("2 GiB allocation OK (no error)")
