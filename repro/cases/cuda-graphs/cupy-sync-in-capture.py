"""Shows what CuPy raises when a capturing stream is synchronized (expected: cudaErrorStreamCaptureUnsupported).

CuPy captures with Stream.begin_capture() / end_capture(); a synchronize (or a copy to the host,
such as .get()) inside is not allowed, and ending the invalidated capture fails as well.
"""
import traceback

import cupy as cp

print("cupy", cp.__version__)
x = cp.arange(1024, dtype=cp.float32)
stream = cp.cuda.Stream(non_blocking=True)
with stream:
    y = x * 2  # warm-up on the capture stream: compiles the kernel and caches a block for its output
    del y
    stream.synchronize()
    stream.begin_capture()
    y = x * 2
    try:
        stream.synchronize()  # waiting for a capturing stream
    except Exception:
        traceback.print_exc()
    graph = stream.end_capture()
