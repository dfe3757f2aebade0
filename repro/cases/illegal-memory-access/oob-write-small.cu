// A kernel that writes one element past the end of its buffer (i <= n instead of i < n).
// Run natively it usually reports nothing: the stray write lands inside the same
// allocation granule. run.py also runs it under compute-sanitizer --tool memcheck,
// which reports "Invalid __global__ write of size 4 bytes".
#include "../_lib/check.cuh"

__global__ void fill(float* a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i <= n) a[i] = 1.0f;  // off by one
}

int main() {
  unbuffer_stdout();
  const int n = 1000;
  float* a = NULL;
  report("cudaMalloc", cudaMalloc(&a, n * sizeof(float)));
  fill<<<4, 256>>>(a, n);
  report_launch_and_sync("fill<<<4, 256>>>");
  report("cudaFree", cudaFree(a));
  return 0;
}
