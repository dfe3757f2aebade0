"""jax.lax does not promote: float32 + float16 through lax.add raises
"lax.add requires arguments to have the same dtypes, got float32, float16." (jnp.add promotes)."""
import jax
import jax.numpy as jnp

a = jnp.ones(3, jnp.float32)
b = jnp.ones(3, jnp.float16)
print("devices:", jax.devices())
print("jnp.add promotes to", jnp.add(a, b).dtype)
print(jax.lax.add(a, b))
