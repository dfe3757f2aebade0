// Tries several kernel faults that are candidates for cudaErrorIllegalInstruction (715) and
// prints what CUDA reports for each; one fault per process (the context is lost after one).
// Modes: brkpt, bar-sync-count, syncwarp-bad-mask, shfl-bad-mask, fnptr-small,
//        fnptr-to-data, stack-overflow, setmaxnreg (needs sm_90a).
#include <cstring>
#include "../_lib/check.cuh"

typedef int (*int_fn)(int);

__global__ void k_brkpt() { asm volatile("brkpt;"); }

// bar.sync's thread count must be a multiple of the warp size; 33 is not.
__global__ void k_bar_sync_count(int count) { asm volatile("bar.sync 0, %0;" ::"r"(count)); }

// A lane calls __syncwarp with a mask that does not include itself.
__global__ void k_syncwarp_bad_mask(unsigned mask) {
  if (threadIdx.x == 0) __syncwarp(mask);
}

__global__ void k_shfl_bad_mask(unsigned mask, int* out) {
  int v = threadIdx.x;
  if (threadIdx.x == 0) v = __shfl_sync(mask, v, 1);
  if (out) out[threadIdx.x] = v;
}

// Calls through a function pointer that holds no code address.
__global__ void k_call(unsigned long long address, int* out) {
  int_fn f = (int_fn)address;
  out[threadIdx.x] = f(threadIdx.x);
}

__device__ int recurse(int depth, volatile int* sink) {
  volatile int local[64];
  local[depth % 64] = depth;
  if (depth > 0) return recurse(depth - 1, sink) + local[(depth * 7) % 64];
  *sink = local[0];
  return 0;
}

__global__ void k_stack_overflow(int depth, int* out) { out[threadIdx.x] = recurse(depth, out); }

__global__ void __launch_bounds__(128, 1) k_setmaxnreg() {
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  // setmaxnreg must be executed by all threads of a warpgroup; here only one warp does.
  if (threadIdx.x < 32) asm volatile("setmaxnreg.inc.sync.aligned.u32 240;");
#endif
}

int main(int argc, char** argv) {
  unbuffer_stdout();
  const char* mode = argc > 1 ? argv[1] : "brkpt";
  int* out = NULL;
  report("cudaMalloc", cudaMalloc(&out, 1 << 20));
  printf("mode: %s\n", mode);
  if (!strcmp(mode, "brkpt")) {
    k_brkpt<<<1, 32>>>();
  } else if (!strcmp(mode, "bar-sync-count")) {
    k_bar_sync_count<<<1, 64>>>(33);
  } else if (!strcmp(mode, "syncwarp-bad-mask")) {
    k_syncwarp_bad_mask<<<1, 32>>>(0x2u);
  } else if (!strcmp(mode, "shfl-bad-mask")) {
    k_shfl_bad_mask<<<1, 32>>>(0x2u, out);
  } else if (!strcmp(mode, "fnptr-small")) {
    k_call<<<1, 32>>>(0x1000ULL, out);
  } else if (!strcmp(mode, "fnptr-to-data")) {
    report("cudaMemset(0xff)", cudaMemset(out, 0xff, 1 << 20));
    k_call<<<1, 32>>>((unsigned long long)out, out);
  } else if (!strcmp(mode, "stack-overflow")) {
    k_stack_overflow<<<1, 32>>>(1 << 20, out);
  } else if (!strcmp(mode, "setmaxnreg")) {
    k_setmaxnreg<<<1, 128>>>();
  } else {
    printf("unknown mode\n");
    return 2;
  }
  report_launch_and_sync(mode);
  report_next_call();
  return 0;
}
