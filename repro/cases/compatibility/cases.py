"""Compatibility cases: binaries without code for this GPU, PTX too new, a driver too old or missing,
and CUDA_FORCE_PTX_JIT=1 as a test for embedded PTX."""
from lab import cu, py, sh

F = "compatibility"
FORCE_PTX_JIT = "CUDA_FORCE_PTX_JIT=1 "

CASES = [
    cu(F, "sm80-only", flags="-gencode arch=compute_80,code=sm_80"),
    cu(F, "ptx-compute100-only", "sm80-only.cu", flags="-gencode arch=compute_100,code=compute_100"),
    sh(F, "ptx-version-too-new"),
    sh(F, "ptx-target-too-new"),
    py(F, "torch-ext-sm80", needs="ext80"),
    py(F, "arch-list"),
    sh(F, "driver-too-old"),
    sh(F, "driver-missing"),
    # sm_90 machine code only: under CUDA_FORCE_PTX_JIT=1 the kernel has nothing to load.
    cu(F, "force-ptx-jit-sass-only", "sm80-only.cu", flags="-gencode arch=compute_90,code=sm_90", env=FORCE_PTX_JIT),
    # The same kernel with compute_90 PTX beside the machine code: the driver JIT-compiles the PTX and it runs.
    cu(F, "force-ptx-jit-with-ptx", "sm80-only.cu",
       flags="-gencode arch=compute_90,code=sm_90 -gencode arch=compute_90,code=compute_90", env=FORCE_PTX_JIT),
    py(F, "torch-force-ptx-jit", env=FORCE_PTX_JIT),
]
