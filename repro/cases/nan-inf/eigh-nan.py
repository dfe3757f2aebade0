"""torch.linalg.eigh on CUDA with a NaN in the matrix: prints what happens (an error, or NaN output)."""
import torch

A = torch.randn(64, 64, device="cuda", dtype=torch.float64)
A = A + A.T
A[3, 5] = A[5, 3] = float("nan")
w = torch.linalg.eigh(A).eigenvalues
print("no error raised; NaN eigenvalues:", torch.isnan(w).sum().item(), "of", w.numel())
