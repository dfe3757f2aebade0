// cudaEventElapsedTime on events that cannot be timed. The runtime documentation says both cases
// return cudaErrorInvalidResourceHandle: events created with cudaEventDisableTiming, and events
// that were never recorded.
#include "../_lib/check.cuh"

int main() {
  unbuffer_stdout();
  cudaEvent_t a, b, c, d, e, f;
  float ms = 0.f;
  report("cudaEventCreate(a) (timing)", cudaEventCreate(&a));
  report("cudaEventCreate(b) (timing)", cudaEventCreate(&b));
  report("cudaEventRecord(a)", cudaEventRecord(a, 0));
  report("cudaEventRecord(b)", cudaEventRecord(b, 0));
  report("cudaEventSynchronize(b)", cudaEventSynchronize(b));
  report("cudaEventElapsedTime(a, b) (control)", cudaEventElapsedTime(&ms, a, b));

  report("cudaEventCreateWithFlags(c, cudaEventDisableTiming)", cudaEventCreateWithFlags(&c, cudaEventDisableTiming));
  report("cudaEventCreateWithFlags(d, cudaEventDisableTiming)", cudaEventCreateWithFlags(&d, cudaEventDisableTiming));
  report("cudaEventRecord(c)", cudaEventRecord(c, 0));
  report("cudaEventRecord(d)", cudaEventRecord(d, 0));
  report("cudaEventSynchronize(d)", cudaEventSynchronize(d));
  report("cudaEventElapsedTime(c, d) with cudaEventDisableTiming events", cudaEventElapsedTime(&ms, c, d));

  report("cudaEventCreate(e) (timing)", cudaEventCreate(&e));
  report("cudaEventCreate(f) (timing)", cudaEventCreate(&f));
  report("cudaEventElapsedTime(e, f) before either was recorded", cudaEventElapsedTime(&ms, e, f));

  report_next_call();
  return 0;
}
