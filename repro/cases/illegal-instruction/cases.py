"""Illegal instruction candidates: one fault per process, each a mode of probe.cu."""
from lab import cu

F = "illegal-instruction"
MODES = ("brkpt", "bar-sync-count", "syncwarp-bad-mask", "shfl-bad-mask", "fnptr-small", "fnptr-to-data",
         "stack-overflow", "setmaxnreg")

CASES = [cu(F, mode, "probe.cu", flags="-arch=sm_90a", args=mode) for mode in MODES]
