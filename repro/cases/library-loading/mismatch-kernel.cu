// The one CUDA source of the extension that cpp-extension-cuda-mismatch tries to build; the build
// stops at PyTorch's CUDA version check, before anything is compiled.
__global__ void noop() {}
