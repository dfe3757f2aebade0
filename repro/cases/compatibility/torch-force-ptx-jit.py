"""PyTorch under CUDA_FORCE_PTX_JIT=1: the driver ignores machine code and JIT-compiles PTX only.
PyTorch 2.11+cu130's get_arch_list() has no compute_XX entry, so the first kernel is expected to
fail with "no kernel image is available for execution on the device"."""
import os

import torch

print("CUDA_FORCE_PTX_JIT =", os.environ.get("CUDA_FORCE_PTX_JIT"))
print("torch", torch.__version__, "arch list:", torch.cuda.get_arch_list())
x = torch.ones(4, device="cuda")
print(x + 1)
