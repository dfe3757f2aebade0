// A kernel faults (a write 256 GiB past its buffer) and its launch is never checked, as in many
// libraries: no cudaGetLastError() after it. The error is returned by the next call that asks,
// here an unrelated host-to-device copy, with or without CUDA_LAUNCH_BLOCKING=1 (cases.py runs
// both): blocking launches cannot point at a launch nobody checks.
#include "../_lib/check.cuh"

__global__ void write_far(float* a, long long offset) { a[offset + threadIdx.x] = 1.0f; }

int main() {
  unbuffer_stdout();
  float* a = NULL;
  float* b = NULL;
  float host[4] = {1.f, 2.f, 3.f, 4.f};
  report("cudaMalloc a", cudaMalloc(&a, 1024 * sizeof(float)));
  report("cudaMalloc b", cudaMalloc(&b, 4 * sizeof(float)));
  write_far<<<1, 32>>>(a, 64LL << 30);
  printf("write_far<<<1, 32>>> launched; its result is not checked\n");
  report("cudaMemcpy(b, host, 16 bytes, HostToDevice), an unrelated copy",
         cudaMemcpy(b, host, sizeof host, cudaMemcpyHostToDevice));
  report_next_call();
  return 0;
}
