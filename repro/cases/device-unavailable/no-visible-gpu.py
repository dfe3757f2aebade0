"""PyTorch with no visible GPU: run.py runs it with CUDA_VISIBLE_DEVICES="" and with CUDA_VISIBLE_DEVICES=99."""
import os

import torch

print("CUDA_VISIBLE_DEVICES =", repr(os.environ.get("CUDA_VISIBLE_DEVICES")))
print("is_available:", torch.cuda.is_available())
print("device_count:", torch.cuda.device_count())
x = torch.zeros(1, device="cuda")
print(x)
