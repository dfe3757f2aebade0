"""Launch failure cases: each launch-configuration limit, traps, Triton, Numba and CuPy."""
from lab import cu, py

F = "launch-failure"

CASES = [
    cu(F, "block-too-large"),
    cu(F, "grid-too-large"),
    cu(F, "dynamic-smem"),
    cu(F, "too-many-registers", flags="-arch=sm_90 -Xptxas -v"),
    cu(F, "launch-bounds-exceeded", "too-many-registers.cu", args="bounds"),
    cu(F, "registers-65", "register-rounding.cu", flags="-arch=sm_90 -maxrregcount=65", args="1024 896"),
    cu(F, "registers-85-rounding", "register-rounding.cu", flags="-arch=sm_90 -maxrregcount=85", args="768 736"),
    cu(F, "cluster-launch"),
    cu(F, "param-space-overflow", "param-space.cu", flags="-arch=sm_90 -DBYTES=40000"),
    cu(F, "param-space-overflow-ptxas", "param-space.cu", flags="-arch=sm_90 -DBYTES=32756"),
    cu(F, "trap"),
    py(F, "triton-shared-memory"),
    py(F, "numba-too-many-threads"),
    py(F, "cupy-too-many-threads"),
]
