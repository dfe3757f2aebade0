// Copies and memsets that CUDA refuses before any data moves: a size past the end of the
// allocation, a host pointer where a device pointer is expected, a copy direction that does not
// exist, a pitch narrower than a row. Each call returns an error; the context stays usable.
#include <cstdlib>
#include "../_lib/check.cuh"

int main() {
  unbuffer_stdout();
  const size_t one_mib = 1 << 20;
  char* d = NULL;
  report("cudaMalloc(1 MiB)", cudaMalloc(&d, one_mib));
  char* h = (char*)calloc(2, one_mib);  // ordinary pageable host memory, 2 MiB

  report("cudaMemcpy(d, h, 1 MiB, HostToDevice) (control)", cudaMemcpy(d, h, one_mib, cudaMemcpyHostToDevice));
  report("cudaMemcpy(d, h, 2 MiB, HostToDevice) into a 1 MiB allocation",
         cudaMemcpy(d, h, 2 * one_mib, cudaMemcpyHostToDevice));
  report("cudaMemcpy(h, d, 2 MiB, DeviceToHost) from a 1 MiB allocation",
         cudaMemcpy(h, d, 2 * one_mib, cudaMemcpyDeviceToHost));
  report("cudaMemcpy(h, h + 1 MiB, 1 MiB, DeviceToDevice) with two host pointers",
         cudaMemcpy(h, h + one_mib, one_mib, cudaMemcpyDeviceToDevice));
  report("cudaMemcpy(d, h, 1 MiB, (cudaMemcpyKind)7) with a direction that does not exist",
         cudaMemcpy(d, h, one_mib, (cudaMemcpyKind)7));
  report("cudaMemset(d, 0, 2 MiB) on a 1 MiB allocation", cudaMemset(d, 0, 2 * one_mib));
  report("cudaMemset(h, 0, 1 MiB) on a host pointer", cudaMemset(h, 0, one_mib));
  report("cudaMemcpy2D(d, pitch 256, h, pitch 1024, width 512, 4 rows) with a pitch narrower than a row",
         cudaMemcpy2D(d, 256, h, 1024, 512, 4, cudaMemcpyHostToDevice));

  report_next_call();
  free(h);
  return 0;
}
