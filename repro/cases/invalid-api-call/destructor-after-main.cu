// A global object whose destructor frees GPU memory runs after the CUDA runtime has shut down:
// static destructors run in reverse order of construction, and the runtime registers its own
// teardown at the first CUDA call, after this object was constructed. An atexit handler registered
// after that first call runs before the teardown, and still works.
#include <cstdlib>
#include "../_lib/check.cuh"

struct GpuBuffer {
  void* ptr = NULL;
  ~GpuBuffer() {
    if (ptr) report("~GpuBuffer (global destructor, after main returned): cudaFree", cudaFree(ptr));
  }
};
static GpuBuffer g_buffer;  // constructed before main, before CUDA starts

static void late_but_not_too_late(void) {
  void* p = NULL;
  report("atexit handler registered after the first CUDA call: cudaMalloc(1 MiB)", cudaMalloc(&p, 1 << 20));
}

int main() {
  unbuffer_stdout();
  report("main: cudaMalloc(1 MiB) into the global buffer", cudaMalloc(&g_buffer.ptr, 1 << 20));
  atexit(late_but_not_too_late);
  printf("main: returning\n");
  return 0;
}
