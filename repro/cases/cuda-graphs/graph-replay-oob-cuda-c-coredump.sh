# The CUDA C graph with an out-of-bounds kernel (graph-replay-oob.cu), built with -lineinfo and run
# with a GPU core dump on exception; cuda-gdb then reads the dump and names the kernel and the
# source line of the faulting store (and the block and thread when the faulting warp is still
# resident; on an H100 with CUDA 13.0 it had exited). The generation flags leave GPU memory out of
# the dump to keep it small; the dump goes to /tmp and is deleted afterwards.
B=/tmp/repro-build/cuda-graphs--graph-replay-oob-lineinfo
mkdir -p /tmp/repro-build
nvcc -arch=sm_90 -lineinfo -o "$B" repro/cases/cuda-graphs/graph-replay-oob.cu || exit 1
D=$(mktemp -d /tmp/cuda-graphs-coredump.XXXXXX)
ulimit -c 0  # the driver aborts the process after the dump: no host core file in the working directory
echo "== $B with CUDA_ENABLE_COREDUMP_ON_EXCEPTION=1"
CUDA_ENABLE_COREDUMP_ON_EXCEPTION=1 \
CUDA_COREDUMP_SHOW_PROGRESS=1 \
CUDA_COREDUMP_GENERATION_FLAGS=skip_nonrelocated_elf_images,skip_global_memory,skip_shared_memory,skip_local_memory,skip_constbank_memory \
CUDA_COREDUMP_FILE="$D/core.%p" \
  "$B"
echo "exit code $?"
dump=$(ls "$D"/core.* 2>/dev/null | head -n 1)
if [ -z "$dump" ]; then
  echo "no core dump was written to $D"
  rm -rf "$D"
  exit 1
fi
echo "== dump size: $(du -h "$dump" | cut -f1)"
echo "== cuda-gdb -batch -ex \"target cudacore <dump>\" -ex \"info cuda kernels\" -ex \"bt\""
cuda-gdb -batch -ex "target cudacore $dump" -ex "info cuda kernels" -ex "bt"
echo "exit code $?"
rm -rf "$D"
