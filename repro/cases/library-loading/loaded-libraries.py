"""A healthy process, for comparison with the failing ones: what torch was built with, its C++ ABI,
and which CUDA library files it mapped after a matmul and a convolution, next to the copies the
linker cache knows about."""
import os
import runpy
import subprocess

print("LD_LIBRARY_PATH =", os.environ.get("LD_LIBRARY_PATH"))
runpy.run_path(os.path.join(os.path.dirname(__file__), "loaded.py"))
import torch  # noqa: E402  (already imported by loaded.py)

print("torch._C._GLIBCXX_USE_CXX11_ABI =", torch._C._GLIBCXX_USE_CXX11_ABI)
print("ldconfig -p, CUDA libraries the linker cache knows:")
cache = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
for line in cache.splitlines():
    if any(name in line for name in ("libcudart", "libcudnn.so", "libcudnn_graph", "libnccl", "libcuda.so")):
        print("  " + line.strip())
