"""A worker that kills itself with the signal named on the command line (SIGKILL, as the OOM killer does)."""
import os
import signal
import sys

print(f"rank {os.environ.get('RANK', '-')} pid {os.getpid()}: sending myself {sys.argv[1]}", flush=True)
os.kill(os.getpid(), getattr(signal, sys.argv[1]))
