"""A half-precision FFT whose length is not a power of two: PyTorch refuses it before calling cuFFT.

The fp16 input comes from a model run in half precision; the same call in float32 works.
"""
import torch

x = torch.randn(8, 48, device="cuda")
print("float32 rfft of length 48:", tuple(torch.fft.rfft(x).shape))
print("float16 rfft of length 64:", tuple(torch.fft.rfft(torch.randn(8, 64, device="cuda").half()).shape))
torch.fft.rfft(x.half())
