"""Triggers cupy.cuda.memory.OutOfMemoryError: a 200 GiB CuPy array."""
import cupy

print("cupy", cupy.__version__)
x = cupy.empty(200 * 2**30, dtype=cupy.uint8)
