"""A Triton kernel with no TRITON_CACHE_DIR and a home directory nobody can write (cases.py sets HOME=/sys):
Triton's default cache, ~/.triton/cache, cannot be created."""
import os

os.environ.pop("TRITON_CACHE_DIR", None)
os.environ.pop("TRITON_HOME", None)

import torch  # noqa: E402
import triton  # noqa: E402
import triton.language as tl  # noqa: E402


@triton.jit
def add_one(x_ptr):
    offsets = tl.arange(0, 16)
    tl.store(x_ptr + offsets, tl.load(x_ptr + offsets) + 1)


print("triton", triton.__version__, "HOME", os.environ.get("HOME"))
x = torch.zeros(16, device="cuda")
add_one[(1,)](x)
torch.cuda.synchronize()
print("ran (no error)")
