"""Reading and setting the CUDA RNG state inside a capture, as activation checkpointing and Dynamo do.

Before PyTorch 2.10, torch.cuda.get_rng_state() inside a capture raised "Cannot call
CUDAGeneratorImpl::current_seed during CUDA graph capture"; 2.10 made reading and restoring the
state work during capture as long as the seed stays the same (pytorch/pytorch#162505). On torch 2.11
the first version of this case (get_rng_state only) ran without error. Each call is reported, and a
refusal printed, so that the capture shows which calls a release still refuses.
"""
import torch

x = torch.randn(1024, device="cuda")


def attempt(name, call):
    try:
        call()
        print(f"{name}: ok")
    except RuntimeError as error:  # a refusal before any CUDA call leaves the capture valid
        print(f"{name}: {type(error).__name__}: {error}")


def step():
    saved = []
    attempt("torch.cuda.get_rng_state()", lambda: saved.append(torch.cuda.get_rng_state()))  # as checkpoint() and Dynamo do
    if saved:
        attempt("torch.cuda.set_rng_state(the same state)", lambda: torch.cuda.set_rng_state(saved[0]))
    attempt("torch.cuda.initial_seed()", torch.cuda.initial_seed)
    attempt("torch.cuda.manual_seed(1234), a new seed", lambda: torch.cuda.manual_seed(1234))
    return x * 2


x * 2  # warm-up outside the capture
g = torch.cuda.CUDAGraph()
with torch.cuda.graph(g):
    out = step()
g.replay()
torch.cuda.synchronize()
print("capture ended and replayed")
