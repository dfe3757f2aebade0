# torch.utils.cpp_extension.load run by the environment's python called by its full path, with the
# environment's bin directory (where pip puts ninja) not on PATH.
set -u
PY=$(command -v python3)
EMPTY_BIN=$(mktemp -d)
exec env PATH="$EMPTY_BIN" "$PY" repro/cases/runtime-compilation/cpp-ext-load.py
