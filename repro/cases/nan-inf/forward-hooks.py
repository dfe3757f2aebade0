"""Finds the first module whose output is not finite with forward hooks, on a model whose loss is NaN.

The model raises no error at all: the middle layer's exp overflows float16 to inf, and the next
Linear turns inf - inf into NaN.
"""
import torch
from torch import nn


class Exp(nn.Module):
    def forward(self, x):
        return torch.exp(x)


model = nn.Sequential(nn.Linear(8, 8), Exp(), nn.Linear(8, 1)).cuda().half()
with torch.no_grad():
    model[0].weight.fill_(2.0)  # makes the first layer's outputs large enough for exp to overflow
    model[2].weight.copy_(torch.tensor([[1.0, -1.0] * 4]))  # mixed signs: inf - inf = NaN

first = []


def check(name):
    def hook(module, inputs, output):
        if not first and not torch.isfinite(output).all():
            bad = (~torch.isfinite(output)).sum().item()
            first.append(name)
            print(f"first non-finite output: {name} ({type(module).__name__}), {bad} of {output.numel()} values, "
                  f"inputs finite: {all(torch.isfinite(i).all().item() for i in inputs if torch.is_tensor(i))}")
    return hook


for name, module in model.named_modules():
    if name:
        module.register_forward_hook(check(name))

x = torch.ones(2, 8, device="cuda", dtype=torch.float16)
loss = model(x).float().mean()
print("loss:", loss.item())
