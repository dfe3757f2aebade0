"""Device-side assert cases: each ATen (or Inductor) assertion, without and with CUDA_LAUNCH_BLOCKING=1;
a Triton tl.device_assert and a CuPy kernel's assert()."""
from lab import BLOCKING, py

F = "device-side-assert"
NAMES = ("embedding-index", "cross-entropy-label", "nll-loss-negative-label", "bce-input-range",
         "advanced-indexing", "gather-index", "scatter-index", "compiled-index")

CASES = []
for name in NAMES:
    timeout = 150 if name == "compiled-index" else 90
    CASES.append(py(F, name, timeout=timeout))
    CASES.append(py(F, name + "-blocking", name + ".py", env=BLOCKING, timeout=timeout))

CASES.append(py(F, "graph-replay-assert"))
CASES.append(py(F, "graph-replay-assert-blocking", "graph-replay-assert.py", env=BLOCKING))

# Triton compiles tl.device_assert only in debug mode.
CASES.append(py(F, "triton-device-assert", env="TRITON_DEBUG=1 "))
CASES.append(py(F, "cupy-rawkernel-assert"))
