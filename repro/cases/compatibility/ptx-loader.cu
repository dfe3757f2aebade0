// Loads a PTX file through the driver API (cuModuleLoadDataEx) and prints the result, with
// the JIT error log. Used by ptx-version-too-new.sh and ptx-target-too-new.sh. libcuda is
// opened with dlopen, so building needs no driver stub library.
#include <cstdio>
#include <dlfcn.h>
#include <cuda.h>

typedef CUresult (*init_t)(unsigned int);
typedef CUresult (*device_get_t)(CUdevice*, int);
typedef CUresult (*retain_t)(CUcontext*, CUdevice);
typedef CUresult (*set_current_t)(CUcontext);
typedef CUresult (*driver_version_t)(int*);
typedef CUresult (*error_text_t)(CUresult, const char**);
typedef CUresult (*load_t)(CUmodule*, const void*, unsigned int, CUjit_option*, void**);

static error_text_t error_name, error_string;

static void report(const char* step, CUresult r) {
  const char* name = NULL;
  const char* msg = NULL;
  error_name(r, &name);
  error_string(r, &msg);
  printf("%s -> %s (%d): %s\n", step, name ? name : "?", (int)r, msg ? msg : "?");
}

int main(int argc, char** argv) {
  setvbuf(stdout, NULL, _IONBF, 0);
  if (argc < 2) { printf("usage: ptx-loader FILE.ptx\n"); return 2; }
  void* lib = dlopen("libcuda.so.1", RTLD_NOW);
  if (!lib) { printf("dlopen(libcuda.so.1): %s\n", dlerror()); return 1; }
  error_name = (error_text_t)dlsym(lib, "cuGetErrorName");
  error_string = (error_text_t)dlsym(lib, "cuGetErrorString");
  CUdevice dev;
  CUcontext ctx;
  CUmodule mod;
  report("cuInit", ((init_t)dlsym(lib, "cuInit"))(0));
  report("cuDeviceGet", ((device_get_t)dlsym(lib, "cuDeviceGet"))(&dev, 0));
  report("cuDevicePrimaryCtxRetain", ((retain_t)dlsym(lib, "cuDevicePrimaryCtxRetain"))(&ctx, dev));
  report("cuCtxSetCurrent", ((set_current_t)dlsym(lib, "cuCtxSetCurrent"))(ctx));
  int driver = 0;
  ((driver_version_t)dlsym(lib, "cuDriverGetVersion"))(&driver);
  printf("driver CUDA version %d\n", driver);
  char log[8192] = {0};
  CUjit_option opts[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void* vals[] = {log, (void*)(size_t)sizeof log};
  FILE* f = fopen(argv[1], "rb");
  if (!f) { printf("cannot open %s\n", argv[1]); return 2; }
  static char ptx[1 << 20];
  size_t n = fread(ptx, 1, sizeof ptx - 1, f);
  fclose(f);
  ptx[n] = 0;
  char step[512];
  snprintf(step, sizeof step, "cuModuleLoadDataEx(%s)", argv[1]);
  report(step, ((load_t)dlsym(lib, "cuModuleLoadDataEx"))(&mod, ptx, 2, opts, vals));
  if (log[0]) printf("JIT error log:\n%s\n", log);
  return 0;
}
