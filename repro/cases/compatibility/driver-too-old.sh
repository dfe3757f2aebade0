# Simulates a driver older than the CUDA runtime (cudaErrorInsufficientDriver, 35): a stub
# libcuda.so.1 that reports CUDA 12.2 (driver 535) is put first on LD_LIBRARY_PATH for
# this process only; then PyTorch, CuPy and a CUDA C program make their first CUDA call.
B=/tmp/repro-build/fake-driver-12020
mkdir -p $B
gcc -shared -fPIC -DDRIVER_VERSION=12020 -Wl,-soname,libcuda.so.1 -o $B/libcuda.so.1 repro/cases/compatibility/fake-libcuda.c
nvcc -o /tmp/repro-build/device-count repro/cases/device-unavailable/device-count.cu
echo "== python3 repro/cases/compatibility/first-cuda-call.py"
LD_LIBRARY_PATH=$B:$LD_LIBRARY_PATH python3 repro/cases/compatibility/first-cuda-call.py
echo "exit code $?"
echo "== cupy"
LD_LIBRARY_PATH=$B:$LD_LIBRARY_PATH python3 -c "import cupy; print(cupy.zeros(1))"
echo "exit code $?"
echo "== CUDA C: device-count"
LD_LIBRARY_PATH=$B:$LD_LIBRARY_PATH /tmp/repro-build/device-count
echo "exit code $?"
