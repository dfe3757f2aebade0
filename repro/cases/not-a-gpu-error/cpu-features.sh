# What the checks for SIGILL read: the CPU's vector extensions, and which kernels PyTorch and
# NumPy picked for this CPU. Prints no error; the runbook quotes it as real output.
echo "== grep -o -w 'avx[^ ]*' /proc/cpuinfo | sort -u"
grep -o -w 'avx[^ ]*' /proc/cpuinfo | sort -u
echo "== lscpu | grep -E '^(Architecture|Model name|Flags)'"
lscpu | grep -E '^(Architecture|Model name)'
echo "== torch.backends.cpu.get_cpu_capability()"
python3 -c "import torch; print(torch.__version__, torch.backends.cpu.get_cpu_capability())"
echo "== numpy.show_runtime()"
python3 -c "import numpy; numpy.show_runtime()"
