// The first CUDA call of a CUDA C program: cudaGetDeviceCount, then cudaSetDevice(0) and a cudaMalloc.
// run.py runs it with CUDA_VISIBLE_DEVICES="" (expected: cudaErrorNoDevice, 100); the
// compatibility driver-*.sh cases run it against a stub driver library.
#include "../_lib/check.cuh"

int main() {
  unbuffer_stdout();
  int driver = 0, runtime = 0;
  report("cudaDriverGetVersion", cudaDriverGetVersion(&driver));
  report("cudaRuntimeGetVersion", cudaRuntimeGetVersion(&runtime));
  printf("driver supports CUDA %d, runtime is CUDA %d\n", driver, runtime);
  int count = -1;
  report("cudaGetDeviceCount", cudaGetDeviceCount(&count));
  printf("device count: %d\n", count);
  report("cudaSetDevice(0)", cudaSetDevice(0));
  void* p = NULL;
  report("cudaMalloc(1 MiB)", cudaMalloc(&p, 1 << 20));
  return 0;
}
