"""Triggers an illegal memory access from a CuPy RawKernel writing 256 GiB past its array, then a follow-on call."""
import traceback

import cupy as cp

print("cupy", cp.__version__)
kernel = cp.RawKernel(r"""
extern "C" __global__ void write_far(float* p, long long offset) {
  p[offset + threadIdx.x] = 1.0f;
}
""", "write_far")
a = cp.zeros(256, dtype=cp.float32)
kernel((1,), (32,), (a, cp.int64(64 * 2**30)))
try:
    cp.cuda.Device().synchronize()
except Exception:
    traceback.print_exc()
print("--- next, unrelated CuPy call ---")
print(cp.arange(4).sum())
