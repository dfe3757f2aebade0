// Triggers cudaErrorIllegalAddress (700) in a CUDA C program: a kernel writes 256 GiB past
// its buffer. The launch reports success; the sync reports the fault; the next call fails too.
#include "../_lib/check.cuh"

__global__ void write_far(float* a, long long offset) { a[offset + threadIdx.x] = 1.0f; }

int main() {
  unbuffer_stdout();
  float* a = NULL;
  report("cudaMalloc", cudaMalloc(&a, 1024 * sizeof(float)));
  write_far<<<1, 32>>>(a, 64LL << 30);
  report_launch_and_sync("write_far<<<1, 32>>>");
  report_next_call();
  return 0;
}
