"""Triggers JAX's RESOURCE_EXHAUSTED out-of-memory error: a 200 GiB array (default preallocation on)."""
import jax
import jax.numpy as jnp

print("jax", jax.__version__, jax.devices())
x = jnp.ones((50 * 2**30,), dtype=jnp.float32)
x.block_until_ready()
