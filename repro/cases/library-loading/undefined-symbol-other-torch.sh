# An extension that needs c10::cuda::SetDevice(int), as flash-attn wheels built against some PyTorch 2.x
# releases do, imported into the installed torch: what libc10_cuda.so exports instead, and the import error.
set -u
B=/tmp/repro-build/library-loading/undefined-symbol-other-torch
rm -rf $B && mkdir -p $B
TORCH_LIB=$(python3 -c "import os, torch; print(os.path.join(os.path.dirname(torch.__file__), 'lib'))")
g++ -shared -fPIC -DUSE_SET_DEVICE -o $B/fake_flash_attn_cuda.so repro/cases/library-loading/fake-ext.cpp \
  -Wl,--no-as-needed -L$TORCH_LIB -lc10_cuda -lc10 -Wl,-rpath,$TORCH_LIB
echo "== the extension needs: nm -D --undefined-only fake_flash_attn_cuda.so | grep SetDevice"
nm -D --undefined-only $B/fake_flash_attn_cuda.so | grep SetDevice
echo "== the installed torch exports: nm -D --defined-only libc10_cuda.so | grep SetDevice (mangled, then demangled)"
nm -D --defined-only $TORCH_LIB/libc10_cuda.so | grep SetDevice
nm -D --defined-only -C $TORCH_LIB/libc10_cuda.so | grep SetDevice
echo "== python3 -c 'import torch; import fake_flash_attn_cuda'"
PYTHONPATH=$B python3 -c "import torch; print('torch', torch.__version__); import fake_flash_attn_cuda"
echo "exit code $?"
