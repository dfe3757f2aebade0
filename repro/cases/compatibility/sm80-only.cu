// Built with -gencode arch=compute_80,code=sm_80 (sm_80 machine code, no PTX) and run on a
// newer GPU: expected cudaErrorNoKernelImageForDevice (209), "no kernel image is available
// for execution on the device". run.py also builds it as compute_100 PTX only.
#include "../_lib/check.cuh"

__global__ void add_one(float* a) { a[threadIdx.x] += 1.0f; }

int main() {
  unbuffer_stdout();
  cudaDeviceProp prop;
  report("cudaGetDeviceProperties", cudaGetDeviceProperties(&prop, 0));
  printf("device %s, compute capability %d.%d\n", prop.name, prop.major, prop.minor);
  cudaFuncAttributes attr;
  report("cudaFuncGetAttributes(add_one)", cudaFuncGetAttributes(&attr, add_one));
  float* a = NULL;
  report("cudaMalloc", cudaMalloc(&a, 32 * sizeof(float)));
  add_one<<<1, 32>>>(a);
  report_launch_and_sync("add_one<<<1, 32>>>");
  report_next_call();
  return 0;
}
