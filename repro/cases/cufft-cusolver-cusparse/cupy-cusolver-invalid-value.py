"""CuPy's low-level cuSOLVER binding called with a negative matrix order: cuSOLVER rejects it."""
import cupy
from cupy_backends.cuda.libs import cublas, cusolver

a = cupy.eye(4, dtype=cupy.float32)
handle = cupy.cuda.device.get_cusolver_handle()
print("cupy", cupy.__version__, "workspace for n=4:",
      cusolver.spotrf_bufferSize(handle, cublas.CUBLAS_FILL_MODE_LOWER, 4, a.data.ptr, 4))
cusolver.spotrf_bufferSize(handle, cublas.CUBLAS_FILL_MODE_LOWER, -1, a.data.ptr, 1)
