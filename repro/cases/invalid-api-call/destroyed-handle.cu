// Uses a stream (argument "stream") or an event (argument "event") after destroying it.
// The CUDA documentation calls this undefined behaviour; this records what the driver does with it.
// Each runs in its own process, so a crash in one does not hide the other.
#include <cstring>
#include "../_lib/check.cuh"

static void use_destroyed_stream(void) {
  cudaStream_t s;
  char* d = NULL;
  static char h[4096];
  report("cudaMalloc(4 KiB)", cudaMalloc(&d, sizeof h));
  report("cudaStreamCreate", cudaStreamCreate(&s));
  report("cudaStreamDestroy", cudaStreamDestroy(s));
  report("cudaStreamSynchronize(destroyed stream)", cudaStreamSynchronize(s));
  report("cudaMemcpyAsync(d, h, 4 KiB, HostToDevice, destroyed stream)",
         cudaMemcpyAsync(d, h, sizeof h, cudaMemcpyHostToDevice, s));
  report("cudaStreamQuery(destroyed stream)", cudaStreamQuery(s));
}

static void use_destroyed_event(void) {
  cudaEvent_t e;
  report("cudaEventCreate", cudaEventCreate(&e));
  report("cudaEventDestroy", cudaEventDestroy(e));
  report("cudaEventRecord(destroyed event)", cudaEventRecord(e, 0));
  report("cudaEventSynchronize(destroyed event)", cudaEventSynchronize(e));
  report("cudaStreamWaitEvent(0, destroyed event)", cudaStreamWaitEvent(0, e, 0));
}

int main(int argc, char** argv) {
  unbuffer_stdout();
  if (argc > 1 && strcmp(argv[1], "event") == 0) use_destroyed_event();
  else use_destroyed_stream();
  report_next_call();
  return 0;
}
