"""PyTorch's CUDA Stream Sanitizer (CSAN) on a stream race, the example of its documentation.

A tensor is written on the default stream (torch.rand) and then, with no synchronisation, read
and written on a new stream (torch.mul(..., out=a)). Run with TORCH_CUDA_SANITIZER=1: CSAN
raises with both accesses and their stacks. Without the variable this script runs silently.
"""
import torch

a = torch.rand(10000, device="cuda")
with torch.cuda.stream(torch.cuda.Stream()):
    torch.mul(a, 5, out=a)
torch.cuda.synchronize()
print("finished without a report")
