// Host-memory registration in the wrong state: registering a range twice, and unregistering a
// pointer that was never registered.
#include <cstdlib>
#include "../_lib/check.cuh"

int main() {
  unbuffer_stdout();
  const size_t size = 1 << 20;
  void* a = aligned_alloc(4096, size);
  void* b = aligned_alloc(4096, size);
  report("cudaHostRegister(a, 1 MiB) (control)", cudaHostRegister(a, size, cudaHostRegisterDefault));
  report("cudaHostRegister(a, 1 MiB) a second time", cudaHostRegister(a, size, cudaHostRegisterDefault));
  report("cudaHostUnregister(b) never registered", cudaHostUnregister(b));
  report("cudaHostUnregister(a) (control)", cudaHostUnregister(a));
  report_next_call();
  free(a);
  free(b);
  return 0;
}
