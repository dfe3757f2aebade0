# The Linux OOM killer, safely: a cgroup v2 child group limited to 256 MiB (no swap) runs a Python
# process that fills 1 GiB, so the kernel kills that process only. The machine's own memory is never
# at risk. Prints why and stops when cgroup v2 is not writable here.
source repro/cases/not-a-gpu-error/terminal.sh
ROOT_CG=/sys/fs/cgroup
CG=$ROOT_CG/cuda-triage-oomtest-$$
FILL="python3 $PWD/repro/cases/not-a-gpu-error/fill-memory.py"
if [ ! -f $ROOT_CG/cgroup.controllers ]; then
  echo "no cgroup v2 at $ROOT_CG (cgroup v1 or none): cannot run this case safely"; exit 0
fi
if ! grep -qw memory $ROOT_CG/cgroup.controllers; then
  echo "the memory controller is not available at $ROOT_CG: cannot run this case safely"; exit 0
fi
if ! grep -qw memory $ROOT_CG/cgroup.subtree_control; then
  echo +memory > $ROOT_CG/cgroup.subtree_control 2>/dev/null || { echo "cannot enable the memory controller for child groups: stopping"; exit 0; }
fi
mkdir $CG 2>/dev/null || { echo "cannot create $CG (read-only cgroup fs?): stopping"; exit 0; }
trap 'rmdir $CG 2>/dev/null' EXIT
echo 256M > $CG/memory.max || { echo "cannot set memory.max: stopping"; exit 0; }
[ -f $CG/memory.swap.max ] && echo 0 > $CG/memory.swap.max
echo "memory.max: $(cat $CG/memory.max)"
echo "== from a script"
bash -c "echo \$\$ > $CG/cgroup.procs && exec $FILL"
echo "exit code: $?"
echo "== at a terminal"
in_terminal "echo \$\$ > $CG/cgroup.procs; $FILL"
echo "== $CG/memory.events"
cat $CG/memory.events
echo "== dmesg | grep -i -E 'killed process|out of memory|invoked oom-killer' | tail -n 6"
dmesg | grep -i -E 'killed process|out of memory|invoked oom-killer' | tail -n 6
