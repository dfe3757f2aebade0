# torch.compile on the GPU with no C compiler anywhere on PATH (CC and CXX unset) and empty caches,
# as in a slim container image: Triton cannot build its launcher.
set -u
PY=$(command -v python3)
EMPTY_BIN=$(mktemp -d)
export TRITON_CACHE_DIR=$(mktemp -d) TORCHINDUCTOR_CACHE_DIR=$(mktemp -d)
# Compile in this process, so the whole traceback is in one place.
export TORCHINDUCTOR_COMPILE_THREADS=1
exec env -u CC -u CXX PATH="$EMPTY_BIN" "$PY" repro/cases/runtime-compilation/compile-on-gpu.py
