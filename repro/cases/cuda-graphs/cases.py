"""CUDA graph cases: capture errors from PyTorch, CuPy and CUDA C; torch.compile's cudagraphs;
and a kernel that faults inside a graph replay, plain, with CUDA_LAUNCH_BLOCKING=1 and with a
GPU core dump read by cuda-gdb."""
from lab import BLOCKING, cu, py, sh

F = "cuda-graphs"
# Every rule of stream capture that capture-probe.cu breaks, one process each.
PROBE_MODES = ("legacy-stream", "sync", "malloc", "memcpy", "legacy-implicit", "unjoined", "captured-event",
               "wrong-thread", "merge", "isolation", "unmatched", "end-on-forked", "exec-update")
# The skip message has gone through both loggers across releases; enabling both shows it either way.
SKIP_LOGS = "TORCH_LOGS=perf_hints,cudagraphs "

CASES = [
    py(F, "item-in-capture"),
    py(F, "synchronize-in-capture"),
    py(F, "tensor-from-host-in-capture"),
    py(F, "nonzero-in-capture"),
    py(F, "default-stream-capture"),
    py(F, "optimizer-not-capturable"),
    py(F, "rng-state-in-capture"),
    py(F, "compiled-output-overwritten", timeout=150),
    py(F, "compiled-skip-mutated-input", env=SKIP_LOGS, timeout=150),
    py(F, "cupy-sync-in-capture"),
    py(F, "graph-replay-oob", timeout=120),
    py(F, "graph-replay-oob-blocking", "graph-replay-oob.py", env=BLOCKING, timeout=120),
    sh(F, "graph-replay-oob-coredump", timeout=180),
    cu(F, "graph-replay-oob-cuda-c", "graph-replay-oob.cu"),
    cu(F, "graph-replay-oob-cuda-c-blocking", "graph-replay-oob.cu", env=BLOCKING),
    sh(F, "graph-replay-oob-cuda-c-coredump", timeout=180),
] + [cu(F, "capture-" + mode, "capture-probe.cu", args=mode) for mode in PROBE_MODES]
