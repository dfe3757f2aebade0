// Shared helpers for the CUDA C repro programs: print every CUDA result the way a
// careful program would, with the error's name, number and message.
#pragma once
#include <cstdio>
#include <cuda_runtime.h>

// Unbuffered stdout keeps our lines in order with anything the driver writes.
static inline void unbuffer_stdout(void) { setvbuf(stdout, NULL, _IONBF, 0); }

// Print one step's result as "<step> -> cudaErrorName (number): message".
static inline cudaError_t report(const char* step, cudaError_t err) {
  printf("%s -> %s (%d): %s\n", step, cudaGetErrorName(err), (int)err, cudaGetErrorString(err));
  return err;
}

// Print the launch error, then the error that synchronizing reports.
static inline void report_launch_and_sync(const char* what) {
  char step[256];
  snprintf(step, sizeof step, "%s: cudaGetLastError after launch", what);
  report(step, cudaGetLastError());
  snprintf(step, sizeof step, "%s: cudaDeviceSynchronize", what);
  report(step, cudaDeviceSynchronize());
}

// A later, unrelated call: shows whether the earlier error poisoned the context.
static inline void report_next_call(void) {
  void* p = NULL;
  report("next call: cudaMalloc(1 MiB)", cudaMalloc(&p, 1 << 20));
}
