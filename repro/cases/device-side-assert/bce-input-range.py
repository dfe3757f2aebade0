"""Triggers a device-side assert: F.binary_cross_entropy on raw scores outside [0, 1] (`input_val >= zero && input_val <= one`)."""
import torch
import torch.nn.functional as F

scores = torch.tensor([0.2, 1.5, -0.3, 0.9], device="cuda")  # logits, not probabilities
targets = torch.tensor([0.0, 1.0, 0.0, 1.0], device="cuda")
print(F.binary_cross_entropy(scores, targets).item())
