"""Triggers a device-side assert: Tensor.scatter_add_ with an index past the destination (a common bug in graph code)."""
import torch

dst = torch.zeros(5, device="cuda")
index = torch.tensor([0, 1, 5, 2], device="cuda")
src = torch.ones(4, device="cuda")
dst.scatter_add_(0, index, src)
print(dst)
