"""torch.compile of a CPU function while CXX names a compiler that does not exist (cases.py sets CXX)."""
import os
import tempfile

for var in ("TORCHINDUCTOR_CACHE_DIR", "TRITON_CACHE_DIR"):
    os.environ[var] = tempfile.mkdtemp(prefix=var.lower() + "-")

import torch  # noqa: E402

print("torch", torch.__version__, "CXX", os.environ.get("CXX"))


@torch.compile
def f(x):
    return torch.sin(x) + torch.cos(x)


print(f(torch.randn(64)).sum().item())
print("ran (no error)")
