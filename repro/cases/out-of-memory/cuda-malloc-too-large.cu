// Triggers cudaErrorMemoryAllocation (2) from cudaMalloc of 200 GiB in a CUDA C program,
// then shows that the error is not sticky: the next allocation succeeds.
#include "../_lib/check.cuh"

int main() {
  unbuffer_stdout();
  size_t free_b = 0, total_b = 0;
  report("cudaMemGetInfo", cudaMemGetInfo(&free_b, &total_b));
  printf("free %.2f GiB of %.2f GiB\n", free_b / 1073741824.0, total_b / 1073741824.0);
  void* p = NULL;
  report("cudaMalloc(200 GiB)", cudaMalloc(&p, (size_t)200 << 30));
  report("cudaGetLastError", cudaGetLastError());
  report_next_call();
  return 0;
}
