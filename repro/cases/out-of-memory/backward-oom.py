"""Triggers torch.OutOfMemoryError in loss.backward(): the forward pass fits, the gradients do not.

A 4 GiB nn.Linear weight, then memory filled with 1 GiB tensors until under 4 GiB is free; the
forward pass of a small batch needs little, but the weight's gradient needs another 4 GiB. The
uncaught traceback runs through autograd's engine.
"""
import torch
from torch import nn

model = nn.Sequential(nn.Linear(32768, 32768), nn.ReLU(), nn.Linear(32768, 10)).cuda()
hold = []
while torch.cuda.mem_get_info()[0] > 4 * 2**30:
    hold.append(torch.empty(2**30, dtype=torch.uint8, device="cuda"))
print(f"holding {len(hold)} GiB; free now {torch.cuda.mem_get_info()[0] / 2**30:.2f} GiB")

x = torch.randn(64, 32768, device="cuda")
target = torch.randint(0, 10, (64,), device="cuda")
loss = nn.functional.cross_entropy(model(x), target)
print("forward OK, loss", loss.item())
loss.backward()
print("backward OK (no error)")
