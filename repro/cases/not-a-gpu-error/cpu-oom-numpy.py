"""A NumPy array too large for the host: numpy raises _ArrayMemoryError (a MemoryError subclass)."""
import numpy as np

print("numpy", np.__version__)
a = np.empty((2**24, 2**24), dtype=np.float64)  # 2 PiB: more than the address space
