"""torch.compile of a small GPU function; the shell cases around it take tools away first."""
import os

import torch

print("torch", torch.__version__, "PATH", os.environ.get("PATH"))


@torch.compile
def f(x):
    return torch.sin(x) + torch.cos(x)


print(f(torch.randn(1024, device="cuda")).sum().item())
print("ran (no error)")
