"""JAX told to use CUDA only (JAX_PLATFORMS=cuda) in a process that sees no GPU (CUDA_VISIBLE_DEVICES="")."""
import os

import jax

print("jax", jax.__version__, "JAX_PLATFORMS =", repr(os.environ.get("JAX_PLATFORMS")))
print("devices:", jax.devices())
