// The device attributes that say which platform features CUDA offers here, then one feature the
// documentation ties to an attribute: cudaHostRegister with cudaHostRegisterReadOnly "with a current
// context associated with a device that does not have this attribute set will cause
// cudaHostRegister to error with cudaErrorNotSupported".
#include <cstdlib>
#include "../_lib/check.cuh"

static void attribute(const char* name, cudaDeviceAttr attr) {
  int value = -1;
  cudaError_t err = cudaDeviceGetAttribute(&value, attr, 0);
  if (err == cudaSuccess) printf("%-44s %d\n", name, value);
  else report(name, err);
}

int main() {
  unbuffer_stdout();
  cudaDeviceProp prop;
  report("cudaGetDeviceProperties", cudaGetDeviceProperties(&prop, 0));
  printf("%s: compute capability %d.%d\n", prop.name, prop.major, prop.minor);
  attribute("cudaDevAttrHostRegisterSupported", cudaDevAttrHostRegisterSupported);
  attribute("cudaDevAttrHostRegisterReadOnlySupported", cudaDevAttrHostRegisterReadOnlySupported);
  attribute("cudaDevAttrMemoryPoolsSupported", cudaDevAttrMemoryPoolsSupported);
  attribute("cudaDevAttrMemoryPoolSupportedHandleTypes", cudaDevAttrMemoryPoolSupportedHandleTypes);
  attribute("cudaDevAttrIpcEventSupport", cudaDevAttrIpcEventSupport);
  attribute("cudaDevAttrManagedMemory", cudaDevAttrManagedMemory);
  attribute("cudaDevAttrConcurrentManagedAccess", cudaDevAttrConcurrentManagedAccess);
  attribute("cudaDevAttrPageableMemoryAccess", cudaDevAttrPageableMemoryAccess);
  attribute("cudaDevAttrPageableMemoryAccessUsesHostPageTables", cudaDevAttrPageableMemoryAccessUsesHostPageTables);
  attribute("cudaDevAttrHostNativeAtomicSupported", cudaDevAttrHostNativeAtomicSupported);
  attribute("cudaDevAttrCooperativeLaunch", cudaDevAttrCooperativeLaunch);
  attribute("cudaDevAttrGPUDirectRDMASupported", cudaDevAttrGPUDirectRDMASupported);

  const size_t size = 1 << 20;
  void* buf = aligned_alloc(4096, size);
  report("cudaHostRegister(1 MiB, cudaHostRegisterDefault) (control)", cudaHostRegister(buf, size, cudaHostRegisterDefault));
  report("cudaHostUnregister (control)", cudaHostUnregister(buf));
  report("cudaHostRegister(1 MiB, cudaHostRegisterReadOnly)", cudaHostRegister(buf, size, cudaHostRegisterReadOnly));
  report_next_call();
  free(buf);
  return 0;
}
