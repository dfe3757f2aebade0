"""An in-place op whose result dtype cannot be cast back: int tensor += float tensor on CUDA."""
import torch

counts = torch.zeros(4, dtype=torch.int64, device="cuda")
weights = torch.rand(4, device="cuda")
counts += weights
print(counts)
