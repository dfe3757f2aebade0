"""Triggers "Cannot re-initialize CUDA in forked subprocess": CUDA used in the parent, then in a fork()ed child."""
import multiprocessing as mp
import sys

import torch


def child():
    print("child: tensor on cuda", torch.ones(1, device="cuda"))


if __name__ == "__main__":
    print("parent:", torch.zeros(1, device="cuda"))
    p = mp.get_context("fork").Process(target=child)
    p.start()
    p.join()
    print("child exit code", p.exitcode)
    sys.exit(p.exitcode)
