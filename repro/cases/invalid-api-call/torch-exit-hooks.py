"""CUDA work in Python's own exit hooks: an atexit handler and the __del__ of a module-level object.
Both run while the interpreter finalizes, before the C library's exit handlers unload the CUDA
runtime, so this records whether they still reach a working CUDA."""
import atexit

import torch


class HoldsGpuMemory:
    def __init__(self):
        self.t = torch.ones(1 << 20, device="cuda")

    def __del__(self):
        print("__del__ of a module-level object: sum =", self.t.sum().item(), flush=True)


def at_exit():
    x = torch.ones(1 << 20, device="cuda")
    torch.cuda.synchronize()
    print("atexit handler: allocated and synchronized, sum =", x.sum().item(), flush=True)


holder = HoldsGpuMemory()
atexit.register(at_exit)
print("main: done", flush=True)
