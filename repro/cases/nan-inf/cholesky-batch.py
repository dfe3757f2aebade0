"""Batched Cholesky on CUDA where only the second matrix is not positive-definite."""
import torch

good = torch.eye(3, device="cuda")
bad = torch.diag(torch.tensor([1.0, 1.0, -1.0], device="cuda"))
A = torch.stack([good, bad])
print("cholesky_ex info per matrix:", torch.linalg.cholesky_ex(A).info.tolist())
torch.linalg.cholesky(A)
