"""First cuFFT plans of a process when the GPU is already full: what torch.fft reports.

Inputs and outputs are allocated before the fill, so the failure, if any, is cuFFT's own plan
creation or the workspace PyTorch allocates for it. Each attempt is caught and printed.
"""
import traceback

import torch
from _fill import fill_device_keep_cache

small = torch.randn(4096, dtype=torch.complex64, device="cuda")
small_out = torch.empty_like(small)
big = torch.randn(2**22, device="cuda")
big_out = torch.empty(2**21 + 1, dtype=torch.complex64, device="cuda")
prime = torch.randn(1_000_003, dtype=torch.complex64, device="cuda")  # not a product of small primes
prime_out = torch.empty_like(prime)
print("torch", torch.__version__, "CUDA", torch.version.cuda,
      "cufft_plan_cache.max_size", torch.backends.cuda.cufft_plan_cache.max_size)
hold = fill_device_keep_cache()


def attempt(label, fn):
    print(f"=== {label}")
    try:
        out = fn()
        torch.cuda.synchronize()
        print("OK", tuple(out.shape))
    except Exception:
        traceback.print_exc()


attempt("torch.fft.fft of 4096 points (first cuFFT plan)", lambda: torch.fft.fft(small, out=small_out))
attempt("torch.fft.rfft of 2^22 points", lambda: torch.fft.rfft(big, out=big_out))
attempt("torch.fft.fft of 1000003 points (prime length)", lambda: torch.fft.fft(prime, out=prime_out))
print("plans in cache:", torch.backends.cuda.cufft_plan_cache.size)
