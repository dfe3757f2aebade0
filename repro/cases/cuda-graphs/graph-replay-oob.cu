// An out-of-bounds kernel inside a CUDA graph, in CUDA C: the graph (scale, scatter_rows, sum)
// is captured and replays correctly; then a bad row index reaches its input and the next replay
// faults with cudaErrorIllegalAddress (700). The error comes back from the graph launch or the
// synchronize after it, never from scatter_rows itself: the graph is one launch. The
// graph-replay-oob-cuda-c-coredump case runs this binary with a GPU core dump, built with
// -lineinfo so cuda-gdb can name the source line.
#include "../_lib/check.cuh"

__global__ void scale(float* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= 2.0f;
}

__global__ void scatter_rows(float* out, const long long* rows, int n_cols) {
  long long row = rows[blockIdx.x];  // read from memory and never checked
  int col = threadIdx.x;
  if (col < n_cols) out[row * n_cols + col] = 1.0f;
}

__global__ void sum(const float* x, int n, float* total) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(total, x[i]);
}

int main() {
  unbuffer_stdout();
  const int n = 1 << 16, n_rows = 16, n_cols = 64;
  float *x, *out, *total;
  long long* rows;
  report("cudaMalloc x", cudaMalloc(&x, n * sizeof(float)));
  report("cudaMalloc out", cudaMalloc(&out, n_rows * n_cols * sizeof(float)));
  report("cudaMalloc total", cudaMalloc(&total, sizeof(float)));
  report("cudaMalloc rows", cudaMalloc(&rows, 8 * sizeof(long long)));
  long long good[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  report("cudaMemcpy rows", cudaMemcpy(rows, good, sizeof good, cudaMemcpyHostToDevice));

  cudaStream_t s;
  report("cudaStreamCreateWithFlags", cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  report("cudaStreamBeginCapture", cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  scale<<<n / 256, 256, 0, s>>>(x, n);
  scatter_rows<<<8, n_cols, 0, s>>>(out, rows, n_cols);
  sum<<<n / 256, 256, 0, s>>>(x, n, total);
  cudaGraph_t graph;
  report("cudaStreamEndCapture", cudaStreamEndCapture(s, &graph));
  cudaGraphExec_t exec;
  report("cudaGraphInstantiate", cudaGraphInstantiate(&exec, graph, 0));

  report("replay 1 (valid rows): cudaGraphLaunch", cudaGraphLaunch(exec, s));
  report("replay 1 (valid rows): cudaStreamSynchronize", cudaStreamSynchronize(s));

  long long bad = 1LL << 40;  // a bad row index reaches the graph's input buffer
  report("cudaMemcpy bad row index", cudaMemcpy(rows + 3, &bad, sizeof bad, cudaMemcpyHostToDevice));
  report("replay 2 (bad row): cudaGraphLaunch", cudaGraphLaunch(exec, s));
  report("replay 2 (bad row): cudaStreamSynchronize", cudaStreamSynchronize(s));
  report_next_call();
  return 0;
}
