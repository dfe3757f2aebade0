"""Triggers a device-side assert: F.nll_loss with label -1 (not the ignore_index -100)."""
import torch
import torch.nn.functional as F

log_probs = torch.randn(4, 5, device="cuda").log_softmax(dim=1)
labels = torch.tensor([0, -1, 2, 1], device="cuda")
print(F.nll_loss(log_probs, labels).item())
