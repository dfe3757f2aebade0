"""Triggers "no kernel image is available for execution on the device": a PyTorch extension built with TORCH_CUDA_ARCH_LIST=8.0 (no PTX) run on a newer GPU."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "_lib"))
import torch
import torch_ext

print("device capability", torch.cuda.get_device_capability())
ext = torch_ext.load_sm80_only()
t = torch.zeros(1024, device="cuda")
ext.oob_write(t, 0)
torch.cuda.synchronize()
print(t.sum().item())
