"""Convolutions with inputs past 2^31 elements: what cuDNN / PyTorch report (each attempt caught and printed)."""
import traceback

import torch
import torch.nn.functional as F


def attempt(label, fn):
    print(f"=== {label}")
    try:
        out = fn()
        torch.cuda.synchronize()
        print("OK", tuple(out.shape), out.dtype)
    except Exception:
        traceback.print_exc()


print("cudnn", torch.backends.cudnn.version())
x = torch.ones(1, 2, 32768, 32769, device="cuda", dtype=torch.bfloat16)  # 2^31 + 2^16 elements
w = torch.ones(2, 2, 3, 3, device="cuda", dtype=torch.bfloat16)
attempt("conv2d on a 1x2x32768x32769 bf16 input", lambda: F.conv2d(x, w))
del x
x = torch.ones(70000, 32, 32, 32, device="cuda", dtype=torch.float16)  # 2.3e9 elements
w = torch.ones(32, 32, 3, 3, device="cuda", dtype=torch.float16)
attempt("conv2d on a 70000x32x32x32 fp16 batch", lambda: F.conv2d(x, w, padding=1))
