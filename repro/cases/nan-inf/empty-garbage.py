"""torch.empty returns whatever the freed block held: NaN left by an earlier tensor reappears."""
import torch

old = torch.full((1024,), float("nan"), device="cuda")
del old  # the caching allocator keeps the block and hands it out again
acc = torch.empty(1024, device="cuda")  # meant as an accumulator, never zeroed
acc += 1.0
print("accumulator built on torch.empty, NaN count:", torch.isnan(acc).sum().item())

torch.use_deterministic_algorithms(True)  # with fill_uninitialized_memory (default True)
print("fill_uninitialized_memory:", torch.utils.deterministic.fill_uninitialized_memory)
fresh = torch.empty(4, device="cuda")
print("torch.empty under deterministic mode:", fresh.tolist())
