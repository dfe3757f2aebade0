"""An out-of-bounds kernel inside a CUDA graph: what plain runs and CUDA_LAUNCH_BLOCKING=1 show.

The graph holds three kernels: a multiply, a Triton scatter that trusts a row index read from
GPU memory, and a sum. It is captured and replayed correctly; then a bad row index arrives in
the graph's static input and the next replay faults (cudaErrorIllegalAddress, 700).
Plain, the error surfaces at the next synchronizing call. With CUDA_LAUNCH_BLOCKING=1 it moves
to g.replay(), and still nothing names the kernel: the graph launch is one call. The
graph-replay-oob-coredump case runs this script with a GPU core dump instead.
"""
import torch
import triton
import triton.language as tl


@triton.jit
def scatter_rows(out_ptr, rows_ptr, n_cols, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    row = tl.load(rows_ptr + pid)  # destination row read from memory and never checked
    cols = tl.arange(0, BLOCK)
    tl.store(out_ptr + row * n_cols + cols, 1.0, mask=cols < n_cols)


static_x = torch.randn(1024, 64, device="cuda")
static_rows = torch.arange(8, device="cuda", dtype=torch.int64)  # the graph's static input
out = torch.zeros(16, 64, device="cuda")


def step():
    y = static_x * 2
    scatter_rows[(8,)](out, static_rows, 64, BLOCK=64)
    return y.sum()


side = torch.cuda.Stream()
side.wait_stream(torch.cuda.current_stream())
with torch.cuda.stream(side):  # warm up (and compile the Triton kernel) outside the capture
    step()
torch.cuda.current_stream().wait_stream(side)

g = torch.cuda.CUDAGraph()
with torch.cuda.graph(g):
    total = step()

g.replay()
print("replay with valid rows:", round(total.item(), 3) != 0.0)

static_rows[3] = 2**40  # a bad index reaches the graph's input buffer
print("replaying with a bad row index")
g.replay()
print("replay returned")
print("total:", total.item())
