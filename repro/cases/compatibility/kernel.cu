// The tiny kernel whose PTX the ptx-*.sh cases load.
extern "C" __global__ void add_one(float* a) { a[threadIdx.x] += 1.0f; }
