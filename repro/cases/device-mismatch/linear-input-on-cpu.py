"""A model on the GPU called with an input left on the CPU (nn.Linear)."""
import torch
from torch import nn

model = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 2)).cuda()
x = torch.randn(4, 8)
print(model(x))
