// Asks for too much dynamic shared memory: 64 KiB without opting in (default cap 48 KiB),
// then an opt-in to 300 KiB (past the 227 KiB per-block maximum), then a 300 KiB launch.
#include "../_lib/check.cuh"

__global__ void use_smem(float* out) {
  extern __shared__ float buf[];
  buf[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (out) out[threadIdx.x] = buf[31 - threadIdx.x];
}

int main() {
  unbuffer_stdout();
  cudaDeviceProp prop;
  report("cudaGetDeviceProperties", cudaGetDeviceProperties(&prop, 0));
  printf("sharedMemPerBlock %zu, sharedMemPerBlockOptin %zu\n", prop.sharedMemPerBlock, prop.sharedMemPerBlockOptin);
  use_smem<<<1, 32, 64 * 1024>>>(NULL);
  report_launch_and_sync("use_smem<<<1, 32, 64 KiB>>> without opt-in");
  report("cudaFuncSetAttribute(MaxDynamicSharedMemorySize, 300 KiB)",
         cudaFuncSetAttribute(use_smem, cudaFuncAttributeMaxDynamicSharedMemorySize, 300 * 1024));
  use_smem<<<1, 32, 300 * 1024>>>(NULL);
  report_launch_and_sync("use_smem<<<1, 32, 300 KiB>>>");
  report("cudaFuncSetAttribute(MaxDynamicSharedMemorySize, 200 KiB) (control)",
         cudaFuncSetAttribute(use_smem, cudaFuncAttributeMaxDynamicSharedMemorySize, 200 * 1024));
  use_smem<<<1, 32, 200 * 1024>>>(NULL);
  report_launch_and_sync("use_smem<<<1, 32, 200 KiB>>> after opt-in (control)");
  return 0;
}
