"""Launches a Numba CUDA kernel with 2048 threads per block and records the error Numba raises."""
import numba
from numba import cuda


@cuda.jit
def fill(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = 1.0


print("numba", numba.__version__)
a = cuda.device_array(4096, dtype="float32")
fill[2, 2048](a)
cuda.synchronize()
print("ran (no error)")
