# compute-sanitizer's kernel filter syntax and the default of --target-processes, from the tool
# itself: its --help text, then the off-by-one kernel of oob-write-small.cu (mangled name
# _Z4fillPfi) under memcheck with Nsight Compute's regex: form and with the key=value forms the
# Compute Sanitizer manual documents (regex=, kns=), and a filter that matches nothing.
set -u
B=/tmp/repro-build/illegal-memory-access--sanitizer-kernel-filter
mkdir -p /tmp/repro-build
nvcc -arch=sm_90 -lineinfo -o "$B" repro/cases/illegal-memory-access/oob-write-small.cu || exit 1
echo "== compute-sanitizer --version"
compute-sanitizer --version
echo "== compute-sanitizer --help (the kernel filter and process options)"
compute-sanitizer --help | grep -E -A3 -- '--kernel-name|--target-processes'
# The first run kept only the last 25 lines of each: for regex:fill they were the end of the usage
# text (exit code 1), which hid whether an error line came first; the first lines are kept too.
for filter in "regex:fill" "regex=fill" "kns=fill" "kns=no_such_kernel"; do
  echo "== compute-sanitizer --tool memcheck --kernel-name $filter <oob-write-small>"
  out=$(compute-sanitizer --tool memcheck --kernel-name "$filter" "$B" 2>&1)
  code=$?
  if [ "$(printf '%s\n' "$out" | wc -l)" -gt 30 ]; then
    printf '%s\n' "$out" | head -n 5
    echo "[...]"
  fi
  printf '%s\n' "$out" | tail -n 25
  echo "exit code $code"
done
