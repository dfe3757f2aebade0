"""Launch failure cases: each launch-configuration limit, traps, Triton, Numba and CuPy."""
from lab import cu, py

F = "launch-failure"

CASES = [
    cu(F, "block-too-large"),
    cu(F, "grid-too-large"),
    cu(F, "dynamic-smem"),
    cu(F, "too-many-registers", flags="-arch=sm_90 -Xptxas -v"),
    cu(F, "launch-bounds-exceeded", "too-many-registers.cu", args="bounds"),
    cu(F, "trap"),
    py(F, "triton-shared-memory"),
    py(F, "numba-too-many-threads"),
    py(F, "cupy-too-many-threads"),
]
