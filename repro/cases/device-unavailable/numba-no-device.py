"""Numba with no visible GPU (run with CUDA_VISIBLE_DEVICES=""): cuda.is_available(), then a copy to the device."""
import numba
import numpy as np
from numba import cuda

print("numba", numba.__version__)
print("cuda.is_available():", cuda.is_available())
print(cuda.to_device(np.arange(4)))
