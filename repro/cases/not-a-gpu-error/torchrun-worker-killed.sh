# What torchrun prints when the OOM killer (or anything else) kills a worker with SIGKILL:
# exitcode -9 and "Signal 9 (SIGKILL) received by PID". One worker, no GPU work.
torchrun --standalone --nproc_per_node=1 repro/cases/not-a-gpu-error/kill-self.py SIGKILL
echo "exit code: $?"
