"""cuBLAS and cuDNN cases: three fill GPU memory (exclusive), three follow an earlier fault, two show
what current PyTorch does at cuBLASLt and cuDNN edges (DISABLE_ADDMM_CUDA_LT, batch norm past the old limits)."""
from lab import py

F = "cublas-cudnn"

CASES = [
    py(F, "libraries-on-full-gpu", group="exclusive"),
    py(F, "huge-gemm", group="exclusive", timeout=120),
    py(F, "huge-conv", group="exclusive", timeout=120),
    py(F, "matmul-after-illegal-access", needs="ext"),
    py(F, "first-matmul-after-illegal-access", needs="ext"),
    py(F, "conv-after-illegal-access", needs="ext"),
    py(F, "addmm-lt-toggle"),
    py(F, "batchnorm-large-batch"),
]
