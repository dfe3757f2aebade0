"""A bfloat16 activation made under torch.autocast, fed to a float32 layer after the autocast block ends."""
import torch
from torch import nn

encoder = nn.Linear(16, 32).cuda()
head = nn.Linear(32, 4).cuda()
x = torch.randn(8, 16, device="cuda")
with torch.autocast("cuda", dtype=torch.bfloat16):
    h = encoder(x)
print("h.dtype:", h.dtype, "head.weight.dtype:", head.weight.dtype)
print(head(h))  # outside autocast: a bfloat16 input and a float32 weight
