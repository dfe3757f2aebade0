"""A policy network whose weights went NaN, its output fed to torch.distributions.Normal:
argument validation (on by default) refuses the NaN mean."""
import torch
from torch import nn

policy = nn.Linear(4, 2).cuda()
with torch.no_grad():
    policy.weight[0, 0] = float("nan")  # as after an update that diverged
obs = torch.randn(3, 4, device="cuda")
mean = policy(obs)
dist = torch.distributions.Normal(mean, torch.ones_like(mean))
print(dist.sample())
