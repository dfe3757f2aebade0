# Triton told to find libcuda in a directory that does not exist, with an empty cache so that it
# really compiles its launcher in this process.
set -u
B=/tmp/repro-build/library-loading/triton-libcuda-path
rm -rf $B && mkdir -p $B/cache
echo "== ldconfig -p | grep 'libcuda\.so'"
ldconfig -p | grep 'libcuda\.so'
echo "== TRITON_LIBCUDA_PATH=/nonexistent TRITON_CACHE_DIR=$B/cache python3 triton-add.py"
TRITON_LIBCUDA_PATH=/nonexistent TRITON_CACHE_DIR=$B/cache python3 repro/cases/library-loading/triton-add.py
echo "exit code $?"
