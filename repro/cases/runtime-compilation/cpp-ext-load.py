"""Builds the small extension in ext/ with torch.utils.cpp_extension.load, as libraries do on first use."""
import os
import tempfile

os.environ["TORCH_EXTENSIONS_DIR"] = tempfile.mkdtemp(prefix="torch-extensions-")

import torch  # noqa: E402
from torch.utils.cpp_extension import load  # noqa: E402

print("torch", torch.__version__, "CUDA_HOME", os.environ.get("CUDA_HOME"), "PATH", os.environ.get("PATH"))
here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ext")
ext = load(name="rtc_scale", sources=[os.path.join(here, "scale.cu")])
x = torch.ones(8, device="cuda")
ext.scale(x, 2.0)
print(x)
print("built and ran (no error)")
