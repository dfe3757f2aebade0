/* A stand-in libcuda.so.1 for the driver-too-old and driver-missing cases. Put first on
 * LD_LIBRARY_PATH, it shadows the real driver library for one process only; nothing on the
 * machine changes. Built with -DDRIVER_VERSION=N it reports that CUDA driver version and
 * resolves only cuDriverGetVersion and cuInit; built with -DEMPTY it exports nothing. */
#include <string.h>

#ifndef EMPTY
typedef int CUresult;
CUresult cuDriverGetVersion(int* version) { *version = DRIVER_VERSION; return 0; }
CUresult cuInit(unsigned int flags) { (void)flags; return 0; }

/* cudart looks up cuGetProcAddress itself through cuGetProcAddress_v2, then everything else. */
CUresult cuGetProcAddress_v2(const char* symbol, void** pfn, int version, unsigned long long flags, int* status);
static void* lookup(const char* symbol) {
  if (strcmp(symbol, "cuDriverGetVersion") == 0) return (void*)cuDriverGetVersion;
  if (strcmp(symbol, "cuInit") == 0) return (void*)cuInit;
  if (strcmp(symbol, "cuGetProcAddress") == 0) return (void*)cuGetProcAddress_v2;
  return 0;
}

CUresult cuGetProcAddress(const char* symbol, void** pfn, int version, unsigned long long flags) {
  (void)version; (void)flags;
  *pfn = lookup(symbol);
  return *pfn ? 0 : 500; /* CUDA_ERROR_NOT_FOUND */
}

CUresult cuGetProcAddress_v2(const char* symbol, void** pfn, int version, unsigned long long flags, int* status) {
  (void)version; (void)flags;
  *pfn = lookup(symbol);
  if (status) *status = *pfn ? 0 : 1;
  return *pfn ? 0 : 500;
}
#endif
