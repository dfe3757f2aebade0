"""A one-line Triton kernel, run once: Triton compiles its launcher on first use, which is when it
looks for libcuda (TRITON_LIBCUDA_PATH, else ldconfig -p, else LD_LIBRARY_PATH)."""
import os

import torch
import triton
import triton.language as tl


@triton.jit
def add_one(x_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(x_ptr + offsets, tl.load(x_ptr + offsets, mask=mask) + 1, mask=mask)


print("triton", triton.__version__, "TRITON_LIBCUDA_PATH =", os.environ.get("TRITON_LIBCUDA_PATH"))
x = torch.zeros(8, device="cuda")
add_one[(1,)](x, 8, BLOCK=8)
print("kernel ran:", x.tolist())
