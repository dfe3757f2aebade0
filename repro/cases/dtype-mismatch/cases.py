"""Dtype mismatch cases: mixed dtypes in one op (also after an autocast block), ops with no kernel for a dtype,
flash attention given float32, and jax.lax's wording."""
from lab import py

F = "dtype-mismatch"
NAMES = ("half-float-matmul", "linear-half-weight", "conv-half-weight", "embedding-float-indices",
         "cross-entropy-target-dtype", "not-implemented-dtype", "addcmul-int-float", "inplace-result-type",
         "autocast-output-outside", "sdpa-flash-float32")
# JAX would otherwise take 75% of the GPU up front while other cases run beside it.
NO_PREALLOCATE = "XLA_PYTHON_CLIENT_PREALLOCATE=false "

CASES = [py(F, name) for name in NAMES]
CASES += [py(F, "jax-lax-dtypes", env=NO_PREALLOCATE)]
