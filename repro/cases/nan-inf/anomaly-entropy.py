"""A NaN loss from p * log(p) at p = 0, then set_detect_anomaly(True) naming LogBackward0."""
import torch

torch.autograd.set_detect_anomaly(True)
p = torch.tensor([0.0, 0.25, 0.75], device="cuda", requires_grad=True)
entropy = -(p * torch.log(p)).sum()  # 0 * log(0) = 0 * -inf = NaN already in the forward pass
print("loss:", entropy.item())
entropy.backward()
