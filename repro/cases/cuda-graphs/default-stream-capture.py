"""Shows PyTorch's refusal to capture on the default stream.

`torch.cuda.graph` captures on a side stream of its own; calling `CUDAGraph.capture_begin()`
directly while the current stream is the default stream is refused before CUDA is asked.
"""
import torch

x = torch.randn(1024, device="cuda")
y = x * 2  # warm-up
g = torch.cuda.CUDAGraph()
g.capture_begin()  # current stream: the default stream
y = x * 2
g.capture_end()
