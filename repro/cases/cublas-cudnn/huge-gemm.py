"""Matrix products with dimensions past 32-bit limits: what cuBLAS / PyTorch report (each attempt caught and printed)."""
import traceback

import torch


def attempt(label, fn):
    print(f"=== {label}")
    try:
        out = fn()
        torch.cuda.synchronize()
        print("OK", tuple(out.shape), out.dtype)
    except Exception:
        traceback.print_exc()


k = 2**31 + 64
a = torch.ones(1, k, device="cuda", dtype=torch.float16)
attempt("torch.mm (1 x 2^31+64) @ (2^31+64 x 1), fp16", lambda: torch.mm(a, a.t()))
attempt("torch.dot on 2^31+64 fp16 elements", lambda: torch.dot(a[0], a[0]))
del a
b = torch.ones(2**16 + 1, 1, 1, device="cuda", dtype=torch.float16)
attempt("torch.bmm with batch 65537 of 1x1 @ 1x1", lambda: torch.bmm(b, b))
