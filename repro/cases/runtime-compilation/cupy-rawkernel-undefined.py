"""A CuPy RawKernel whose source uses a name it never defines: NVRTC rejects it at the first launch."""
import os
import tempfile

os.environ["CUPY_CACHE_DIR"] = tempfile.mkdtemp(prefix="cupy-cache-")

import cupy as cp  # noqa: E402

print("cupy", cp.__version__)
kernel = cp.RawKernel(r"""
extern "C" __global__ void scale(float* x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = x[i] * undefined_scale;
}
""", "scale")
x = cp.ones(256, dtype=cp.float32)
kernel((1,), (256,), (x, cp.int32(256)))
print("ran (no error)")
