# Sourced by this family's shell cases. `in_terminal COMMAND` runs COMMAND the way a person at a
# terminal does: as a foreground job of an interactive bash on a pseudo-terminal (util-linux
# `script`), so bash reports a process killed by a signal as people see it ("Segmentation fault
# (core dumped)", "Killed") rather than in a script's "line N: PID ..." form. Core dumps are
# allowed, for the "(core dumped)" suffix, and land in a temporary directory that is removed.
# COMMAND must use absolute paths: it runs in that directory.
in_terminal() {
  local dir status
  dir=$(mktemp -d)
  printf '%s\n' "$1" > "$dir/command.sh"
  echo "\$ $1"
  if command -v script > /dev/null; then
    script -qec "bash --norc -i -c 'ulimit -c unlimited; cd $dir; source ./command.sh; exit \$?'" /dev/null < /dev/null | tr -d '\r'
    status=${PIPESTATUS[0]}
  else
    echo "(util-linux script is not installed: running it from this script instead of a terminal)"
    (cd "$dir" && ulimit -c unlimited && source ./command.sh)
    status=$?
  fi
  rm -rf "$dir"
  echo "exit code: $status"
}
