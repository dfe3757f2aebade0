"""CuPy uses the GPU in the parent, then a forked child uses it too. PyTorch guards its own lazy
init against this ("Cannot re-initialize CUDA in forked subprocess"); CuPy has no such guard, so the
child is expected to get CUDA error 3:
"cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorInitializationError: initialization error"."""
import multiprocessing as mp

import cupy as cp


def child():
    print("child: allocating on the GPU", flush=True)
    print("child:", cp.ones(4).sum())


if __name__ == "__main__":
    print("parent:", cp.ones(4).sum(), flush=True)
    proc = mp.get_context("fork").Process(target=child)
    proc.start()
    proc.join()
    print("child exit code:", proc.exitcode)
