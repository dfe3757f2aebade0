"""Illegal memory access cases: extension, Triton, CUDA C, CuPy and Numba kernels out of bounds."""
from lab import BLOCKING, cu, py, sh

F = "illegal-memory-access"
MEMCHECK = "compute-sanitizer --tool memcheck "

CASES = [
    py(F, "torch-ext-oob-write", needs="ext"),
    py(F, "torch-ext-oob-write-blocking", "torch-ext-oob-write.py", env=BLOCKING, needs="ext"),
    py(F, "torch-ext-misaligned", needs="ext"),
    py(F, "triton-gather-no-bounds"),
    cu(F, "oob-write-small"),
    cu(F, "oob-write-small-memcheck", "oob-write-small.cu", flags="-arch=sm_90 -lineinfo", prefix=MEMCHECK),
    cu(F, "oob-write-far"),
    cu(F, "oob-write-far-memcheck", "oob-write-far.cu", flags="-arch=sm_90 -lineinfo", prefix=MEMCHECK),
    py(F, "cupy-rawkernel-oob"),
    py(F, "numba-oob-write"),
    cu(F, "unchecked-launch"),
    cu(F, "unchecked-launch-blocking", "unchecked-launch.cu", env=BLOCKING),
    sh(F, "sanitizer-kernel-filter", timeout=180),
    py(F, "csan-stream-race", env="TORCH_CUDA_SANITIZER=1 "),
    py(F, "sync-debug-mode"),
]
