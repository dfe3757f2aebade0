"""CuPy's low-level cuRAND binding asked for a generator type that does not exist."""
import cupy
from cupy_backends.cuda.libs import curand

print("cupy", cupy.__version__, "cuRAND", curand.getVersion())
curand.createGenerator(0)
