// Launches with block shapes past the device limits and records what CUDA reports for each:
// 2048 threads (limit 1024), 1025 threads, a 32x32x2 block (2048 in all), blockDim.z = 128 (limit 64).
#include "../_lib/check.cuh"

__global__ void noop(int* p) { if (p) p[threadIdx.x] = 0; }

static void launch(const char* what, dim3 grid, dim3 block) {
  noop<<<grid, block>>>(NULL);
  report_launch_and_sync(what);
}

int main() {
  unbuffer_stdout();
  cudaDeviceProp prop;
  report("cudaGetDeviceProperties", cudaGetDeviceProperties(&prop, 0));
  printf("%s: maxThreadsPerBlock %d, maxThreadsDim (%d, %d, %d)\n", prop.name,
         prop.maxThreadsPerBlock, prop.maxThreadsDim[0], prop.maxThreadsDim[1], prop.maxThreadsDim[2]);
  launch("noop<<<1, 1024>>> (control)", dim3(1), dim3(1024));
  launch("noop<<<1, 2048>>>", dim3(1), dim3(2048));
  launch("noop<<<1, 1025>>>", dim3(1), dim3(1025));
  launch("noop<<<1, dim3(32, 32, 2)>>>", dim3(1), dim3(32, 32, 2));
  launch("noop<<<1, dim3(1, 1, 128)>>>", dim3(1), dim3(1, 1, 128));
  report_next_call();
  return 0;
}
