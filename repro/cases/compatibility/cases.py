"""Compatibility cases: binaries without code for this GPU, PTX too new, a driver too old or missing."""
from lab import cu, py, sh

F = "compatibility"

CASES = [
    cu(F, "sm80-only", flags="-gencode arch=compute_80,code=sm_80"),
    cu(F, "ptx-compute100-only", "sm80-only.cu", flags="-gencode arch=compute_100,code=compute_100"),
    sh(F, "ptx-version-too-new"),
    sh(F, "ptx-target-too-new"),
    py(F, "torch-ext-sm80", needs="ext80"),
    py(F, "arch-list"),
    sh(F, "driver-too-old"),
    sh(F, "driver-missing"),
]
