"""A CPU tensor too large for the host: PyTorch's DefaultCPUAllocator refuses it (no GPU involved).

1 PiB is beyond the x86-64 user address space (128 TiB), so posix_memalign fails under any
overcommit setting; with the kernel's default heuristic, any single request larger than RAM plus
swap fails the same way.
"""
import torch

print("torch", torch.__version__)
x = torch.empty(2**50, dtype=torch.uint8)
