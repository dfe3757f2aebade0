"""cuBLAS and cuDNN cases: three fill GPU memory (exclusive), three follow an earlier fault."""
from lab import py

F = "cublas-cudnn"

CASES = [
    py(F, "libraries-on-full-gpu", group="exclusive"),
    py(F, "huge-gemm", group="exclusive", timeout=120),
    py(F, "huge-conv", group="exclusive", timeout=120),
    py(F, "matmul-after-illegal-access", needs="ext"),
    py(F, "first-matmul-after-illegal-access", needs="ext"),
    py(F, "conv-after-illegal-access", needs="ext"),
]
