"""A stream created by another library (CuPy) is wrapped with torch.cuda.ExternalStream, then the
other library destroys it while PyTorch still holds the handle. CUDA calls it undefined behaviour;
this records what PyTorch reports when it synchronizes the stream."""
import cupy
import torch

x = torch.ones(1 << 20, device="cuda")
cupy_stream = cupy.cuda.Stream(non_blocking=True)
torch_stream = torch.cuda.ExternalStream(cupy_stream.ptr)
with torch.cuda.stream(torch_stream):
    y = x * 2
torch_stream.synchronize()
print("before destroy: y.sum() =", y.sum().item())

del cupy_stream  # CuPy calls cudaStreamDestroy on the handle PyTorch still uses
print("CuPy stream destroyed; synchronizing PyTorch's ExternalStream")
torch_stream.synchronize()
print("synchronize returned (no error)")
