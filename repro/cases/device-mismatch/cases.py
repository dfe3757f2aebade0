"""Device mismatch cases: CPU and CUDA tensors in one op, two GPUs, random generators on the wrong device,
a Triton kernel given a CPU tensor."""
from lab import py

F = "device-mismatch"
NAMES = ("matmul-cpu-cuda", "elementwise-cpu-cuda", "linear-input-on-cpu", "conv-input-on-cpu", "index-on-cpu",
         "optimizer-state-on-cpu", "cuda0-cuda1", "generator-default-device", "generator-cuda-on-cpu-op",
         "triton-cpu-tensor")

CASES = [py(F, name) for name in NAMES]
