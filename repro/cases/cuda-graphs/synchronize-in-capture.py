"""Shows what `torch.cuda.synchronize()` inside `torch.cuda.graph` capture prints (error 900, then 901).

A device-wide synchronize is never allowed while a stream captures; logging or timing code
that synchronizes is a common way to hit this.
"""
import torch

x = torch.randn(1024, device="cuda")


def step():
    y = x * 2
    torch.cuda.synchronize()  # e.g. a timer inside the captured step
    return y + 1


step()  # warm-up outside the capture
g = torch.cuda.CUDAGraph()
with torch.cuda.graph(g):
    out = step()
