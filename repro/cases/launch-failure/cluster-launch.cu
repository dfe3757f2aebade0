// Thread-block clusters (sm_90 and later): what CUDA returns for each way of getting them wrong.
// Each launch uses cudaLaunchKernelEx with a cluster dimension attribute. The rules: the grid must
// be a multiple of the cluster; 8 blocks is the portable maximum; larger clusters need the
// kernel's cudaFuncAttributeNonPortableClusterSizeAllowed and are capped by the hardware (16 on
// H100). Controls that should succeed are marked. Error 912 is cudaErrorInvalidClusterSize.
#include "../_lib/check.cuh"

__global__ void noop(int* out) {
  if (threadIdx.x == 0) out[blockIdx.x] = blockIdx.x;
}

static void launch(const char* what, int grid, int cluster, int* out) {
  cudaLaunchConfig_t config = {};
  config.gridDim = dim3(grid, 1, 1);
  config.blockDim = dim3(128, 1, 1);
  cudaLaunchAttribute attribute;
  attribute.id = cudaLaunchAttributeClusterDimension;
  attribute.val.clusterDim.x = cluster;
  attribute.val.clusterDim.y = 1;
  attribute.val.clusterDim.z = 1;
  config.attrs = &attribute;
  config.numAttrs = 1;
  char step[160];
  snprintf(step, sizeof step, "%s: cudaLaunchKernelEx(grid %d, cluster %d)", what, grid, cluster);
  report(step, cudaLaunchKernelEx(&config, noop, out));
  report_launch_and_sync(what);
}

int main() {
  unbuffer_stdout();
  int* out = NULL;
  report("cudaMalloc", cudaMalloc(&out, 1024 * sizeof(int)));

  launch("cluster 2, grid 4 (control)", 4, 2, out);
  launch("cluster 2, grid 3 (not a multiple)", 3, 2, out);
  launch("cluster 16 without the non-portable opt-in", 64, 16, out);

  report("cudaFuncSetAttribute(NonPortableClusterSizeAllowed, 1)",
         cudaFuncSetAttribute(noop, cudaFuncAttributeNonPortableClusterSizeAllowed, 1));
  launch("cluster 16 with the opt-in (control on H100)", 64, 16, out);
  launch("cluster 32 with the opt-in", 64, 32, out);

  cudaLaunchConfig_t query = {};
  query.gridDim = dim3(64, 1, 1);
  query.blockDim = dim3(128, 1, 1);
  int max_cluster = 0;
  report("cudaOccupancyMaxPotentialClusterSize", cudaOccupancyMaxPotentialClusterSize(&max_cluster, noop, &query));
  printf("cudaOccupancyMaxPotentialClusterSize -> %d blocks\n", max_cluster);
  report_next_call();
  return 0;
}
