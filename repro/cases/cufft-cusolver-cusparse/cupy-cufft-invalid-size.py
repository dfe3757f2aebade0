"""CuPy's low-level cuFFT binding asked for a plan of length 0: cuFFT rejects the size."""
import cupy
from cupy.cuda import cufft

print("cupy", cupy.__version__, "cuFFT", cufft.getVersion())
cufft.Plan1d(0, cufft.CUFFT_C2C, 1)
