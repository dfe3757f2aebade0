# A host process that reads address 0 (ctypes.string_at(0)): SIGSEGV, exit status 139. No GPU
# is involved. Run three ways: from a script (bash's "line N: PID Segmentation fault" form), at a
# terminal (what people paste), and with Python's faulthandler (the Python stack of the crash).
source repro/cases/not-a-gpu-error/terminal.sh
echo "== from a script"
python3 -c "import ctypes; ctypes.string_at(0)"
echo "exit code: $?"
echo "== at a terminal"
in_terminal 'python3 -c "import ctypes; ctypes.string_at(0)"'
echo "== with faulthandler"
in_terminal 'python3 -X faulthandler -c "import ctypes; ctypes.string_at(0)"'
