"""An IPC handle for memory from CuPy's stream-ordered pool (cupy.cuda.MemoryAsyncPool, backed by
cudaMallocAsync): cudaIpcGetMemHandle only accepts the base of a cudaMalloc allocation."""
import cupy as cp

cp.cuda.set_allocator(cp.cuda.MemoryAsyncPool().malloc)
a = cp.zeros(1 << 20, dtype=cp.float32)
print("allocated", a.nbytes, "bytes from MemoryAsyncPool")
handle = cp.cuda.runtime.ipcGetMemHandle(a.data.ptr)
print("got an IPC handle of", len(handle), "bytes (no error)")
