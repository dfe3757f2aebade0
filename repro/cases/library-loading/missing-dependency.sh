# A compiled extension and a program built against the CUDA 11 runtime, run where libcudart.so.11.0
# does not exist: what ldd shows, what Python's import raises, and what the dynamic loader prints
# for a program. The stub libcudart.so.11.0 exists only at link time, in a directory nothing
# searches at run time.
set -u
B=/tmp/repro-build/library-loading/missing-dependency
rm -rf $B && mkdir -p $B/link-time $B/ext
gcc -shared -fPIC -Wl,-soname,libcudart.so.11.0 -o $B/link-time/libcudart.so.11.0 repro/cases/library-loading/stub-cudart.c
gcc -shared -fPIC -o $B/ext/fake_cuda11_ext.so repro/cases/library-loading/uses-cudart.c -Wl,--no-as-needed -L$B/link-time -l:libcudart.so.11.0
gcc -DAS_PROGRAM -o $B/cuda11_program repro/cases/library-loading/uses-cudart.c -Wl,--no-as-needed -L$B/link-time -l:libcudart.so.11.0
rm -rf $B/link-time
echo "== ldd $B/ext/fake_cuda11_ext.so"
ldd $B/ext/fake_cuda11_ext.so
echo "== python3 -c 'import torch; import fake_cuda11_ext'"
PYTHONPATH=$B/ext python3 -c "import torch; import fake_cuda11_ext"
echo "exit code $?"
echo "== $B/cuda11_program"
$B/cuda11_program
echo "exit code $?"
