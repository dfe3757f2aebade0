// What CUDA 13 returns for frees of memory it did not allocate or already freed: a host pointer,
// a pointer into the middle of an allocation, a second cudaFree, and cudaFreeHost of device memory.
// Before CUDA 10.1 some of these were "invalid device pointer" (17); that code is now deprecated.
#include <cstdlib>
#include "../_lib/check.cuh"

int main() {
  unbuffer_stdout();
  void* d = NULL;
  void* d2 = NULL;
  report("cudaMalloc(1 MiB)", cudaMalloc(&d, 1 << 20));
  report("cudaMalloc(1 MiB) second buffer", cudaMalloc(&d2, 1 << 20));
  void* h = malloc(1 << 20);

  report("cudaFree(malloc'd host pointer)", cudaFree(h));
  report("cudaFree(d + 256) into the middle of an allocation", cudaFree((char*)d + 256));
  report("cudaFreeHost(d) on device memory", cudaFreeHost(d));
  report("cudaFree(d) (control)", cudaFree(d));
  report("cudaFree(d) a second time", cudaFree(d));

  report_next_call();
  report("cudaFree(d2) (control)", cudaFree(d2));
  free(h);
  return 0;
}
