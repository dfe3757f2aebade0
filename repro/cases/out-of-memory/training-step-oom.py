"""Triggers torch.OutOfMemoryError inside a model's forward pass on an almost full GPU.

Memory is first filled with 1 GiB tensors (as cached activations of a long run
would), leaving about 3 GiB free; an MLP forward then needs a 4 GiB activation.
The uncaught traceback is the realistic paste: it goes through nn.Module.
"""
import torch
from torch import nn

hold = []
while torch.cuda.mem_get_info()[0] > 4 * 2**30:
    hold.append(torch.empty(2**30, dtype=torch.uint8, device="cuda"))
print(f"holding {len(hold)} GiB; free now {torch.cuda.mem_get_info()[0] / 2**30:.2f} GiB")

model = nn.Sequential(nn.Linear(4096, 16384), nn.GELU(), nn.Linear(16384, 4096)).cuda()
optimizer = torch.optim.AdamW(model.parameters())
x = torch.randn(65536, 4096, device="cuda")
for step in range(3):
    loss = model(x).square().mean()
    loss.backward()
    optimizer.step()
    optimizer.zero_grad()
    print("step", step, "loss", loss.item())
