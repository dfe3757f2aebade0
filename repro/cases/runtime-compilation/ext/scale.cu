// The repro extension: scale(x, factor) multiplies a float32 CUDA tensor in place. One .cu file, so
// the build is a single nvcc command and a missing tool fails it at once.
#include <torch/extension.h>

__global__ void scale_kernel(float* x, long n, float factor) {
  long i = blockIdx.x * static_cast<long>(blockDim.x) + threadIdx.x;
  if (i < n) x[i] *= factor;
}

void scale(torch::Tensor x, double factor) {
  TORCH_CHECK(x.is_cuda() && x.scalar_type() == torch::kFloat && x.is_contiguous(), "expected a contiguous float32 CUDA tensor");
  long n = x.numel();
  scale_kernel<<<static_cast<unsigned>((n + 255) / 256), 256>>>(x.data_ptr<float>(), n, static_cast<float>(factor));
}

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) { m.def("scale", &scale, "multiply a CUDA tensor in place"); }
