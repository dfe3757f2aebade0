"""Distributed cases: NCCL on one or two GPUs, watchdog timeouts, rendezvous failures, DDP's unused-parameter check."""
from lab import py

F = "distributed-nccl"
NCCL_ENV = "NCCL_DEBUG=WARN NCCL_NVLS_ENABLE=0 "


def torchrun(name, env="", ranks=2):
    """A case started by torchrun (two ranks unless told otherwise)."""
    return {**py(F, name, timeout=120),
            "command": f"{NCCL_ENV}{env}torchrun --standalone --nproc_per_node={ranks} repro/cases/{F}/{name}.py"}


CASES = [
    torchrun("duplicate-gpu"),
    py(F, "collective-timeout", env=NCCL_ENV, timeout=120),
    torchrun("rank-never-joins"),
    torchrun("mismatched-sizes", env="TORCH_DISTRIBUTED_DEBUG=DETAIL "),
    py(F, "store-timeout", env=NCCL_ENV),
    py(F, "env-not-set", env=NCCL_ENV),
    py(F, "port-in-use", env=NCCL_ENV),
    torchrun("ddp-unused-parameter", ranks=1),
]
