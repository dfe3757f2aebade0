"""Shares a CUDA tensor with a spawned child through torch.multiprocessing and reports what the
child sees. Run with PYTORCH_CUDA_ALLOC_CONF set to compare the allocators: with
expandable_segments:True the child imports the memory with pidfd_open/pidfd_getfd, which need
ptrace permission over the parent; with backend:cudaMallocAsync sharing is not implemented."""
import os
import sys

import torch
import torch.multiprocessing as mp


def describe_process():
    print("PYTORCH_CUDA_ALLOC_CONF =", os.environ.get("PYTORCH_CUDA_ALLOC_CONF", "(unset)"), flush=True)
    print("uid", os.getuid(), flush=True)
    try:
        with open("/proc/sys/kernel/yama/ptrace_scope") as f:
            print("kernel.yama.ptrace_scope =", f.read().strip(), flush=True)
    except OSError:
        print("kernel.yama.ptrace_scope: not present (Yama not enabled)", flush=True)
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(("CapEff", "Seccomp:")):
                print(line.strip(), flush=True)


def child(inbox, outbox):
    tensor = inbox.get(timeout=45)  # rebuilding the tensor opens the parent's memory here
    outbox.put(float(tensor.sum().item()))


if __name__ == "__main__":
    describe_process()
    ctx = mp.get_context("spawn")
    inbox, outbox = ctx.Queue(), ctx.Queue()
    worker = ctx.Process(target=child, args=(inbox, outbox), daemon=True)
    worker.start()
    t = torch.ones(1 << 20, device="cuda")
    inbox.put(t)  # the queue's feeder thread pickles t here, in this process
    worker.join(timeout=60)
    if worker.is_alive():
        worker.terminate()
        print("child still waiting for the tensor after 60 s; terminated", flush=True)
        sys.exit(2)
    if worker.exitcode == 0:
        print("child read the shared tensor: sum =", outbox.get(timeout=5), flush=True)
    else:
        print("child exit code", worker.exitcode, flush=True)
    sys.exit(worker.exitcode)
