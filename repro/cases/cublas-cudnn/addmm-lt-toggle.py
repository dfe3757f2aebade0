"""nn.Linear with a bias in bfloat16, profiled once with PyTorch's defaults and once in a child
process started with DISABLE_ADDMM_CUDA_LT=1 (PyTorch reads it once). Prints the CUDA kernels each
run launched: with the variable, the bias is expected to be copied into the output by a separate
elementwise kernel before a plain cuBLAS GEMM; without it, one cuBLASLt GEMM with the bias fused."""
import os
import subprocess
import sys

import torch
from torch.profiler import ProfilerActivity, profile


def kernels():
    x = torch.randn(256, 1024, device="cuda", dtype=torch.bfloat16)
    layer = torch.nn.Linear(1024, 1024, device="cuda", dtype=torch.bfloat16)
    layer(x)
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        layer(x)
        torch.cuda.synchronize()
    return sorted({e.name for e in prof.events() if e.device_type == torch.autograd.DeviceType.CUDA})


if os.environ.get("ADDMM_LT_CHILD"):
    for name in kernels():
        print("   ", name[:140])
    sys.exit(0)

for setting in ({}, {"DISABLE_ADDMM_CUDA_LT": "1"}):
    print("=== DISABLE_ADDMM_CUDA_LT =", setting.get("DISABLE_ADDMM_CUDA_LT", "<unset>"))
    env = {**os.environ, "ADDMM_LT_CHILD": "1", **setting}
    subprocess.run([sys.executable, __file__], env=env, check=True)
