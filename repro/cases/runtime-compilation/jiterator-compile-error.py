"""torch.cuda.jiterator._create_jit_fn with code that does not compile (a name it never defines):
NVRTC's log as PyTorch raises it at the first call."""
import torch

code = "template <typename T> T scaled_gelu(T x, T scale) { return scale * x * normcdf_approx(x); }"
scaled_gelu = torch.cuda.jiterator._create_jit_fn(code, scale=1.0)
x = torch.randn(8, device="cuda")
print(scaled_gelu(x, scale=2.0))
