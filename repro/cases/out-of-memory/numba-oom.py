"""Triggers Numba's CudaAPIError for CUDA_ERROR_OUT_OF_MEMORY: a 200 GiB device array."""
import numba
from numba import cuda

print("numba", numba.__version__)
x = cuda.device_array(25 * 2**30, dtype="float64")
