// Uses a stream (argument "stream") or an event (argument "event") after destroying it.
// The CUDA documentation calls this undefined behaviour; this records what the driver does with it.
// With CUDA 13.0 the first call on the destroyed handle crashed the process (SIGSEGV) before the
// others ran, so each call now runs in a child process of its own, forked before this process
// touches CUDA, and the parent says how each child ended.
#include <csignal>
#include <cstring>
#include <sys/wait.h>
#include <unistd.h>
#include "../_lib/check.cuh"

static cudaStream_t destroyed_stream(void) {
  cudaStream_t s;
  report("cudaStreamCreate", cudaStreamCreate(&s));
  report("cudaStreamDestroy", cudaStreamDestroy(s));
  return s;
}

static cudaEvent_t destroyed_event(void) {
  cudaEvent_t e;
  report("cudaEventCreate", cudaEventCreate(&e));
  report("cudaEventDestroy", cudaEventDestroy(e));
  return e;
}

static void stream_synchronize(void) {
  cudaStream_t s = destroyed_stream();
  report("cudaStreamSynchronize(destroyed stream)", cudaStreamSynchronize(s));
}

static void stream_memcpy_async(void) {
  static char h[4096];
  char* d = NULL;
  report("cudaMalloc(4 KiB)", cudaMalloc(&d, sizeof h));
  cudaStream_t s = destroyed_stream();
  report("cudaMemcpyAsync(d, h, 4 KiB, HostToDevice, destroyed stream)",
         cudaMemcpyAsync(d, h, sizeof h, cudaMemcpyHostToDevice, s));
}

static void stream_query(void) {
  cudaStream_t s = destroyed_stream();
  report("cudaStreamQuery(destroyed stream)", cudaStreamQuery(s));
}

static void event_record(void) {
  cudaEvent_t e = destroyed_event();
  report("cudaEventRecord(destroyed event)", cudaEventRecord(e, 0));
}

static void event_synchronize(void) {
  cudaEvent_t e = destroyed_event();
  report("cudaEventSynchronize(destroyed event)", cudaEventSynchronize(e));
}

static void stream_wait_event(void) {
  cudaEvent_t e = destroyed_event();
  report("cudaStreamWaitEvent(0, destroyed event)", cudaStreamWaitEvent(0, e, 0));
}

// Runs `step` in a fresh child process (its own CUDA context) and reports a death by signal.
static void in_child(const char* name, void (*step)(void)) {
  printf("== %s\n", name);
  pid_t pid = fork();
  if (pid == 0) {
    step();
    report_next_call();
    _exit(0);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  if (WIFSIGNALED(status)) printf("%s: the process died of signal %d (%s)\n", name, WTERMSIG(status), strsignal(WTERMSIG(status)));
}

int main(int argc, char** argv) {
  unbuffer_stdout();
  if (argc > 1 && strcmp(argv[1], "event") == 0) {
    in_child("cudaEventRecord", event_record);
    in_child("cudaEventSynchronize", event_synchronize);
    in_child("cudaStreamWaitEvent", stream_wait_event);
  } else {
    in_child("cudaStreamSynchronize", stream_synchronize);
    in_child("cudaMemcpyAsync", stream_memcpy_async);
    in_child("cudaStreamQuery", stream_query);
  }
  return 0;
}
