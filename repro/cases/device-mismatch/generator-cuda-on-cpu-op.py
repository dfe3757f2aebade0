"""The reverse: a CUDA generator passed to a random operation that runs on the CPU (randint without
device=). Expected: "Expected a 'cpu' device type for generator but found 'cuda'"."""
import torch

g = torch.Generator(device="cuda").manual_seed(0)
print(torch.randint(10, (3,), generator=g, device="cuda"))   # same generator, right device: works
print(torch.randint(10, (3,), generator=g))                  # CPU op, CUDA generator: raises
