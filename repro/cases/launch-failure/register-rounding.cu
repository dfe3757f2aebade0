// Registers are allocated per warp, rounded up to the allocation unit (256 registers per warp on
// sm_90), so "registers per thread x threads per block <= 65536" is not the whole rule.
// cases.py builds this file twice: with -maxrregcount=65 (65 x 1024 = 66,560 is already over the
// budget, rounding or not) and with -maxrregcount=85, where 85 x 768 = 65,280 fits the naive product
// but 24 warps x 2,816 registers (85 x 32 = 2,720 rounded up to a multiple of 256) = 67,584 does not.
// The program prints what the kernel really got and launches it with each block size on the
// command line, then makes an unrelated call to show the error is not sticky.
#include <cstdlib>
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

int main(int argc, char** argv) {
  unbuffer_stdout();
  const int n = 1 << 20;
  float *in = NULL, *out = NULL;
  report("cudaMalloc in", cudaMalloc(&in, n * sizeof(float)));
  report("cudaMalloc out", cudaMalloc(&out, n * sizeof(float)));
  cudaFuncAttributes attr;
  report("cudaFuncGetAttributes(heavy)", cudaFuncGetAttributes(&attr, heavy));
  printf("heavy: %d registers per thread, maxThreadsPerBlock %d\n", attr.numRegs, attr.maxThreadsPerBlock);
  for (int i = 1; i < argc; ++i) {
    int threads = atoi(argv[i]);
    int warps = (threads + 31) / 32;
    int per_warp = ((attr.numRegs * 32 + 255) / 256) * 256;
    printf("%d threads: %d x %d = %d registers by the naive product; %d warps x %d = %d per warp, rounded\n",
           threads, attr.numRegs, threads, attr.numRegs * threads, warps, per_warp, warps * per_warp);
    heavy<<<1, threads>>>(in, out, n);
    char what[64];
    snprintf(what, sizeof what, "heavy<<<1, %d>>>", threads);
    report_launch_and_sync(what);
  }
  report_next_call();
  return 0;
}
