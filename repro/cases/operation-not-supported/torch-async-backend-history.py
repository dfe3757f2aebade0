"""Memory-history recording (the data behind torch.cuda.memory._dump_snapshot) with the
cudaMallocAsync allocator backend, which does not implement it."""
import os

import torch

print("PYTORCH_CUDA_ALLOC_CONF =", os.environ.get("PYTORCH_CUDA_ALLOC_CONF", "(unset)"))
print("allocator backend:", torch.cuda.get_allocator_backend())
x = torch.ones(1 << 20, device="cuda")
torch.cuda.memory._record_memory_history(max_entries=1000)
print("recording memory history (no error)")
