#!/bin/bash
# The expandable-segments sharing of torch-ipc-share.py, run without CAP_SYS_PTRACE (dropped from
# the bounding and inheritable sets, as an unprivileged container has it), to see whether the
# child's pidfd_getfd on its parent is still allowed.
export PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True
if ! command -v setpriv >/dev/null; then
  echo "setpriv (util-linux) not found; cannot drop CAP_SYS_PTRACE here"
  exit 3
fi
exec setpriv --bounding-set=-sys_ptrace --inh-caps=-sys_ptrace python3 repro/cases/operation-not-supported/torch-ipc-share.py
