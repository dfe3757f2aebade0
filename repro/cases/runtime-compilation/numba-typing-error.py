"""A Numba CUDA kernel that uses a name it never defines: Numba's type inference fails at the first call."""
import numpy as np

# numba-cuda 0.30.4 still registers np.row_stack, which NumPy 2.5 removed, so on the lab's image every
# first kernel compile stops there (launch-failure/numba-too-many-threads.txt). The alias lets this
# case reach the error it is about.
if not hasattr(np, "row_stack"):
    np.row_stack = np.vstack

import numba  # noqa: E402
from numba import cuda  # noqa: E402


@cuda.jit
def scale(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = a[i] * undefined_scale  # noqa: F821


print("numba", numba.__version__)
a = cuda.device_array(256, dtype=np.float32)
scale[1, 256](a)
cuda.synchronize()
print("ran (no error)")
