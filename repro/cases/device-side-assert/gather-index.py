"""Triggers a device-side assert: torch.gather with index 9 along a dimension of size 4."""
import torch

x = torch.randn(2, 4, device="cuda")
idx = torch.tensor([[0, 1], [2, 9]], device="cuda")
print(torch.gather(x, 1, idx))
