"""Numba's event elapsed_time on events created with timing=False: the driver's
cuEventElapsedTime returns CUDA_ERROR_INVALID_HANDLE for them."""
from numba import cuda

start = cuda.event(timing=False)
end = cuda.event(timing=False)
start.record()
end.record()
end.synchronize()
print(start.elapsed_time(end))
