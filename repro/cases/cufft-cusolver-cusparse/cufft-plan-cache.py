"""What PyTorch's cuFFT plan cache holds: one plan per distinct FFT shape, dtype and layout.

Runs FFTs of 300 different lengths (as variable-length audio or sequences do), then prints the
cache's size and free device memory before and after clearing it and capping its size.
"""
import torch

cache = torch.backends.cuda.cufft_plan_cache
print("max_size", cache.max_size, "size", cache.size)
torch.fft.rfft(torch.randn(1024, device="cuda"))
torch.cuda.synchronize()
# Empty PyTorch's cache on both sides of the loop, or its cached blocks count as the plans' memory
# (the first run, measuring before without this, printed a negative figure).
torch.cuda.empty_cache()
before = torch.cuda.mem_get_info()[0]
for n in range(20_000, 20_300):
    torch.fft.rfft(torch.randn(64, n, device="cuda"))
torch.cuda.synchronize()
torch.cuda.empty_cache()
after = torch.cuda.mem_get_info()[0]
print(f"after 300 lengths: size {cache.size}; device memory used by the plans {(before - after) / 2**20:.1f} MiB")
cache.clear()
torch.cuda.empty_cache()
print(f"after clear(): size {cache.size}; freed {(torch.cuda.mem_get_info()[0] - after) / 2**20:.1f} MiB")
cache.max_size = 32
for n in range(20_000, 20_300):
    torch.fft.rfft(torch.randn(64, n, device="cuda"))
print("with max_size = 32: size", cache.size)
