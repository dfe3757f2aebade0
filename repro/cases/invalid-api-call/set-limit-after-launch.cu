// cudaDeviceSetLimit(cudaLimitPrintfFifoSize) after a kernel that calls printf has run: the
// runtime documentation says this returns cudaErrorInvalidValue. Before any such launch it works.
#include "../_lib/check.cuh"

__global__ void hello(void) { printf("kernel: hello from thread %d\n", threadIdx.x); }

int main() {
  unbuffer_stdout();
  report("cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 8 MiB) before any printf kernel",
         cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 8 << 20));
  hello<<<1, 1>>>();
  report("hello<<<1, 1>>>: cudaDeviceSynchronize", cudaDeviceSynchronize());
  report("cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 16 MiB) after a printf kernel ran",
         cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 16 << 20));
  report_next_call();
  return 0;
}
