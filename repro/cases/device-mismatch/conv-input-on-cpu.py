"""A model on the GPU called with an input left on the CPU (nn.Conv2d), then the reverse: model on CPU, input on GPU."""
import traceback

import torch
from torch import nn

conv = nn.Conv2d(3, 8, 3).cuda()
try:
    print(conv(torch.randn(1, 3, 16, 16)).shape)
except Exception:
    traceback.print_exc()
print("--- model on CPU, input on GPU ---")
cpu_conv = nn.Conv2d(3, 8, 3)
print(cpu_conv(torch.randn(1, 3, 16, 16, device="cuda")).shape)
