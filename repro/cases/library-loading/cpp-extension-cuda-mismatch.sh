# CUDA_HOME points at a toolkit whose nvcc reports CUDA 11.8 (a stand-in script that only answers
# --version): building an extension then meets PyTorch's check of the toolkit's CUDA version
# against torch.version.cuda.
set -u
B=/tmp/repro-build/library-loading/cpp-extension-cuda-mismatch
rm -rf $B && mkdir -p $B/fake-cuda-11.8/bin $B/build
cat > $B/fake-cuda-11.8/bin/nvcc <<'NVCC'
#!/bin/sh
# Stand-in for nvcc 11.8: torch.utils.cpp_extension reads only the "release X.Y" of --version.
echo "nvcc: NVIDIA (R) Cuda compiler driver"
echo "Cuda compilation tools, release 11.8, V11.8.89"
NVCC
chmod +x $B/fake-cuda-11.8/bin/nvcc
python3 -c "import torch; print('torch', torch.__version__, 'torch.version.cuda =', torch.version.cuda)"
echo "== CUDA_HOME=$B/fake-cuda-11.8 python3 cpp-extension-build.py"
CUDA_HOME=$B/fake-cuda-11.8 python3 repro/cases/library-loading/cpp-extension-build.py repro/cases/library-loading/mismatch-kernel.cu $B/build
echo "exit code $?"
