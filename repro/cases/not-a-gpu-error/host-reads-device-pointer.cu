// A CUDA program that segfaults without any GPU fault: host code dereferences a pointer from
// cudaMalloc. On a PCIe GPU the device allocation is not mapped for the CPU, so the CPU faults
// (SIGSEGV, exit 139) and CUDA reports nothing. A kernel doing the same with a host pointer would
// instead get cudaErrorIllegalAddress (700).
#include "../_lib/check.cuh"

int main() {
  unbuffer_stdout();
  int* device = nullptr;
  report("cudaMalloc(4 bytes)", cudaMalloc(&device, sizeof(int)));
  report("cudaMemset", cudaMemset(device, 0, sizeof(int)));
  printf("host reads *device at %p\n", (void*)device);
  volatile int value = *device;  // CPU load from a device address
  printf("read %d: the device allocation is mapped for the CPU here (no segfault)\n", value);
  report("cudaDeviceSynchronize", cudaDeviceSynchronize());
  return 0;
}
