"""A second process starts CUDA on a GPU that another process has filled: what the newcomer gets.

A spawned child fills GPU 0 through PyTorch until an allocation fails and keeps it;
the parent, which has not touched CUDA yet, then creates a tensor on the GPU.
"""
import multiprocessing as mp
import sys


def fill(ready, done):
    import torch

    hold = []
    for size in (2**30, 64 * 2**20, 2 * 2**20):
        while True:
            try:
                hold.append(torch.empty(size, dtype=torch.uint8, device="cuda"))
            except torch.OutOfMemoryError:
                break
    print(f"child: holding {sum(t.numel() for t in hold) / 2**30:.2f} GiB, "
          f"{torch.cuda.mem_get_info()[0] / 2**20:.1f} MiB left free", flush=True)
    ready.set()
    done.wait(60)


if __name__ == "__main__":
    ctx = mp.get_context("spawn")
    ready, done = ctx.Event(), ctx.Event()
    child = ctx.Process(target=fill, args=(ready, done))
    child.start()
    ready.wait(120)
    import torch

    try:
        x = torch.zeros(1, device="cuda")
        print("parent: tensor created", x)
        y = torch.randn(64, 64, device="cuda") @ torch.randn(64, 64, device="cuda")
        print("parent: matmul OK", y.shape)
    finally:
        done.set()
        child.join()
    sys.exit(0)
