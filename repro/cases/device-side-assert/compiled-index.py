"""Triggers the assert that torch.compile (Inductor/Triton) generated code raises for an out-of-range index."""
import torch


@torch.compile
def lookup(table, idx):
    return table[idx] * 2


table = torch.randn(10, device="cuda")
idx = torch.tensor([1, 2, 30], device="cuda")
print(lookup(table, idx))
