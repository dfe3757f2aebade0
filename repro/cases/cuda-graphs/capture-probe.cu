// Breaks one rule of CUDA stream capture per run and prints what each call returns, to show
// which error code CUDA gives for which mistake (900-908, 910). The mode is the only argument:
//   legacy-stream     begin capture on the legacy default stream
//   sync              cudaStreamSynchronize on the capturing stream, then end the capture
//   malloc            cudaMalloc while a global-mode capture is under way
//   memcpy            a synchronous cudaMemcpy (legacy stream) while a global-mode capture is under way
//   legacy-implicit   capture a blocking stream, then launch on the legacy default stream
//   unjoined          fork the capture onto a second stream and never join it back
//   captured-event    query an event recorded inside the capture
//   wrong-thread      end a global-mode capture from another thread
//   merge             make one capturing stream wait on an event of another, separate capture
//   isolation         make a capturing stream wait on an event recorded before the capture
//   unmatched         end the capture on a stream that is not capturing (CUDA 13.0: 401, not 903)
//   end-on-forked     end the capture on a stream forked into it, not the one that began it
//   exec-update       update an instantiated graph with a graph of a different shape
#include <cstring>
#include <thread>
#include "../_lib/check.cuh"

__global__ void tick(int* p) { atomicAdd(p, 1); }

static void end_capture(const char* what, cudaStream_t s) {
  cudaGraph_t graph = NULL;
  report(what, cudaStreamEndCapture(s, &graph));
  printf("captured graph is %s\n", graph ? "a graph" : "NULL");
}

static cudaStream_t non_blocking_stream() {
  cudaStream_t s;
  report("cudaStreamCreateWithFlags(cudaStreamNonBlocking)", cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  return s;
}

static void begin(cudaStream_t s) { report("cudaStreamBeginCapture(global mode)", cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal)); }

