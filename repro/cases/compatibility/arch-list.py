"""Prints what PyTorch was built for and what the GPU is: the first facts to check for a compatibility error."""
import torch

print("torch", torch.__version__, "cuda", torch.version.cuda)
print("torch.cuda.get_arch_list():", torch.cuda.get_arch_list())
print("device:", torch.cuda.get_device_name(), "capability", torch.cuda.get_device_capability())
print("cudnn", torch.backends.cudnn.version())
print("nccl", torch.cuda.nccl.version())
