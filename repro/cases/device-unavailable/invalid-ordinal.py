"""Triggers "invalid device ordinal": a tensor on cuda:7 on a one-GPU machine; then torch.cuda.set_device(7)."""
import traceback

import torch

print("device_count:", torch.cuda.device_count())
try:
    x = torch.zeros(1, device="cuda:7")
except Exception:
    traceback.print_exc()
print("--- torch.cuda.set_device(7) ---")
torch.cuda.set_device(7)
