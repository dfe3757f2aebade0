"""Shows the "skipping cudagraphs due to mutated inputs" message of torch.compile(mode="reduce-overhead").

The compiled function mutates a tensor it was given, so Inductor runs it without CUDA graphs. The
run succeeds; the only trace is this log line, printed only when TORCH_LOGS enables it
(run.py sets TORCH_LOGS=perf_hints,cudagraphs: the skip message has used both loggers).
"""
import torch


@torch.compile(mode="reduce-overhead")
def step(counter, x):
    counter.add_(1)  # in-place update of an input the caller owns
    return x * counter


counter = torch.zeros(1, device="cuda")
x = torch.randn(8, device="cuda")
for _ in range(3):
    y = step(counter, x)
torch.cuda.synchronize()
print("counter after 3 calls:", counter.item())
