"""A Numba CUDA kernel calling a device function declared with cuda.declare_device but never linked."""
import numpy as np

# See numba-typing-error.py: NumPy 2.5 removed np.row_stack, which numba-cuda 0.30.4 still registers.
if not hasattr(np, "row_stack"):
    np.row_stack = np.vstack

import numba  # noqa: E402
from numba import cuda  # noqa: E402

missing = cuda.declare_device("rtc_missing_fn", "float32(float32)")


@cuda.jit
def apply(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = missing(a[i])


print("numba", numba.__version__)
a = cuda.device_array(256, dtype=np.float32)
apply[1, 256](a)
cuda.synchronize()
print("ran (no error)")
