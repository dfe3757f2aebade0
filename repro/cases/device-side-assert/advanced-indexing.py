"""Triggers a device-side assert: x[idx] with an index tensor holding 100 for a 10-row tensor (`index out of bounds`).

Then shows the sticky follow-on error on an unrelated CUDA call.
"""
import traceback

import torch

x = torch.randn(10, 3, device="cuda")
idx = torch.tensor([0, 3, 100], device="cuda")
try:
    print(x[idx].sum().item())
except Exception:
    traceback.print_exc()

print("--- next, unrelated CUDA call ---")
print(torch.zeros(3, device="cuda") + 1)
