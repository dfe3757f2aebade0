// Driver-API helpers for the CUDA C repro programs. Driver functions are looked up through the
// runtime (cudaGetDriverEntryPointByVersion) instead of linking libcuda, so the programs build
// with a toolkit that has no driver stub and always call the driver the process really loaded.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda.h>
#include "check.cuh"

// The driver function `name` at this toolkit's version, typed from its declaration in cuda.h.
template <typename Fn>
static Fn driver_fn(const char* name) {
  void* fn = NULL;
  cudaDriverEntryPointQueryResult found;
  cudaGetDriverEntryPointByVersion(name, &fn, CUDA_VERSION, cudaEnableDefault, &found);
  if (fn == NULL || found != cudaDriverEntryPointSuccess) {
    printf("driver entry point %s not found\n", name);
    exit(2);
  }
  return (Fn)fn;
}
// DRV(cuMemAlloc)(...) calls the driver's cuMemAlloc (the _v2 the header maps it to).
#define DRV(name) driver_fn<decltype(&name)>(#name)

// Print a CUresult as "<step> -> NAME (number): message", the shape check.cuh uses for cudaError_t.
static inline CUresult report_cu(const char* step, CUresult err) {
  const char* name = NULL;
  const char* message = NULL;
  if (DRV(cuGetErrorName)(err, &name) != CUDA_SUCCESS) name = "(unknown CUresult)";
  if (DRV(cuGetErrorString)(err, &message) != CUDA_SUCCESS) message = "(no message)";
  printf("%s -> %s (%d): %s\n", step, name, (int)err, message);
  return err;
}
