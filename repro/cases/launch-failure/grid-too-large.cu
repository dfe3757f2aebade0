// Launches with grid dimensions past the device limits: gridDim.y = 65536 (limit 65535),
// gridDim.z = 65536, gridDim.x = 2^31 (limit 2^31 - 1).
#include "../_lib/check.cuh"

__global__ void noop(int* p) { if (p) p[0] = 0; }

static void launch(const char* what, dim3 grid) {
  noop<<<grid, 32>>>(NULL);
  report_launch_and_sync(what);
}

int main() {
  unbuffer_stdout();
  cudaDeviceProp prop;
  report("cudaGetDeviceProperties", cudaGetDeviceProperties(&prop, 0));
  printf("maxGridSize (%d, %d, %d)\n", prop.maxGridSize[0], prop.maxGridSize[1], prop.maxGridSize[2]);
  launch("noop<<<dim3(1, 65535), 32>>> (control)", dim3(1, 65535));
  launch("noop<<<dim3(1, 65536), 32>>>", dim3(1, 65536));
  launch("noop<<<dim3(1, 1, 65536), 32>>>", dim3(1, 1, 65536));
  launch("noop<<<dim3(2147483648u), 32>>>", dim3(2147483648u));
  report_next_call();
  return 0;
}
