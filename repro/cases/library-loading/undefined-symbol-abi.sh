# The same extension source built with both settings of _GLIBCXX_USE_CXX11_ABI against the
# installed torch: the build that disagrees with torch's ABI needs a std::string symbol libc10
# does not export and fails at import with "undefined symbol"; the other one loads.
set -u
B=/tmp/repro-build/library-loading/undefined-symbol-abi
rm -rf $B && mkdir -p $B
TORCH_LIB=$(python3 -c "import os, torch; print(os.path.join(os.path.dirname(torch.__file__), 'lib'))")
echo "== torch's C++ ABI"
python3 -c "import torch; print('torch', torch.__version__, 'torch._C._GLIBCXX_USE_CXX11_ABI =', torch._C._GLIBCXX_USE_CXX11_ABI)"
SAME=$(python3 -c "import torch; print(int(torch._C._GLIBCXX_USE_CXX11_ABI))")
OTHER=$((1 - SAME))
for abi in 0 1; do
  g++ -shared -fPIC -D_GLIBCXX_USE_CXX11_ABI=$abi -DUSE_TORCH_CHECK -o $B/fake_ext_abi$abi.so \
    repro/cases/library-loading/fake-ext.cpp -Wl,--no-as-needed -L$TORCH_LIB -lc10 -Wl,-rpath,$TORCH_LIB
  echo "== nm -D --undefined-only fake_ext_abi$abi.so | grep torchCheckFail (mangled, then demangled)"
  nm -D --undefined-only $B/fake_ext_abi$abi.so | grep torchCheckFail
  nm -D --undefined-only -C $B/fake_ext_abi$abi.so | grep torchCheckFail
done
echo "== what libc10.so exports: nm -D --defined-only -C libc10.so | grep 'detail::torchCheckFail'"
nm -D --defined-only -C $TORCH_LIB/libc10.so | grep "detail::torchCheckFail"
echo "== the build whose ABI matches torch, loaded with RTLD_NOW"
python3 -c "import ctypes, os, torch; ctypes.CDLL('$B/fake_ext_abi$SAME.so', mode=os.RTLD_NOW); print('fake_ext_abi$SAME.so loaded')"
echo "exit code $?"
echo "== the build whose ABI differs, imported as an extension module"
PYTHONPATH=$B python3 -c "import torch; import fake_ext_abi$OTHER"
echo "exit code $?"
