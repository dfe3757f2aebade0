"""Shows what reading the CUDA RNG state inside capture prints.

Activation checkpointing (preserve_rng_state=True) and torch.compile's first compile of a frame
both call torch.cuda.get_rng_state(); inside a capture PyTorch refuses to read the seed.
"""
import torch

x = torch.randn(1024, device="cuda")


def step():
    state = torch.cuda.get_rng_state()  # what checkpoint() and Dynamo do under the hood
    return x * 2


step()  # warm-up outside the capture
g = torch.cuda.CUDAGraph()
with torch.cuda.graph(g):
    out = step()
