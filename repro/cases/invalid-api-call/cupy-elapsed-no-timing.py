"""cupy.cuda.get_elapsed_time on events created with disable_timing=True: CuPy passes them to
cudaEventElapsedTime, which returns cudaErrorInvalidResourceHandle for such events."""
import cupy as cp

start = cp.cuda.Event(disable_timing=True)
end = cp.cuda.Event(disable_timing=True)
start.record()
cp.ones(1 << 20, dtype=cp.float32).sum()
end.record()
end.synchronize()
print(cp.cuda.get_elapsed_time(start, end))
