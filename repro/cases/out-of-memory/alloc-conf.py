"""What PyTorch prints for each name of the allocator variable, and what the allocator took.

cases.py runs this with PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (the old name, which
some releases warn about) and with PYTORCH_ALLOC_CONF=expandable_segments:True (the new one).
It prints the snapshot's allocator_settings (read with .get: older releases have no such key)
and the allocator backend. Any deprecation warning appears in the output as printed.
"""
import os

import torch

for name in ("PYTORCH_CUDA_ALLOC_CONF", "PYTORCH_ALLOC_CONF"):
    print(f"{name} = {os.environ.get(name, '(unset)')}")
torch.zeros(1, device="cuda")  # the allocator reads its configuration at the first allocation
print("torch", torch.__version__)
print("allocator_settings:", torch.cuda.memory._snapshot().get("allocator_settings"))
print("backend:", torch.cuda.get_allocator_backend())
