// A kernel whose by-value parameters exceed the parameter space: nvcc refuses it at compile time.
// The limit is 32,764 bytes since CUDA 12.1 on Volta and later (4,096 bytes before). cases.py
// compiles it with BYTES=40000 (the front end's message) and BYTES=32756 (what ptxas says when
// the struct fits the front end's count but not the final layout); neither run gets to execute.
#include "../_lib/check.cuh"

#ifndef BYTES
#define BYTES 40000
#endif

struct Big {
  char bytes[BYTES];
};

__global__ void takes_big(Big p, int* out) { out[0] = p.bytes[BYTES - 1]; }

int main() {
  unbuffer_stdout();
  Big b = {};
  int* out = NULL;
  report("cudaMalloc", cudaMalloc(&out, sizeof(int)));
  takes_big<<<1, 1>>>(b, out);
  report_launch_and_sync("takes_big<<<1, 1>>>");
  return 0;
}
