"""Host errors that look like GPU errors: CPU out of memory, the OOM killer, SIGILL, SIGSEGV, SIGBUS.

None of them needs the GPU; they run on the GPU machine because that is where people meet them.
The OOM-killer case confines itself to a 256 MiB cgroup, and the shared-memory case to its own
mount namespace, so neither touches the machine's memory or /dev/shm.
"""
from lab import cu, py, sh

F = "not-a-gpu-error"

CASES = [
    py(F, "cpu-oom-torch"),
    py(F, "cpu-oom-numpy"),
    sh(F, "oom-killer-cgroup", timeout=60),
    sh(F, "segfault", timeout=60),
    sh(F, "sigill", timeout=60),
    sh(F, "cpu-features", timeout=60),
    py(F, "dataloader-worker-sigbus", "dataloader-worker.py", args="bus", timeout=60),
    py(F, "dataloader-worker-sigsegv", "dataloader-worker.py", args="segv", timeout=60),
    py(F, "dataloader-worker-sigkill", "dataloader-worker.py", args="kill", timeout=60),
    sh(F, "dataloader-small-shm", timeout=60),
    sh(F, "torchrun-worker-killed", timeout=60),
    py(F, "spawn-worker-killed", timeout=60),
    cu(F, "host-reads-device-pointer", timeout=60),
]
