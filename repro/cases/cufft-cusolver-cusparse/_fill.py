"""Shared by the full-GPU cases: fill device memory through PyTorch, then hand a little back to
PyTorch's cache only, so PyTorch's own allocations still succeed while a library's own cudaMalloc
(a cuSOLVER handle, a cuFFT plan) finds the device full."""
import torch


def fill_device_keep_cache(cache_bytes=64 * 2**20):
    """Hold all device memory PyTorch can get; return the list of held tensors."""
    reserve = torch.empty(cache_bytes, dtype=torch.uint8, device="cuda")
    hold = []
    for size in (2**30, 64 * 2**20, 2 * 2**20):
        while True:
            try:
                hold.append(torch.empty(size, dtype=torch.uint8, device="cuda"))
            except torch.OutOfMemoryError:
                break
    # Freed into PyTorch's cache, not to the driver: the device stays full for everyone else.
    del reserve
    free = torch.cuda.mem_get_info()[0]
    cached = torch.cuda.memory_reserved() - torch.cuda.memory_allocated()
    print(f"holding {sum(t.numel() for t in hold) / 2**30:.2f} GiB; free on device {free / 2**20:.1f} MiB; "
          f"free in PyTorch's cache {cached / 2**20:.1f} MiB")
    return hold
