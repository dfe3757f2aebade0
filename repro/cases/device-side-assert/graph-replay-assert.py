"""A device-side assert inside a CUDA graph replay: the assertion line still names the kernel.

An embedding lookup is captured in a graph and replayed; then a token id equal to the table's
size reaches the graph's static input and the next replay asserts. cases.py runs it plain and
with CUDA_LAUNCH_BLOCKING=1: the blocking traceback ends at g.replay(), which names no kernel,
while the "Assertion ... failed" line printed by the kernel itself names it, its file and line.
"""
import torch
import torch.nn.functional as F

weight = torch.randn(10, 4, device="cuda")
static_ids = torch.tensor([0, 1, 2, 3], device="cuda")


def step():
    return F.embedding(static_ids, weight).sum()


side = torch.cuda.Stream()
side.wait_stream(torch.cuda.current_stream())
with torch.cuda.stream(side):  # warm up outside the capture
    step()
torch.cuda.current_stream().wait_stream(side)

g = torch.cuda.CUDAGraph()
with torch.cuda.graph(g):
    total = step()

g.replay()
print("replay with valid ids:", bool(torch.isfinite(total).item()))

static_ids[2] = 10  # one past the last row of a 10-row table
print("replaying with token id 10 in a 10-row table")
g.replay()
print("replay returned")
print("total:", total.item())
