"""Device mismatch cases: CPU and CUDA tensors in one op, and two GPUs."""
from lab import py

F = "device-mismatch"
NAMES = ("matmul-cpu-cuda", "elementwise-cpu-cuda", "linear-input-on-cpu", "conv-input-on-cpu", "index-on-cpu",
         "optimizer-state-on-cpu", "cuda0-cuda1")

CASES = [py(F, name) for name in NAMES]
