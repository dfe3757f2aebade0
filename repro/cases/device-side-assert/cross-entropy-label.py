"""Triggers a device-side assert: F.cross_entropy with label 7 for 5 classes (`t >= 0 && t < n_classes`)."""
import torch
import torch.nn.functional as F

logits = torch.randn(4, 5, device="cuda", requires_grad=True)
labels = torch.tensor([0, 4, 7, 1], device="cuda")
loss = F.cross_entropy(logits, labels)
loss.backward()
print(loss.item())
