# PTX built for compute_100 (Blackwell) loaded on an older GPU through the driver JIT.
set -e
B=/tmp/repro-build
mkdir -p $B
nvcc -ptx -arch=compute_100 -o $B/kernel-sm100.ptx repro/cases/compatibility/kernel.cu
grep -m1 '^\.target' $B/kernel-sm100.ptx
nvcc -o $B/ptx-loader-100 repro/cases/compatibility/ptx-loader.cu
$B/ptx-loader-100 $B/kernel-sm100.ptx
