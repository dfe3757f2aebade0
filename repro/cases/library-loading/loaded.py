"""Imports torch, runs one matmul and one convolution (and asks NCCL its version), then prints
which CUDA library files this process actually mapped. Used by the shadowing cases."""
import os

import torch


def mapped(*patterns):
    """The distinct library files in this process's memory map whose path contains a pattern."""
    with open(f"/proc/{os.getpid()}/maps") as maps:
        paths = {line.split()[-1] for line in maps if line.split()[-1].startswith("/")}
    return sorted(p for p in paths if any(pattern in os.path.basename(p) for pattern in patterns))


print("torch", torch.__version__, "CUDA", torch.version.cuda, "cuDNN", torch.backends.cudnn.version(), "NCCL", torch.cuda.nccl.version())
try:
    a = torch.randn(64, 64, device="cuda")
    print("matmul ran:", tuple((a @ a).shape))
    x = torch.randn(1, 3, 32, 32, device="cuda")
    w = torch.randn(8, 3, 3, 3, device="cuda")
    print("conv2d ran:", tuple(torch.nn.functional.conv2d(x, w).shape))
    torch.cuda.synchronize()
finally:
    print("mapped CUDA libraries:")
    for path in mapped("libcudart", "libcublas", "libcudnn", "libnccl", "libnvJitLink", "libnvrtc", "libcuda.so"):
        print("  " + path)
