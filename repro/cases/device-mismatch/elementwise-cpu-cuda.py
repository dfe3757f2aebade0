"""Adds a CPU tensor to a CUDA tensor (elementwise): what PyTorch reports, including the 0-dim exception."""
import traceback

import torch

a = torch.randn(4, device="cuda")
print("cuda + 0-dim cpu tensor:", a + torch.tensor(1.0))
try:
    print(a + torch.ones(4))
except Exception:
    traceback.print_exc()
