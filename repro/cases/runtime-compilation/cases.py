"""Runtime compilation cases: code the program compiles while it runs (CuPy/NVRTC, Triton, Inductor,
torch.utils.cpp_extension, jiterator, Numba) failing, one compiler and one cause per process."""
from lab import py, sh

F = "runtime-compilation"

CASES = [
    py(F, "cupy-rawkernel-undefined"),
    py(F, "cupy-elementwise-syntax-error"),
    py(F, "nvrtc-invalid-arch"),
    py(F, "triton-arange-not-power-of-two"),
    py(F, "triton-ptxas-inline-asm"),
    # Inductor reads its C++ compiler from CXX; a CPU graph makes it compile C++.
    py(F, "inductor-no-cxx", env="CXX=/nonexistent "),
    sh(F, "inductor-gpu-no-c-compiler"),
    # HOME on sysfs: Triton's default cache (~/.triton/cache) cannot be created there.
    py(F, "triton-cache-unwritable", env="HOME=/sys "),
    py(F, "inductor-cache-unwritable", env="TORCHINDUCTOR_CACHE_DIR=/sys/torchinductor_rtc "),
    sh(F, "cpp-ext-no-ninja"),
    py(F, "cpp-ext-bad-cuda-home", "cpp-ext-load.py", env="CUDA_HOME=/nonexistent "),
    # nvcc and the C++ compiler both run (torch/extension.h is slow to compile) before the build fails.
    py(F, "cpp-ext-inline-compile-error", timeout=300),
    py(F, "jiterator-compile-error"),
    py(F, "numba-typing-error"),
    py(F, "numba-unresolved-extern"),
]
