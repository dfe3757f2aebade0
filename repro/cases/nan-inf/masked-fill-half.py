"""Masking attention scores with -1e9 in float16: -1e9 is far outside float16's range (max 65504)."""
import torch

scores = torch.randn(1, 4, 4, device="cuda", dtype=torch.float16)
causal = torch.ones(4, 4, device="cuda", dtype=torch.bool).triu(1)
scores = scores.masked_fill(causal, -1e9)
print(scores.softmax(-1))
