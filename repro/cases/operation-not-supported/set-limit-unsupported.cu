// cudaDeviceSetLimit / cudaDeviceGetLimit with a limit the device does not have. The runtime
// documentation: cudaLimitDevRuntimeSyncDepth "is only applicable to devices of compute capability
// < 9.0. Attempting to set this limit on devices of other compute capability will results in error
// cudaErrorUnsupportedLimit being returned." Also a limit number that does not exist.
#include "../_lib/check.cuh"

int main() {
  unbuffer_stdout();
  cudaDeviceProp prop;
  report("cudaGetDeviceProperties", cudaGetDeviceProperties(&prop, 0));
  printf("%s: compute capability %d.%d\n", prop.name, prop.major, prop.minor);
  size_t value = 0;
  report("cudaDeviceGetLimit(cudaLimitStackSize) (control)", cudaDeviceGetLimit(&value, cudaLimitStackSize));
  report("cudaDeviceSetLimit(cudaLimitStackSize, 4096) (control)", cudaDeviceSetLimit(cudaLimitStackSize, 4096));
  report("cudaDeviceSetLimit(cudaLimitDevRuntimeSyncDepth, 4)", cudaDeviceSetLimit(cudaLimitDevRuntimeSyncDepth, 4));
  report("cudaDeviceGetLimit(cudaLimitDevRuntimeSyncDepth)", cudaDeviceGetLimit(&value, cudaLimitDevRuntimeSyncDepth));
  report("cudaDeviceSetLimit((cudaLimit)0x7f, 1) with a limit number that does not exist",
         cudaDeviceSetLimit((cudaLimit)0x7f, 1));
  report_next_call();
  return 0;
}
