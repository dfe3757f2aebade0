"""nn.Linear with float16 weights (model.half()) called with a float32 input."""
import torch
from torch import nn

model = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 2)).cuda().half()
x = torch.randn(4, 8, device="cuda")
print(model(x))
