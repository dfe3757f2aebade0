"""scaled_dot_product_attention restricted to the flash-attention backend, called with float32 inputs."""
import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

q, k, v = (torch.randn(2, 8, 128, 64, device="cuda") for _ in range(3))
with sdpa_kernel(SDPBackend.FLASH_ATTENTION):
    out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
print(out.shape)
