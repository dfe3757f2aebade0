"""Triggers cudaErrorMisalignedAddress (716): a float4 load from a view that is only 4-byte aligned."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "_lib"))
import torch
import torch_ext

ext = torch_ext.load()
x = torch.randn(4097, device="cuda")
out = torch.empty(1024, device="cuda")
ext.misaligned_read(x[1:], out)
print(out.sum().item())
