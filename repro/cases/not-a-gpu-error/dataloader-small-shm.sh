# DataLoader workers in a container-sized /dev/shm: a private mount namespace (unshare) gets its
# own 16 MiB tmpfs on /dev/shm, so nothing outside this process tree sees the change.
echo "== df -h /dev/shm (the machine)"
df -h /dev/shm
if ! command -v unshare > /dev/null; then
  echo "unshare (util-linux) is not installed: cannot give this case its own /dev/shm"
  exit 0
fi
unshare --mount --propagation private bash -c '
  mount -t tmpfs -o size=16m tmpfs /dev/shm || { echo "cannot mount a tmpfs here (needs root and mount namespaces)"; exit 0; }
  echo "== df -h /dev/shm (this case)"
  df -h /dev/shm
  python3 repro/cases/not-a-gpu-error/small-shm-loader.py
  echo "exit code: $?"
'
