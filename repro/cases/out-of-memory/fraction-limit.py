"""Triggers torch.OutOfMemoryError under torch.cuda.set_per_process_memory_fraction(0.1).

Two allocations of 6% of the card each: the second passes the 10% cap.
run.py also runs this with PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True.
"""
import os

import torch

print("PYTORCH_CUDA_ALLOC_CONF =", os.environ.get("PYTORCH_CUDA_ALLOC_CONF"))
torch.cuda.set_per_process_memory_fraction(0.1)
total = torch.cuda.get_device_properties(0).total_memory
a = torch.empty(int(total * 0.06), dtype=torch.uint8, device="cuda")
print(f"first {a.numel() / 2**30:.2f} GiB OK")
b = torch.empty(int(total * 0.06), dtype=torch.uint8, device="cuda")
print("second allocation OK (no error)")
