// Triggers the error a kernel's __trap() raises (expected: cudaErrorLaunchFailure 719,
// "unspecified launch failure"), then shows the next call fails too (sticky).
#include "../_lib/check.cuh"

__global__ void check_invariant(const int* flags) {
  if (flags == NULL || threadIdx.x == 5) __trap();  // an invariant check that aborts the kernel
}

int main() {
  unbuffer_stdout();
  check_invariant<<<1, 32>>>(NULL);
  report_launch_and_sync("check_invariant<<<1, 32>>> calling __trap()");
  report_next_call();
  return 0;
}
