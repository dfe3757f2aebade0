// A context limited to a number of SMs (execution affinity). cuda.h: "Currently, this attribute is
// only supported under Volta+ MPS." Without an MPS server the request is refused.
#include <cstring>
#include "../_lib/report_cu.cuh"

int main() {
  unbuffer_stdout();
  CUdevice dev;
  int supported = -1;
  report_cu("cuInit", DRV(cuInit)(0));
  report_cu("cuDeviceGet(0)", DRV(cuDeviceGet)(&dev, 0));
  report_cu("cuDeviceGetExecAffinitySupport(CU_EXEC_AFFINITY_TYPE_SM_COUNT)",
            DRV(cuDeviceGetExecAffinitySupport)(&supported, CU_EXEC_AFFINITY_TYPE_SM_COUNT, dev));
  printf("SM-count execution affinity supported = %d\n", supported);

  CUexecAffinityParam affinity;
  memset(&affinity, 0, sizeof affinity);
  affinity.type = CU_EXEC_AFFINITY_TYPE_SM_COUNT;
  affinity.param.smCount.val = 8;
  CUctxCreateParams params;
  memset(&params, 0, sizeof params);
  params.execAffinityParams = &affinity;
  params.numExecAffinityParams = 1;
  CUcontext ctx = NULL;
  CUresult err = report_cu("cuCtxCreate(execution affinity: 8 SMs)", DRV(cuCtxCreate)(&ctx, &params, 0, dev));
  if (err == CUDA_SUCCESS) report_cu("cuCtxDestroy", DRV(cuCtxDestroy)(ctx));
  return 0;
}
