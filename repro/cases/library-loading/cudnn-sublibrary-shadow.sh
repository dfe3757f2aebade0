# cuDNN 9 loads its sublibraries (libcudnn_graph.so.9, the engines) with dlopen when it is first
# used. This puts other copies of them first on LD_LIBRARY_PATH: an empty libcudnn_graph.so.9, then
# the directory of a system cuDNN registered in the linker cache, if the machine has one. Each run
# prints which cuDNN files the process mapped, and the error if the convolution fails.
set -u
B=/tmp/repro-build/library-loading/cudnn-sublibrary-shadow
rm -rf $B && mkdir -p $B/stub
gcc -shared -fPIC -Wl,-soname,libcudnn_graph.so.9 -o $B/stub/libcudnn_graph.so.9 repro/cases/library-loading/stub.c
echo "== ldconfig -p | grep libcudnn_graph"
ldconfig -p | grep libcudnn_graph
echo "== LD_LIBRARY_PATH=$B/stub python3 loaded.py"
LD_LIBRARY_PATH=$B/stub python3 repro/cases/library-loading/loaded.py
echo "exit code $?"
SYSTEM=$(ldconfig -p | awk '/libcudnn_graph\.so\.9 /{print $NF; exit}')
if [ -n "$SYSTEM" ]; then
  D=$(dirname "$SYSTEM")
  echo "== LD_LIBRARY_PATH=$D python3 loaded.py"
  LD_LIBRARY_PATH=$D python3 repro/cases/library-loading/loaded.py
  echo "exit code $?"
else
  echo "== no libcudnn_graph.so.9 in the linker cache: nothing to mix with"
fi
