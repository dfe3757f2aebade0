"""Invalid API call cases: CUDA called wrongly outside a kernel launch (bad sizes, pointers,
handles, contexts and symbols), and CUDA called after the runtime shut down at exit."""
from lab import cu, py

F = "invalid-api-call"
SANITIZER = "compute-sanitizer "

CASES = [
    cu(F, "memcpy-bad-args"),
    cu(F, "memcpy-bad-args-sanitizer", "memcpy-bad-args.cu", prefix=SANITIZER),
    cu(F, "free-bad-pointer"),
    cu(F, "destroyed-stream", "destroyed-handle.cu", args="stream"),
    cu(F, "destroyed-event", "destroyed-handle.cu", args="event"),
    cu(F, "event-timing"),
    cu(F, "context-misuse"),
    cu(F, "bad-symbol"),
    cu(F, "symbol-wrong-arch", "bad-symbol.cu", flags="-gencode arch=compute_80,code=sm_80"),
    cu(F, "host-register-state"),
    cu(F, "set-limit-after-launch"),
    cu(F, "ipc-pool-memory"),
    cu(F, "destructor-after-main"),
    cu(F, "destructor-after-main-sanitizer", "destructor-after-main.cu", prefix=SANITIZER),
    cu(F, "thrust-global-vector"),
    py(F, "torch-event-no-timing"),
    py(F, "torch-external-stream-destroyed"),
    py(F, "torch-exit-hooks"),
    py(F, "cupy-elapsed-no-timing"),
    py(F, "cupy-ipc-async-pool"),
    py(F, "numba-elapsed-no-timing"),
]
