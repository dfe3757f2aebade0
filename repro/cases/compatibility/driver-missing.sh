# Simulates a machine with no usable NVIDIA driver: a stub libcuda.so.1 exporting nothing is
# put first on LD_LIBRARY_PATH for this process only; PyTorch, CuPy and a CUDA C program then
# make their first CUDA call.
B=/tmp/repro-build/fake-driver-empty
mkdir -p $B
gcc -shared -fPIC -DEMPTY -Wl,-soname,libcuda.so.1 -o $B/libcuda.so.1 repro/cases/compatibility/fake-libcuda.c
nvcc -o /tmp/repro-build/device-count-2 repro/cases/device-unavailable/device-count.cu
echo "== python3 repro/cases/compatibility/first-cuda-call.py"
LD_LIBRARY_PATH=$B:$LD_LIBRARY_PATH python3 repro/cases/compatibility/first-cuda-call.py
echo "exit code $?"
echo "== cupy"
LD_LIBRARY_PATH=$B:$LD_LIBRARY_PATH python3 -c "import cupy; print(cupy.zeros(1))"
echo "exit code $?"
echo "== CUDA C: device-count"
LD_LIBRARY_PATH=$B:$LD_LIBRARY_PATH /tmp/repro-build/device-count-2
echo "exit code $?"
