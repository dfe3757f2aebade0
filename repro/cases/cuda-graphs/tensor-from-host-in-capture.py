"""Shows what creating a CUDA tensor from Python data inside capture prints.

`torch.tensor([...], device="cuda")` builds the tensor on the host and copies it from pageable
memory, which cannot be captured. PyTorch refuses before CUDA is asked (torch 2.11: "Cannot copy
between CPU and CUDA tensors during CUDA graph capture unless the CPU tensor is pinned"), not with
error 900. Allocate such constants once, before capture, and only fill or reuse them inside.
"""
import torch

x = torch.randn(1024, device="cuda")


def step():
    scale = torch.tensor([0.5], device="cuda")  # a host-to-device copy inside the captured region
    return x * scale


step()  # warm-up outside the capture
g = torch.cuda.CUDAGraph()
with torch.cuda.graph(g):
    out = step()
