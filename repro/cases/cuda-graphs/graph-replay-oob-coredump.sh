# The out-of-bounds kernel replayed inside a CUDA graph (graph-replay-oob.py), run with a GPU
# core dump on exception: cuda-gdb names the Triton kernel that faulted and its line, which neither
# the plain run nor CUDA_LAUNCH_BLOCKING=1 can. (On an H100 with CUDA 13.0 the warp had exited
# before the fault was detected, so no block or thread, and cuda-gdb crashed after printing the
# exception line.) The generation flags leave GPU memory out of the dump to keep it small; the
# dump goes to /tmp and is deleted afterwards.
D=$(mktemp -d /tmp/cuda-graphs-coredump.XXXXXX)
ulimit -c 0  # the driver aborts the process after the dump: no host core file in the working directory
echo "== python3 repro/cases/cuda-graphs/graph-replay-oob.py with CUDA_ENABLE_COREDUMP_ON_EXCEPTION=1"
CUDA_ENABLE_COREDUMP_ON_EXCEPTION=1 \
CUDA_COREDUMP_SHOW_PROGRESS=1 \
CUDA_COREDUMP_GENERATION_FLAGS=skip_nonrelocated_elf_images,skip_global_memory,skip_shared_memory,skip_local_memory,skip_constbank_memory \
CUDA_COREDUMP_FILE="$D/core.%p" \
  python3 repro/cases/cuda-graphs/graph-replay-oob.py
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
