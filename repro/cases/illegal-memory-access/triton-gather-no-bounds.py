"""Triggers cudaErrorIllegalAddress (700) from a Triton gather kernel with no bounds check.

A row index far past the table (2**32) makes the unmasked tl.load read unmapped
memory. The error is reported by the next synchronizing PyTorch call.
"""
import torch
import triton
import triton.language as tl


@triton.jit
def gather_rows(table_ptr, index_ptr, out_ptr, D: tl.constexpr):
    pid = tl.program_id(0)
    row = tl.load(index_ptr + pid)
    cols = tl.arange(0, D)
    values = tl.load(table_ptr + row * D + cols)  # no mask, no check that row < rows
    tl.store(out_ptr + pid * D + cols, values)


print("triton", triton.__version__)
table = torch.randn(1000, 64, device="cuda")
index = torch.tensor([0, 5, 2**32], device="cuda", dtype=torch.int64)
out = torch.empty(3, 64, device="cuda")
gather_rows[(3,)](table, index, out, D=64)
print(out.sum().item())
