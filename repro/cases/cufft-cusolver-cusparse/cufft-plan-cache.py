"""What PyTorch's cuFFT plan cache holds: one plan per distinct FFT shape, dtype and layout.

Runs FFTs of 300 different lengths (as variable-length audio or sequences do), then prints the
cache's size and free device memory before and after clearing it and capping its size.
"""
import torch

cache = torch.backends.cuda.cufft_plan_cache
print("max_size", cache.max_size, "size", cache.size)
torch.fft.rfft(torch.randn(1024, device="cuda"))
torch.cuda.synchronize()
# Empty PyTorch's cache on both sides of the loop, or its cached blocks count as the plans' memory.
# Both runs so far still printed a negative "used by the plans" (free device memory rose by 0.6 and
# 1.7 GiB across the loop), so the raw figures are printed too: free device memory (which other
# processes on the GPU also move) and PyTorch's own reserved memory, at each point.


def report(label):
    free = torch.cuda.mem_get_info()[0] / 2**20
    print(f"{label}: plans {cache.size}; free on device {free:.1f} MiB; reserved by PyTorch {torch.cuda.memory_reserved() / 2**20:.1f} MiB")
    return free


torch.cuda.empty_cache()
before = report("before the loop")
for n in range(20_000, 20_300):
    torch.fft.rfft(torch.randn(64, n, device="cuda"))
torch.cuda.synchronize()
torch.cuda.empty_cache()
after = report("after 300 lengths")
print(f"after 300 lengths: size {cache.size}; device memory used by the plans {before - after:.1f} MiB")
cache.clear()
torch.cuda.empty_cache()
cleared = report("after clear()")
print(f"after clear(): size {cache.size}; freed {cleared - after:.1f} MiB")
cache.max_size = 32
for n in range(20_000, 20_300):
    torch.fft.rfft(torch.randn(64, n, device="cuda"))
print("with max_size = 32: size", cache.size)
