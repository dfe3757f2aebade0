"""CuPy with no visible GPU (run with CUDA_VISIBLE_DEVICES="")."""
import cupy as cp

print("cupy", cp.__version__)
print("getDeviceCount:", end=" ")
try:
    print(cp.cuda.runtime.getDeviceCount())
except Exception as e:
    print(type(e).__module__ + "." + type(e).__name__ + ":", e)
x = cp.zeros(4)
print(x)
