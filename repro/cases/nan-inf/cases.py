"""NaN / Inf cases: anomaly detection, sampling from NaN, float16 range, loss scaling, linear algebra, compiled checks,
distributions' argument validation."""
from lab import py

F = "nan-inf"
NAMES = ("anomaly-norm-at-zero", "anomaly-entropy", "forward-hooks", "multinomial-nan-cpu", "multinomial-nan-cuda",
         "multinomial-zero-sum-cpu", "masked-fill-half", "fp16-range", "gradscaler-skip", "gradscaler-fp16-params",
         "clip-grad-nonfinite", "bce-autocast", "cholesky-not-pd", "cholesky-batch", "inv-singular", "eigh-nan",
         "empty-garbage", "distribution-nan-validate")
# Inductor reads these when its config is imported; caches off so no kernel compiled without them is reused.
NAN_ASSERTS = "TORCHINDUCTOR_NAN_ASSERTS=1 TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 "
RUNTIME_NAN_ASSERTS = "TORCHINDUCTOR_RUNTIME_TRITON_NAN_ASSERTS=1 TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 "
# JAX would otherwise take 75% of the GPU up front while other cases run beside it.
NO_PREALLOCATE = "XLA_PYTHON_CLIENT_PREALLOCATE=false "

CASES = [py(F, name) for name in NAMES]
CASES += [
    py(F, "inductor-nan-asserts", env=NAN_ASSERTS, timeout=150),
    py(F, "inductor-runtime-nan-asserts", env=RUNTIME_NAN_ASSERTS, timeout=150),
    py(F, "jax-debug-nans", env=NO_PREALLOCATE),
]
