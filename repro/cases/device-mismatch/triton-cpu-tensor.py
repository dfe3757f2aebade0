"""A Triton kernel called with a tensor still on the CPU."""
import torch
import triton
import triton.language as tl


@triton.jit
def add_one(x_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(x_ptr + offsets, tl.load(x_ptr + offsets, mask=mask) + 1, mask=mask)


print("triton", triton.__version__)
x = torch.zeros(1000)  # never moved with .cuda()
add_one[(4,)](x, x.numel(), BLOCK=256)
print(x[:4])
