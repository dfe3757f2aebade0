"""Inverting a singular matrix on CUDA (the second row is twice the first)."""
import torch

A = torch.tensor([[1.0, 2.0], [2.0, 4.0]], device="cuda")
print("inv_ex info:", torch.linalg.inv_ex(A).info.item())
torch.linalg.inv(A)
