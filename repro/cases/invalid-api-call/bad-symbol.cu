// cudaMemcpyToSymbol and cudaGetSymbolAddress given things that are not device symbols: a host
// variable, and a string with the variable's name (accepted before CUDA 5.0, an error since).
// Built a second time for sm_80 only (case symbol-wrong-arch), it shows what the same correct
// call returns when the binary has no code for the GPU it runs on.
#include "../_lib/check.cuh"

__constant__ float c_table[16];
static float h_table[16];

__global__ void read_table(float* out) { out[threadIdx.x] = c_table[threadIdx.x]; }

int main() {
  unbuffer_stdout();
  float src[16] = {0};
  void* p = NULL;
  report("cudaMemcpyToSymbol(c_table, src, 64 bytes) (control)", cudaMemcpyToSymbol(c_table, src, sizeof src));
  report("cudaMemcpyToSymbol(h_table, src, 64 bytes) with a host variable", cudaMemcpyToSymbol(h_table, src, sizeof src));
  report("cudaMemcpyToSymbol(\"c_table\", src, 64 bytes) with the name as a string",
         cudaMemcpyToSymbol("c_table", src, sizeof src));
  report("cudaGetSymbolAddress(&p, h_table) with a host variable", cudaGetSymbolAddress(&p, h_table));
  report("cudaMemcpyToSymbol(c_table, src, 128 bytes) past the end of the symbol",
         cudaMemcpyToSymbol(c_table, src, 2 * sizeof src));
  report_next_call();
  return 0;
}
