"""Shows what `.item()` inside `torch.cuda.graph` capture prints: cudaErrorStreamCaptureUnsupported (900).

`.item()` copies one value to the host and waits for it, and a stream that is being captured
cannot be waited on. The capture is then invalidated, so leaving the `with` block raises a
second error, cudaErrorStreamCaptureInvalidated (901), chained under the first.
"""
import torch

x = torch.randn(1024, device="cuda")


def step():
    y = x * 2
    if y.sum().item() > 0:  # a host-side branch on a GPU value: the host must wait for it
        y = y + 1
    return y


step()  # warm-up outside the capture: every kernel is loaded, and eagerly the step works
g = torch.cuda.CUDAGraph()
with torch.cuda.graph(g):
    out = step()
