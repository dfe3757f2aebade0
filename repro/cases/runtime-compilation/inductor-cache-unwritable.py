"""torch.compile on the GPU with TORCHINDUCTOR_CACHE_DIR somewhere nobody can write (cases.py sets it)."""
import os
import tempfile

os.environ["TRITON_CACHE_DIR"] = tempfile.mkdtemp(prefix="triton-cache-")

import torch  # noqa: E402

print("torch", torch.__version__, "TORCHINDUCTOR_CACHE_DIR", os.environ.get("TORCHINDUCTOR_CACHE_DIR"))


@torch.compile
def f(x):
    return torch.sin(x) + torch.cos(x)


print(f(torch.randn(1024, device="cuda")).sum().item())
print("ran (no error)")
