# PyTorch's cuDNN compatibility check meeting a cuDNN 8.9.2: the version queries are answered by a
# preloaded shim (the real cuDNN stays loaded), and LD_LIBRARY_PATH names a "cudnn" directory, as
# it does on machines where a system cuDNN is put on the path for another program.
set -u
B=/tmp/repro-build/library-loading/cudnn-8.9.2/lib
rm -rf $B && mkdir -p $B
gcc -shared -fPIC -o $B/libfakecudnnversion.so repro/cases/library-loading/fake-cudnn-version.c
echo "== LD_PRELOAD=$B/libfakecudnnversion.so LD_LIBRARY_PATH=$B python3 -c 'import torch; print(torch.backends.cudnn.version())'"
LD_PRELOAD=$B/libfakecudnnversion.so LD_LIBRARY_PATH=$B python3 -c "import torch; print(torch.backends.cudnn.version())"
echo "exit code $?"
