"""CuPy's low-level cuRAND binding asked for a generator type that does not exist.

12345 is no curandRngType_t. (The first run asked for 0, which is CURAND_RNG_TEST, a valid type:
cuRAND created the generator and nothing failed.)
"""
import cupy
from cupy_backends.cuda.libs import curand

print("cupy", cupy.__version__, "cuRAND", curand.getVersion())
curand.createGenerator(12345)
