"""Dtype mismatch cases: mixed dtypes in one op, and ops with no kernel for a dtype."""
from lab import py

F = "dtype-mismatch"
NAMES = ("half-float-matmul", "linear-half-weight", "conv-half-weight", "embedding-float-indices",
         "cross-entropy-target-dtype", "not-implemented-dtype", "addcmul-int-float", "inplace-result-type")

CASES = [py(F, name) for name in NAMES]
