# PTX whose ".version" line claims a newer PTX ISA (9.9) than this driver's JIT knows,
# as PTX from a newer toolkit than the driver looks. Expected: CUDA_ERROR_UNSUPPORTED_PTX_VERSION (222).
set -e
B=/tmp/repro-build
mkdir -p $B
nvcc -ptx -arch=compute_90 -o $B/kernel.ptx repro/cases/compatibility/kernel.cu
grep -m1 '^\.version' $B/kernel.ptx
sed 's/^\.version .*/.version 9.9/' $B/kernel.ptx > $B/kernel-v99.ptx
nvcc -o $B/ptx-loader repro/cases/compatibility/ptx-loader.cu
$B/ptx-loader $B/kernel-v99.ptx
