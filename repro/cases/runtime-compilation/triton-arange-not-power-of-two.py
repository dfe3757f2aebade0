"""A Triton kernel with a 15-wide tl.arange: Triton refuses to compile it (block sizes are powers of two)."""
import os
import tempfile

os.environ["TRITON_CACHE_DIR"] = tempfile.mkdtemp(prefix="triton-cache-")

import torch  # noqa: E402
import triton  # noqa: E402
import triton.language as tl  # noqa: E402


@triton.jit
def add_one(x_ptr, n):
    offsets = tl.arange(0, 15)
    mask = offsets < n
    x = tl.load(x_ptr + offsets, mask=mask)
    tl.store(x_ptr + offsets, x + 1, mask=mask)


print("triton", triton.__version__)
x = torch.zeros(15, device="cuda")
add_one[(1,)](x, 15)
torch.cuda.synchronize()
print("ran (no error)")
