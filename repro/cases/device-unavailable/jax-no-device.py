"""JAX with no visible GPU (run with CUDA_VISIBLE_DEVICES=""): what jax.devices() and jax.devices('gpu') do."""
import jax

print("jax", jax.__version__)
print("default devices:", jax.devices())
print("gpu devices:", jax.devices("gpu"))
