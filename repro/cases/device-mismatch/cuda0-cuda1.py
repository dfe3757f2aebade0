"""Triggers "Expected all tensors to be on the same device ... cuda:0 and cuda:1!" (needs two GPUs; says so and exits 3 otherwise)."""
import sys

import torch

if torch.cuda.device_count() < 2:
    print(f"needs two GPUs; this machine has {torch.cuda.device_count()}")
    sys.exit(3)
a = torch.randn(4, 4, device="cuda:0")
b = torch.randn(4, 4, device="cuda:1")
print(torch.mm(a, b))
