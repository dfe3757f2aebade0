"""clip_grad_norm_ with error_if_nonfinite=True on gradients that contain inf."""
import torch

model = torch.nn.Linear(4, 1).cuda()
model(torch.randn(8, 4, device="cuda")).mean().backward()
model.weight.grad[0, 0] = float("inf")
torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0, error_if_nonfinite=True)
