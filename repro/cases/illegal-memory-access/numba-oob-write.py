"""Triggers an illegal memory access from a Numba @cuda.jit kernel writing 256 GiB past its array,
then the follow-on call (Numba does no bounds check unless asked to)."""
import traceback

import numpy as np

# See runtime-compilation/numba-typing-error.py: NumPy 2.5 removed np.row_stack, which numba-cuda
# 0.30.4 still registers.
if not hasattr(np, "row_stack"):
    np.row_stack = np.vstack

import numba  # noqa: E402
from numba import cuda  # noqa: E402


@cuda.jit
def write_far(a, offset):
    i = cuda.grid(1)
    a[offset + i] = 1.0


print("numba", numba.__version__)
a = cuda.device_array(256, dtype=np.float32)
write_far[1, 32](a, 64 * 2**30)
try:
    cuda.synchronize()
except Exception:
    traceback.print_exc()
print("--- next, unrelated Numba call ---")
print(cuda.to_device(np.arange(4)).copy_to_host())
