"""A CuPy ElementwiseKernel whose operation misses a semicolon: NVRTC rejects the kernel CuPy
generates around it at the first call."""
import os
import tempfile

os.environ["CUPY_CACHE_DIR"] = tempfile.mkdtemp(prefix="cupy-cache-")

import cupy as cp  # noqa: E402

print("cupy", cp.__version__)
squared_diff = cp.ElementwiseKernel(
    "float32 x, float32 y", "float32 z",
    """
    float d = x - y
    z = d * d;
    """,
    "squared_diff")
x = cp.arange(8, dtype=cp.float32)
print(squared_diff(x, x[::-1]))
