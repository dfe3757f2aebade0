"""Launches a CuPy RawKernel with block=(2048,) and records the error CuPy raises."""
import cupy as cp

kernel = cp.RawKernel(r"""
extern "C" __global__ void fill(float* a) { a[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f; }
""", "fill")
a = cp.zeros(4096, dtype=cp.float32)
kernel((2,), (2048,), (a,))
cp.cuda.Device().synchronize()
print("ran (no error)")
