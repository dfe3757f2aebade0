"""cuFFT, cuSOLVER, cuSPARSE and cuRAND cases: three fill GPU memory (exclusive), two follow an
earlier fault, the rest misuse each library once through PyTorch, CuPy and plain CUDA C."""
from lab import cu, py

F = "cufft-cusolver-cusparse"
# The math libraries are shared objects of the toolkit: link them and find them at run time.
MATH_LIBS = "-arch=sm_90 -lcufft -lcusolver -lcusparse -lcurand -Xlinker -rpath=/usr/local/cuda/lib64"

CASES = [
    py(F, "linalg-on-full-gpu", group="exclusive"),
    py(F, "fft-on-full-gpu", group="exclusive"),
    py(F, "jax-cusolver-full-gpu", env="XLA_PYTHON_CLIENT_PREALLOCATE=false XLA_CLIENT_MEM_FRACTION=1.0 ", group="exclusive"),
    py(F, "cusolver-after-illegal-access", needs="ext"),
    py(F, "fft-after-illegal-access", needs="ext"),
    py(F, "half-fft-not-power-of-two"),
    py(F, "cufft-plan-cache"),
    py(F, "cupy-cufft-invalid-size"),
    py(F, "cupy-cusolver-invalid-value"),
    py(F, "cupy-cusparse-invalid-value"),
    py(F, "cupy-curand-type-error"),
    cu(F, "library-statuses", flags=MATH_LIBS),
]
