"""Triggers a device-side assert from a CuPy RawKernel: assert() on a label past the number of classes,
then the follow-on call (NVRTC defines assert itself, so the kernel needs no include)."""
import traceback

import cupy as cp

print("cupy", cp.__version__)
count_labels = cp.RawKernel(r"""
extern "C" __global__ void count_labels(const int* labels, int* counts, int n, int n_classes) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    assert(labels[i] >= 0 && labels[i] < n_classes);
    atomicAdd(&counts[labels[i]], 1);
  }
}
""", "count_labels")
labels = cp.array([0, 2, 1, 5, 2], dtype=cp.int32)
counts = cp.zeros(3, dtype=cp.int32)
count_labels((1,), (32,), (labels, counts, cp.int32(labels.size), cp.int32(counts.size)))
try:
    print(counts)
except Exception:
    traceback.print_exc()
print("--- next, unrelated CuPy call ---")
print(cp.arange(4).sum())
