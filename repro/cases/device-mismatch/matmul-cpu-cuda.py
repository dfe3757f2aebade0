"""Triggers "Expected all tensors to be on the same device": torch.mm of a cuda:0 tensor and a CPU tensor."""
import torch

a = torch.randn(4, 4, device="cuda")
b = torch.randn(4, 4)
print(torch.mm(a, b))
