"""torch.utils.cpp_extension.load_inline with CUDA source that does not compile (`blockDim.X` for
`blockDim.x`): the build output and the traceback as the program that builds it prints them."""
import os
import tempfile

os.environ["TORCH_EXTENSIONS_DIR"] = tempfile.mkdtemp(prefix="torch-extensions-")

import torch  # noqa: E402
from torch.utils.cpp_extension import load_inline  # noqa: E402

cuda_source = r"""
__global__ void scale_kernel(float* x, long n, float factor) {
  long i = blockIdx.x * static_cast<long>(blockDim.X) + threadIdx.x;
  if (i < n) x[i] *= factor;
}

void scale(torch::Tensor x, double factor) {
  long n = x.numel();
  scale_kernel<<<static_cast<unsigned>((n + 255) / 256), 256>>>(x.data_ptr<float>(), n, static_cast<float>(factor));
}
"""
cpp_source = "void scale(torch::Tensor x, double factor);"

print("torch", torch.__version__)
ext = load_inline(name="inline_scale", cpp_sources=cpp_source, cuda_sources=cuda_source, functions=["scale"])
x = torch.ones(8, device="cuda")
ext.scale(x, 2.0)
print(x)
