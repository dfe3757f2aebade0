"""Out-of-memory cases. They fill GPU memory, so they run first and alone ("exclusive")."""
from lab import cu, py

F = "out-of-memory"
EXPANDABLE = "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True "

CASES = [
    py(F, "torch-huge-alloc", group="exclusive"),
    py(F, "training-step-oom", group="exclusive"),
    py(F, "backward-oom", group="exclusive"),
    py(F, "compiled-oom", group="exclusive", timeout=180),
    py(F, "fraction-limit", group="exclusive"),
    py(F, "fraction-limit-expandable", "fraction-limit.py", env=EXPANDABLE, group="exclusive"),
    py(F, "fragmentation", group="exclusive"),
    py(F, "fragmentation-expandable", "fragmentation.py", env=EXPANDABLE, group="exclusive"),
    py(F, "cupy-oom", group="exclusive"),
    py(F, "jax-oom", group="exclusive"),
    py(F, "numba-oom", group="exclusive"),
    cu(F, "cuda-malloc-too-large", group="exclusive"),
    py(F, "context-on-full-gpu", group="exclusive"),
    py(F, "alloc-conf-old-name", "alloc-conf.py", env=EXPANDABLE),
    py(F, "alloc-conf-new-name", "alloc-conf.py", env="PYTORCH_ALLOC_CONF=expandable_segments:True "),
]
