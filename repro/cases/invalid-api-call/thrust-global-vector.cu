// A thrust::device_vector at namespace scope is destroyed after the CUDA runtime shut down; its
// deallocation fails with cudaErrorCudartUnloading and, because destructors may not throw, the
// exception Thrust raises ends the program through std::terminate.
#include <cstdio>
#include <thrust/device_vector.h>

thrust::device_vector<float> g_weights;

int main() {
  setvbuf(stdout, NULL, _IONBF, 0);
  g_weights.resize(1 << 20, 1.0f);
  printf("main: g_weights holds %zu floats on the GPU; returning\n", (size_t)g_weights.size());
  return 0;
}
