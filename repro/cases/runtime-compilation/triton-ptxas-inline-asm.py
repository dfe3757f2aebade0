"""A Triton kernel whose inline assembly is not a PTX instruction: Triton's PTX is fine, ptxas rejects it."""
import os
import tempfile

os.environ["TRITON_CACHE_DIR"] = tempfile.mkdtemp(prefix="triton-cache-")

import torch  # noqa: E402
import triton  # noqa: E402
import triton.language as tl  # noqa: E402


@triton.jit
def bad_asm(x_ptr):
    offsets = tl.arange(0, 128)
    x = tl.load(x_ptr + offsets)
    y = tl.inline_asm_elementwise("bogus.b32 $0, $1;", "=r,r", [x], dtype=tl.int32, is_pure=True, pack=1)
    tl.store(x_ptr + offsets, y)


print("triton", triton.__version__)
x = torch.zeros(128, dtype=torch.int32, device="cuda")
bad_asm[(1,)](x)
torch.cuda.synchronize()
print("ran (no error)")
