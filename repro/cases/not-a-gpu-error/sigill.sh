# SIGILL on the CPU: a program executes an invalid instruction (ud2), as a wheel built for AVX2 or
# AVX-512 does on a CPU without them. Exit status 132. Shows the shell's message from a script and
# at a terminal, then Python's faulthandler report when the instruction runs inside Python.
source repro/cases/not-a-gpu-error/terminal.sh
B=/tmp/repro-build
mkdir -p $B
gcc -O0 -o $B/ud2 repro/cases/not-a-gpu-error/ud2.c
gcc -O0 -shared -fPIC -DAS_LIBRARY -o $B/libud2.so repro/cases/not-a-gpu-error/ud2.c
echo "== from a script"
$B/ud2
echo "exit code: $?"
echo "== at a terminal"
in_terminal "$B/ud2"
echo "== inside Python, with faulthandler"
in_terminal "python3 -X faulthandler -c \"import ctypes; ctypes.CDLL('$B/libud2.so').trap()\""
