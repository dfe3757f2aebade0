"""Operation-not-supported cases: features this GPU, driver or process may not have (limits,
read-only host registration, fabric handles, execution affinity outside MPS), and allocator
features PyTorch does not offer (sharing expandable segments without ptrace permission, IPC and
memory history with the cudaMallocAsync backend)."""
from lab import cu, py, sh

F = "operation-not-supported"
EXPANDABLE = "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True "
ASYNC_BACKEND = "PYTORCH_CUDA_ALLOC_CONF=backend:cudaMallocAsync "

CASES = [
    cu(F, "set-limit-unsupported"),
    cu(F, "capability-probe"),
    cu(F, "fabric-handle"),
    cu(F, "exec-affinity"),
    py(F, "torch-ipc-share-native", "torch-ipc-share.py"),
    py(F, "torch-ipc-share-expandable", "torch-ipc-share.py", env=EXPANDABLE),
    sh(F, "torch-ipc-share-no-ptrace"),
    py(F, "torch-ipc-share-async-backend", "torch-ipc-share.py", env=ASYNC_BACKEND),
    py(F, "torch-async-backend-history", env=ASYNC_BACKEND),
]
