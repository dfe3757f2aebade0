"""Cholesky of a symmetric matrix that is not positive-definite (eigenvalues 3 and -1), on CUDA."""
import torch

A = torch.tensor([[1.0, 2.0], [2.0, 1.0]], device="cuda")
L, info = torch.linalg.cholesky_ex(A)  # reports instead of raising
print("cholesky_ex info:", info.item(), "| eigenvalues:", torch.linalg.eigvalsh(A).tolist())
torch.linalg.cholesky(A)
