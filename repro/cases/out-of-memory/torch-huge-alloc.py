"""Triggers torch.OutOfMemoryError: one allocation (200 GiB) larger than the whole GPU."""
import torch

print("torch", torch.__version__, "device", torch.cuda.get_device_name())
x = torch.empty(200 * 2**30, dtype=torch.uint8, device="cuda")
