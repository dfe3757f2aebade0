"""Device unavailable cases: no GPU visible (also to a CUDA checkpoint's loader), a bad ordinal, CUDA after fork,
and what nvidia-smi says of resets."""
from lab import NO_GPU, cu, py, sh

F = "device-unavailable"

CASES = [
    py(F, "no-visible-gpu", env=NO_GPU),
    py(F, "no-visible-gpu-99", "no-visible-gpu.py", env="CUDA_VISIBLE_DEVICES=99 "),
    py(F, "invalid-ordinal"),
    py(F, "fork-after-init"),
    py(F, "dataloader-worker-cuda"),
    py(F, "cupy-no-device", env=NO_GPU),
    py(F, "jax-no-device", env=NO_GPU),
    py(F, "jax-platforms-cuda-no-device", env="JAX_PLATFORMS=cuda " + NO_GPU),
    py(F, "numba-no-device", env=NO_GPU),
    py(F, "torch-load-cuda-checkpoint"),
    cu(F, "device-count-no-device", "device-count.cu", env=NO_GPU),
    py(F, "cupy-fork-init-error"),
    sh(F, "smi-help-probe"),
]
