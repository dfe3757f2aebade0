"""Triggers a device-side assert from a Triton kernel: tl.device_assert on a token id past the table.

Triton compiles tl.device_assert only in debug mode, so run.py runs this with TRITON_DEBUG=1.
The kernel prints its assertion line; PyTorch reports the error at the next synchronizing call.
"""
import torch
import triton
import triton.language as tl


@triton.jit
def lookup_rows(table_ptr, ids_ptr, out_ptr, n_rows, D: tl.constexpr):
    pid = tl.program_id(0)
    row = tl.load(ids_ptr + pid)
    tl.device_assert((row >= 0) & (row < n_rows), "token id out of range")
    cols = tl.arange(0, D)
    tl.store(out_ptr + pid * D + cols, tl.load(table_ptr + row * D + cols))


print("triton", triton.__version__)
table = torch.randn(10, 16, device="cuda")
ids = torch.tensor([1, 2, 12, 3], device="cuda")
out = torch.empty(4, 16, device="cuda")
lookup_rows[(4,)](table, ids, out, table.shape[0], D=16)
print(out.sum().item())
