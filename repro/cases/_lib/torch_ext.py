"""Shared PyTorch CUDA extension for the repro cases (built with load_inline).

oob_write(t, offset) writes t.numel() floats starting `offset` elements past t,
with no bounds check. misaligned_read(src, out) reads src as float4 without
checking that src is 16-byte aligned. run.py builds both variants once before the
cases run, so each case only loads the cached module.
"""
import os
import sys

CUDA_SOURCE = r"""
#include <torch/extension.h>
#include <ATen/cuda/CUDAContext.h>
#include <c10/cuda/CUDAException.h>

__global__ void write_at_offset(float* p, long long offset, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[offset + i] = 1.0f;
}

__global__ void read_float4(const float4* src, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float4 v = src[i];
    out[i] = v.x + v.y + v.z + v.w;
  }
}

void oob_write(torch::Tensor t, int64_t offset) {
  int n = (int)t.numel();
  write_at_offset<<<(n + 255) / 256, 256, 0, at::cuda::getCurrentCUDAStream()>>>(
      t.data_ptr<float>(), offset, n);
  C10_CUDA_KERNEL_LAUNCH_CHECK();
}

void misaligned_read(torch::Tensor src, torch::Tensor out) {
  // The bug: a view that starts one float into its storage is only 4-byte aligned.
  const float4* p = reinterpret_cast<const float4*>(src.data_ptr<float>());
  int n = (int)out.numel();
  read_float4<<<(n + 255) / 256, 256, 0, at::cuda::getCurrentCUDAStream()>>>(
      p, out.data_ptr<float>(), n);
  C10_CUDA_KERNEL_LAUNCH_CHECK();
}
"""

CPP_SOURCE = """
void oob_write(torch::Tensor t, int64_t offset);
void misaligned_read(torch::Tensor src, torch::Tensor out);
"""


def load():
    """Build (or load the cached) extension for the GPU in this machine."""
    from torch.utils.cpp_extension import load_inline
    return load_inline(name="repro_ext", cpp_sources=CPP_SOURCE, cuda_sources=CUDA_SOURCE,
                       functions=["oob_write", "misaligned_read"])


def load_sm80_only():
    """Build (or load the cached) extension with machine code for sm_80 only, no PTX."""
    os.environ["TORCH_CUDA_ARCH_LIST"] = "8.0"
    from torch.utils.cpp_extension import load_inline
    return load_inline(name="repro_ext_sm80", cpp_sources=CPP_SOURCE, cuda_sources=CUDA_SOURCE,
                       functions=["oob_write", "misaligned_read"])


if __name__ == "__main__":
    # run.py prebuilds with: python3 repro/cases/_lib/torch_ext.py [sm80]
    if sys.argv[1:] == ["sm80"]:
        load_sm80_only()
    else:
        load()
    print("built")
