"""CuPy's low-level cuSOLVER binding called with a negative matrix order.

The first run asked only the workspace query (spotrf_bufferSize) with n = -1, which cuSOLVER 12.0
answered without an error; the factorization itself (spotrf) is the call whose documentation
lists CUSOLVER_STATUS_INVALID_VALUE for n < 0, so that is what this asks now.
"""
import cupy
from cupy_backends.cuda.libs import cublas, cusolver

a = cupy.eye(4, dtype=cupy.float32)
handle = cupy.cuda.device.get_cusolver_handle()
lwork = cusolver.spotrf_bufferSize(handle, cublas.CUBLAS_FILL_MODE_LOWER, 4, a.data.ptr, 4)
print("cupy", cupy.__version__, "workspace for n=4:", lwork,
      "workspace for n=-1:", cusolver.spotrf_bufferSize(handle, cublas.CUBLAS_FILL_MODE_LOWER, -1, a.data.ptr, 1))
work = cupy.empty(max(lwork, 1), dtype=cupy.float32)
info = cupy.zeros(1, dtype=cupy.int32)
cusolver.spotrf(handle, cublas.CUBLAS_FILL_MODE_LOWER, -1, a.data.ptr, 1, work.data.ptr, lwork, info.data.ptr)
print("spotrf(n=-1) returned without an error; devInfo", int(info[0]))
