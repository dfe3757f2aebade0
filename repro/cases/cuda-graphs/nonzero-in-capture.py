"""Shows what a data-dependent op inside capture prints: boolean-mask indexing (expected: error 900).

`x[x > 0]` needs the number of selected elements to size its output, so PyTorch reads it back to
the host (the same holds for nonzero, unique and masked_select). Keep shapes static inside a graph:
use torch.where or multiply by the mask instead.
"""
import torch

x = torch.randn(1024, device="cuda")


def step():
    positive = x[x > 0]  # output size depends on the data
    return positive.sum()


step()  # warm-up outside the capture
g = torch.cuda.CUDAGraph()
with torch.cuda.graph(g):
    out = step()
