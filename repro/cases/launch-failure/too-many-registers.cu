// Triggers cudaErrorLaunchOutOfResources (701): a register-heavy kernel (no __launch_bounds__)
// launched with 1024 threads needs more than the 65536 registers of one SM.
// With argument "bounds" it launches a kernel declared __launch_bounds__(256) with 1024 threads instead.
#include <cstring>
#include "../_lib/check.cuh"

#define N 160

__global__ void heavy(const float* in, float* out, int n) {
  float r[N];
#pragma unroll
  for (int j = 0; j < N; ++j) r[j] = in[(threadIdx.x * 7 + j * 131) % n];
  float acc = 0.f;
#pragma unroll
  for (int k = 1; k < 6; ++k) {
#pragma unroll
    for (int j = 0; j < N; ++j) acc = fmaf(r[j], r[(j * k + 3) % N], acc) * r[(j + k) % N];
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

__global__ void __launch_bounds__(256) bounded(float* out) { out[blockIdx.x * blockDim.x + threadIdx.x] = 1.f; }

int main(int argc, char** argv) {
  unbuffer_stdout();
  const int n = 1 << 20;
  float *in = NULL, *out = NULL;
  report("cudaMalloc in", cudaMalloc(&in, n * sizeof(float)));
  report("cudaMalloc out", cudaMalloc(&out, n * sizeof(float)));
  cudaFuncAttributes attr;
  if (argc > 1 && strcmp(argv[1], "bounds") == 0) {
    report("cudaFuncGetAttributes(bounded)", cudaFuncGetAttributes(&attr, bounded));
    printf("bounded: %d registers per thread, maxThreadsPerBlock %d\n", attr.numRegs, attr.maxThreadsPerBlock);
    bounded<<<1, 1024>>>(out);
    report_launch_and_sync("bounded<<<1, 1024>>>");
  } else {
    report("cudaFuncGetAttributes(heavy)", cudaFuncGetAttributes(&attr, heavy));
    printf("heavy: %d registers per thread, maxThreadsPerBlock %d; 1024 threads need %d registers\n",
           attr.numRegs, attr.maxThreadsPerBlock, attr.numRegs * 1024);
    heavy<<<1, 256>>>(in, out, n);
    report_launch_and_sync("heavy<<<1, 256>>> (control)");
    heavy<<<1, 1024>>>(in, out, n);
    report_launch_and_sync("heavy<<<1, 1024>>>");
  }
  report_next_call();
  return 0;
}
