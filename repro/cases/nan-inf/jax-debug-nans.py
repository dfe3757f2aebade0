"""jax_debug_nans on a jitted function that takes log of a negative number."""
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_nans", True)


@jax.jit
def scaled_log(x):
    return jnp.log(x) * 2.0


print("jax", jax.__version__, jax.devices())
print(scaled_log(jnp.array([1.0, 2.0, -1.0])))
