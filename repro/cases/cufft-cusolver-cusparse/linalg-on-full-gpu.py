"""First cuSOLVER calls of a process when the GPU is already full: what torch.linalg reports.

cusolverDnCreate allocates device memory of its own (a cuBLAS workspace), outside PyTorch's
allocator; the matrices themselves are tiny. Each attempt is caught and printed.
"""
import traceback

import torch
from _fill import fill_device_keep_cache

a = torch.eye(64, device="cuda") * 2  # symmetric positive definite, created before the fill
print("torch", torch.__version__, "CUDA", torch.version.cuda, "has_magma", getattr(torch.cuda, "has_magma", "?"),
      "preferred_linalg_library", torch.backends.cuda.preferred_linalg_library())
hold = fill_device_keep_cache()


def attempt(label, fn):
    print(f"=== {label}")
    try:
        out = fn()
        torch.cuda.synchronize()
        print("OK", type(out).__name__)
    except Exception:
        traceback.print_exc()


attempt("torch.linalg.cholesky (first cuSOLVER call)", lambda: torch.linalg.cholesky(a))
attempt("torch.linalg.eigh", lambda: torch.linalg.eigh(a))
attempt("torch.linalg.inv", lambda: torch.linalg.inv(a))


def cholesky_with(backend):
    torch.backends.cuda.preferred_linalg_library(backend)
    return torch.linalg.cholesky(a)


attempt("torch.linalg.cholesky with preferred_linalg_library('magma')", lambda: cholesky_with("magma"))
del hold
torch.cuda.empty_cache()
attempt("torch.linalg.cholesky after freeing the memory", lambda: cholesky_with("default"))
