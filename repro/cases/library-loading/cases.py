"""Library-loading cases: missing libraries, undefined symbols, and versions that disagree at load.

Every case builds what it needs under /tmp/repro-build/library-loading and changes library search
paths (LD_LIBRARY_PATH, LD_PRELOAD, CUDA_HOME, TRITON_LIBCUDA_PATH) for its own processes only.
"""
from lab import py, sh

F = "library-loading"

CASES = [
    py(F, "ctypes-missing-cudart"),
    sh(F, "missing-dependency"),
    sh(F, "undefined-symbol-abi"),
    sh(F, "undefined-symbol-other-torch"),
    sh(F, "cudnn-version-mismatch"),
    sh(F, "ld-library-path-nccl"),
    sh(F, "cudnn-sublibrary-shadow"),
    sh(F, "cpp-extension-cuda-mismatch"),
    sh(F, "triton-libcuda-path"),
    py(F, "loaded-libraries"),
    sh(F, "collect-env"),
]
