"""JAX's first cuSOLVER call (eigh) on a GPU that JAX itself has filled: what handle creation reports.

Runs with preallocation off, so the fill takes device memory array by array; the eigh executable
is compiled first, and one freed array leaves room in JAX's own pool for its output and workspace.
"""
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
print(f"holding {sum(a.nbytes for a in hold) / 2**30:.2f} GiB in {len(hold)} arrays")
w, v = eigh(x)
print(w.block_until_ready()[:4])
