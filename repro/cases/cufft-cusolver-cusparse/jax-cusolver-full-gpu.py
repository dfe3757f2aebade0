"""JAX's first cuSOLVER call (eigh) on a GPU that JAX itself has filled: what handle creation reports.

Runs with preallocation off, so the fill takes device memory array by array; the eigh executable
is compiled first, and one freed array leaves room in JAX's own pool for its output and workspace.
The first run left JAX's default memory fraction in place: its allocator stopped at 59.31 GiB of
an 80 GB H100, the device kept room for cuSOLVER, and eigh ran. The fraction is now 1.0 (cases.py),
and the pool's limit and the device's free memory are printed so the next capture shows both.
"""
import ctypes

import jax
import jax.numpy as jnp

x = jnp.eye(64, dtype=jnp.float32) * 2
eigh = jax.jit(jnp.linalg.eigh).lower(x).compile()
print("jax", jax.__version__, jax.devices())
reserve = jnp.zeros(64 * 2**20, jnp.uint8).block_until_ready()
hold = []
for size in (2**30, 64 * 2**20, 2 * 2**20):
    while True:
        try:
            hold.append(jnp.zeros(size, jnp.uint8).block_until_ready())
        except jax.errors.JaxRuntimeError:
            break
del reserve
stats = jax.devices()[0].memory_stats() or {}
free, total = ctypes.c_size_t(), ctypes.c_size_t()
try:  # the CUDA runtime only to read free device memory; the case goes on without it
    ctypes.CDLL("libcudart.so.13").cudaMemGetInfo(ctypes.byref(free), ctypes.byref(total))
    free_text = f"{free.value / 2**20:.1f} MiB"
except OSError:
    free_text = "unknown (libcudart.so.13 not found)"
print(f"holding {sum(a.nbytes for a in hold) / 2**30:.2f} GiB in {len(hold)} arrays; "
      f"pool limit {stats.get('bytes_limit', 0) / 2**30:.2f} GiB; free on device {free_text}")
w, v = eigh(x)
print(w.block_until_ready()[:4])
