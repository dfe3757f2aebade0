"""The first CUDA touch of a PyTorch program: is_available(), device_count(), then a tensor on the GPU."""
import torch

print("torch", torch.__version__, "cuda", torch.version.cuda)
print("is_available:", torch.cuda.is_available())
print("device_count:", torch.cuda.device_count())
x = torch.zeros(1, device="cuda")
print(x)
