# An empty libnccl.so.2 offered to torch two ways: first on LD_LIBRARY_PATH (which the pip wheel's
# RPATH may or may not let win over the wheel's own NCCL), then through LD_PRELOAD (which comes
# before every search path). The output shows which NCCL each process mapped, or the load error.
set -u
B=/tmp/repro-build/library-loading/ld-library-path-nccl
rm -rf $B && mkdir -p $B
gcc -shared -fPIC -Wl,-soname,libnccl.so.2 -o $B/libnccl.so.2 repro/cases/library-loading/stub.c
echo "== readelf -d libtorch_cuda.so | grep -E 'RPATH|RUNPATH' (which search path the wheel uses)"
readelf -d "$(python3 -c "import os, torch; print(os.path.join(os.path.dirname(torch.__file__), 'lib', 'libtorch_cuda.so'))")" | grep -E "RPATH|RUNPATH"
echo "== LD_LIBRARY_PATH=$B python3 loaded.py"
LD_LIBRARY_PATH=$B python3 repro/cases/library-loading/loaded.py
echo "exit code $?"
echo "== LD_PRELOAD=$B/libnccl.so.2 python3 -c 'import torch'"
LD_PRELOAD=$B/libnccl.so.2 python3 -c "import torch"
echo "exit code $?"
