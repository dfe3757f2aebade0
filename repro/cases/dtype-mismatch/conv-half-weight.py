"""nn.Conv2d with bfloat16 weights called with a float32 input."""
import torch
from torch import nn

conv = nn.Conv2d(3, 8, 3).cuda().to(torch.bfloat16)
print(conv(torch.randn(1, 3, 16, 16, device="cuda")).shape)