int main(int argc, char** argv) {
  unbuffer_stdout();
  const char* mode = argc > 1 ? argv[1] : "";
  int* counter = NULL;
  report("cudaMalloc counter (before any capture)", cudaMalloc(&counter, sizeof(int)));

  if (!strcmp(mode, "legacy-stream")) {
    report("cudaStreamBeginCapture(cudaStreamLegacy)", cudaStreamBeginCapture(cudaStreamLegacy, cudaStreamCaptureModeGlobal));
  } else if (!strcmp(mode, "sync")) {
    cudaStream_t s = non_blocking_stream();
    begin(s);
    tick<<<1, 1, 0, s>>>(counter);
    report("cudaStreamSynchronize(capturing stream)", cudaStreamSynchronize(s));
    end_capture("cudaStreamEndCapture", s);
  } else if (!strcmp(mode, "malloc")) {
    cudaStream_t s = non_blocking_stream();
    begin(s);
    tick<<<1, 1, 0, s>>>(counter);
    void* p = NULL;
    report("cudaMalloc(1 MiB) during capture", cudaMalloc(&p, 1 << 20));
    end_capture("cudaStreamEndCapture", s);
  } else if (!strcmp(mode, "memcpy")) {
    cudaStream_t s = non_blocking_stream();
    begin(s);
    tick<<<1, 1, 0, s>>>(counter);
    int host = 0;
    report("cudaMemcpy(device to host) during capture", cudaMemcpy(&host, counter, sizeof host, cudaMemcpyDeviceToHost));
    end_capture("cudaStreamEndCapture", s);
  } else if (!strcmp(mode, "legacy-implicit")) {
    cudaStream_t s;
    report("cudaStreamCreate (blocking stream)", cudaStreamCreate(&s));
    begin(s);
    tick<<<1, 1, 0, s>>>(counter);
    tick<<<1, 1>>>(counter);  // legacy default stream: it would have to wait for the capturing stream
    report("launch on the legacy default stream: cudaGetLastError", cudaGetLastError());
    end_capture("cudaStreamEndCapture", s);
  } else if (!strcmp(mode, "unjoined")) {
    cudaStream_t s1 = non_blocking_stream(), s2 = non_blocking_stream();
    cudaEvent_t fork;
    report("cudaEventCreate", cudaEventCreate(&fork));
    begin(s1);
    tick<<<1, 1, 0, s1>>>(counter);
    report("cudaEventRecord(fork, s1)", cudaEventRecord(fork, s1));
    report("cudaStreamWaitEvent(s2, fork): s2 joins the capture", cudaStreamWaitEvent(s2, fork, 0));
    tick<<<1, 1, 0, s2>>>(counter);  // work on s2 that s1 never waits for
    end_capture("cudaStreamEndCapture(s1) with s2 not joined back", s1);
  } else if (!strcmp(mode, "captured-event")) {
    cudaStream_t s = non_blocking_stream();
    cudaEvent_t done;
    report("cudaEventCreate", cudaEventCreate(&done));
    begin(s);
    tick<<<1, 1, 0, s>>>(counter);
    report("cudaEventRecord(done, capturing stream)", cudaEventRecord(done, s));
    report("cudaEventQuery(done)", cudaEventQuery(done));
    end_capture("cudaStreamEndCapture", s);
  } else if (!strcmp(mode, "wrong-thread")) {
    cudaStream_t s = non_blocking_stream();
    begin(s);
    tick<<<1, 1, 0, s>>>(counter);
    std::thread other([s] { end_capture("cudaStreamEndCapture from another thread", s); });
    other.join();
    end_capture("cudaStreamEndCapture from the thread that began it", s);
  } else if (!strcmp(mode, "merge")) {
    cudaStream_t s1 = non_blocking_stream(), s2 = non_blocking_stream();
    cudaEvent_t e;
    report("cudaEventCreate", cudaEventCreate(&e));
    begin(s1);
    report("cudaStreamBeginCapture(s2, global mode): a second, separate capture", cudaStreamBeginCapture(s2, cudaStreamCaptureModeGlobal));
    tick<<<1, 1, 0, s1>>>(counter);
    report("cudaEventRecord(e, s1)", cudaEventRecord(e, s1));
    report("cudaStreamWaitEvent(s2, e): s2 waits on the other capture", cudaStreamWaitEvent(s2, e, 0));
    end_capture("cudaStreamEndCapture(s2)", s2);
    end_capture("cudaStreamEndCapture(s1)", s1);
  } else if (!strcmp(mode, "isolation")) {
    cudaStream_t s1 = non_blocking_stream(), s2 = non_blocking_stream();
    cudaEvent_t before;
    report("cudaEventCreate", cudaEventCreate(&before));
    tick<<<1, 1, 0, s2>>>(counter);
    report("cudaEventRecord(before, s2) outside any capture", cudaEventRecord(before, s2));
    begin(s1);
    report("cudaStreamWaitEvent(s1, before): capture waits on uncaptured work", cudaStreamWaitEvent(s1, before, 0));
    tick<<<1, 1, 0, s1>>>(counter);
    end_capture("cudaStreamEndCapture", s1);
  } else if (!strcmp(mode, "unmatched")) {
    cudaStream_t s1 = non_blocking_stream(), s2 = non_blocking_stream();
    begin(s1);
    tick<<<1, 1, 0, s1>>>(counter);
    end_capture("cudaStreamEndCapture(s2), a stream that is not capturing", s2);
    end_capture("cudaStreamEndCapture(s1)", s1);
  } else if (!strcmp(mode, "end-on-forked")) {
    // cudaErrorStreamCaptureUnmatched (903) is "The capture was not initiated in this stream": s2
    // takes part in the capture (it waits on s1's event) but did not begin it.
    cudaStream_t s1 = non_blocking_stream(), s2 = non_blocking_stream();
    cudaEvent_t fork;
    report("cudaEventCreate", cudaEventCreate(&fork));
    begin(s1);
    tick<<<1, 1, 0, s1>>>(counter);
    report("cudaEventRecord(fork, s1)", cudaEventRecord(fork, s1));
    report("cudaStreamWaitEvent(s2, fork): s2 joins the capture", cudaStreamWaitEvent(s2, fork, 0));
    end_capture("cudaStreamEndCapture(s2), a stream forked into the capture", s2);
    end_capture("cudaStreamEndCapture(s1)", s1);
  } else if (!strcmp(mode, "exec-update")) {
    cudaStream_t s = non_blocking_stream();
    cudaGraph_t one = NULL, two = NULL;
    begin(s);
    tick<<<1, 1, 0, s>>>(counter);
    report("cudaStreamEndCapture (graph with one kernel)", cudaStreamEndCapture(s, &one));
    cudaGraphExec_t exec;
    report("cudaGraphInstantiate", cudaGraphInstantiate(&exec, one, 0));
    begin(s);
    tick<<<1, 1, 0, s>>>(counter);
    tick<<<1, 1, 0, s>>>(counter);
    report("cudaStreamEndCapture (graph with two kernels)", cudaStreamEndCapture(s, &two));
    cudaGraphExecUpdateResultInfo info;
    memset(&info, 0, sizeof info);
    report("cudaGraphExecUpdate(exec of one kernel, graph of two)", cudaGraphExecUpdate(exec, two, &info));
    printf("update result: %d (cudaGraphExecUpdateErrorTopologyChanged is %d)\n", (int)info.result,
           (int)cudaGraphExecUpdateErrorTopologyChanged);
  } else {
    printf("unknown mode '%s'\n", mode);
    return 2;
  }
  report("next call: cudaDeviceSynchronize", cudaDeviceSynchronize());
  return 0;
}
