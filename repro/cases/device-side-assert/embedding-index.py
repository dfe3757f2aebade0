"""Triggers a device-side assert: an nn.Embedding lookup with index 12 in a 10-row table.

The kernel's assertion (`srcIndex < srcSelectDimSize`) fails; the script prints the
first traceback, then shows the sticky follow-on error on an unrelated CUDA call.
run.py runs it with and without CUDA_LAUNCH_BLOCKING=1.
"""
import traceback

import torch
from torch import nn

emb = nn.Embedding(10, 16).cuda()
tokens = torch.tensor([[1, 2, 12, 3]], device="cuda")
try:
    out = emb(tokens)
    print(out.sum().item())
except Exception:
    traceback.print_exc()

print("--- next, unrelated CUDA call ---")
print(torch.ones(2, device="cuda").sum().item())
