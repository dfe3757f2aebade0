// Inter-process handles for memory that did not come from cudaMalloc. cudaIpcGetMemHandle takes
// "a pointer to the base of an existing device memory allocation created with cudaMalloc";
// stream-ordered (cudaMallocAsync) memory is shared through a pool created with a handle type,
// and the default pool has none.
#include "../_lib/check.cuh"

int main() {
  unbuffer_stdout();
  cudaIpcMemHandle_t handle;
  void *d = NULL, *a = NULL;
  report("cudaMalloc(1 MiB)", cudaMalloc(&d, 1 << 20));
  report("cudaIpcGetMemHandle(cudaMalloc pointer) (control)", cudaIpcGetMemHandle(&handle, d));
  report("cudaIpcGetMemHandle(cudaMalloc pointer + 4096), not the base", cudaIpcGetMemHandle(&handle, (char*)d + 4096));

  report("cudaMallocAsync(1 MiB, stream 0) from the default pool", cudaMallocAsync(&a, 1 << 20, 0));
  report("cudaStreamSynchronize(0)", cudaStreamSynchronize(0));
  report("cudaIpcGetMemHandle(cudaMallocAsync pointer)", cudaIpcGetMemHandle(&handle, a));

  cudaMemPool_t pool;
  int fd = -1;
  report("cudaDeviceGetDefaultMemPool", cudaDeviceGetDefaultMemPool(&pool, 0));
  report("cudaMemPoolExportToShareableHandle(default pool, POSIX fd)",
         cudaMemPoolExportToShareableHandle(&fd, pool, cudaMemHandleTypePosixFileDescriptor, 0));
  cudaMemPoolPtrExportData data;
  report("cudaMemPoolExportPointer(cudaMallocAsync pointer from the default pool)", cudaMemPoolExportPointer(&data, a));

  report_next_call();
  return 0;
}
