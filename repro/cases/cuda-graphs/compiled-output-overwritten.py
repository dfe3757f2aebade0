"""Shows the torch.compile(mode="reduce-overhead") error for an output kept past the next call.

With CUDA graphs, every replay writes its outputs into the same memory. Reading the output of
step N after step N+1 has run raises instead of returning silently overwritten values.
"""
import torch


@torch.compile(mode="reduce-overhead")
def step(x):
    return torch.matmul(x, x)


x = torch.randn(64, 64, device="cuda")
previous = None
for i in range(5):
    out = step(x)
    if previous is not None:
        print(f"step {i}: previous output sum {previous.sum().item():.3f}")  # reads the last step's output
    previous = out
