// Memory that asks to be shareable through a fabric handle (CU_MEM_HANDLE_TYPE_FABRIC) on a machine
// without an IMEX channel. cuda.h: applications using fabric handles "must ensure (1)
// nvidia-caps-imex-channels character device is created by the driver ... (2) have at least one
// IMEX channel file accessible by the user". A POSIX file-descriptor handle is the control.
#include <cstring>
#include "../_lib/report_cu.cuh"

int main() {
  unbuffer_stdout();
  CUdevice dev;
  CUcontext ctx;
  int fabric = -1;
  report_cu("cuInit", DRV(cuInit)(0));
  report_cu("cuDeviceGet(0)", DRV(cuDeviceGet)(&dev, 0));
  report_cu("cuDevicePrimaryCtxRetain", DRV(cuDevicePrimaryCtxRetain)(&ctx, dev));
  report_cu("cuCtxSetCurrent", DRV(cuCtxSetCurrent)(ctx));
  report_cu("cuDeviceGetAttribute(CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED)",
            DRV(cuDeviceGetAttribute)(&fabric, CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED, dev));
  printf("HANDLE_TYPE_FABRIC_SUPPORTED = %d\n", fabric);

  CUmemAllocationProp prop;
  memset(&prop, 0, sizeof prop);
  prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
  prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  prop.location.id = 0;
  size_t granularity = 0;
  prop.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
  report_cu("cuMemGetAllocationGranularity", DRV(cuMemGetAllocationGranularity)(&granularity, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
  CUmemGenericAllocationHandle handle;
  report_cu("cuMemCreate(2 MiB, POSIX file descriptor handle) (control)", DRV(cuMemCreate)(&handle, granularity, &prop, 0));
  report_cu("cuMemRelease (control)", DRV(cuMemRelease)(handle));

  prop.requestedHandleTypes = CU_MEM_HANDLE_TYPE_FABRIC;
  report_cu("cuMemCreate(2 MiB, fabric handle)", DRV(cuMemCreate)(&handle, granularity, &prop, 0));

  cudaMemPoolProps pool_props;
  memset(&pool_props, 0, sizeof pool_props);
  pool_props.allocType = cudaMemAllocationTypePinned;
  pool_props.location.type = cudaMemLocationTypeDevice;
  pool_props.location.id = 0;
  pool_props.handleTypes = cudaMemHandleTypeFabric;
  cudaMemPool_t pool;
  report("cudaMemPoolCreate(handleTypes = cudaMemHandleTypeFabric)", cudaMemPoolCreate(&pool, &pool_props));
  report_next_call();
  return 0;
}
