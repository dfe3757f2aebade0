"""Asks NVRTC (through CuPy's binding of it) to compile for an architecture that does not exist."""
import cupy  # noqa: F401  (loads the NVRTC library CuPy was built for)
from cupy_backends.cuda.libs import nvrtc

print("nvrtc", nvrtc.getVersion())
source = 'extern "C" __global__ void fill(float* x) { x[threadIdx.x] = 1.0f; }\n'
program = nvrtc.createProgram(source, "kern.cu", (), ())
try:
    nvrtc.compileProgram(program, ["--gpu-architecture=sm_999"])
finally:
    # What NVRTC wrote to its log, as programs that call it directly print it.
    print(nvrtc.getProgramLog(program))
print("compiled (no error)")
