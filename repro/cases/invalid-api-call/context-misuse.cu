// Driver-API context mistakes, each documented in cuda.h:
//  - a call with no context current on the thread (CUDA_ERROR_INVALID_CONTEXT, 201);
//  - an event of one context recorded on a stream of another ("event and stream must be on the
//    same CUDA context"), with two contexts on the same GPU;
//  - a context destroyed by one thread while still current on another: "attempting to access ctx
//    from those threads will result in the error CUDA_ERROR_CONTEXT_IS_DESTROYED" (709).
#include <condition_variable>
#include <mutex>
#include <thread>
#include "../_lib/report_cu.cuh"

static std::mutex m;
static std::condition_variable cv;
static int stage = 0;

static void wait_for(int s) {
  std::unique_lock<std::mutex> lk(m);
  cv.wait(lk, [s] { return stage >= s; });
}
static void advance_to(int s) {
  { std::lock_guard<std::mutex> lk(m); stage = s; }
  cv.notify_all();
}

int main() {
  unbuffer_stdout();
  CUdevice dev;
  CUcontext a, b, popped;
  CUdeviceptr p = 0;
  report_cu("cuInit", DRV(cuInit)(0));
  report_cu("cuDeviceGet(0)", DRV(cuDeviceGet)(&dev, 0));

  // 1. No context current on this thread (made explicit: looking up driver functions through the
  //    runtime must not leave one behind).
  report_cu("cuCtxSetCurrent(NULL)", DRV(cuCtxSetCurrent)(NULL));
  report_cu("cuMemAlloc(1 MiB) with no context current", DRV(cuMemAlloc)(&p, 1 << 20));

  // 2. An event of context a recorded on a stream of context b.
  report_cu("cuCtxCreate(a)", DRV(cuCtxCreate)(&a, NULL, 0, dev));
  CUevent ev_a;
  report_cu("cuEventCreate in context a", DRV(cuEventCreate)(&ev_a, CU_EVENT_DEFAULT));
  report_cu("cuCtxCreate(b)", DRV(cuCtxCreate)(&b, NULL, 0, dev));
  CUstream s_b;
  report_cu("cuStreamCreate in context b", DRV(cuStreamCreate)(&s_b, CU_STREAM_DEFAULT));
  report_cu("cuEventRecord(event of context a, stream of context b)", DRV(cuEventRecord)(ev_a, s_b));
  report_cu("cuCtxPopCurrent (b)", DRV(cuCtxPopCurrent)(&popped));
  report_cu("cuCtxPopCurrent (a)", DRV(cuCtxPopCurrent)(&popped));

  // 3. Context a destroyed on this thread while it is current on another.
  std::thread other([&] {
    CUdeviceptr q = 0;
    void* r = NULL;
    report_cu("other thread: cuCtxSetCurrent(a)", DRV(cuCtxSetCurrent)(a));
    report_cu("other thread: cuMemAlloc(1 MiB) (control)", DRV(cuMemAlloc)(&q, 1 << 20));
    advance_to(1);
    wait_for(2);
    report_cu("other thread: cuMemAlloc(1 MiB) after the main thread destroyed a", DRV(cuMemAlloc)(&q, 1 << 20));
    report("other thread: cudaMalloc(1 MiB) after the main thread destroyed a", cudaMalloc(&r, 1 << 20));
  });
  wait_for(1);
  report_cu("main thread: cuCtxDestroy(a) while current on the other thread", DRV(cuCtxDestroy)(a));
  advance_to(2);
  other.join();

  report_cu("main thread: cuCtxDestroy(b)", DRV(cuCtxDestroy)(b));
  return 0;
}
