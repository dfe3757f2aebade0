"""Index tensors on the CPU for a CUDA tensor: index_select, an embedding lookup and gather (each caught and printed)."""
import traceback

import torch

x = torch.randn(10, 4, device="cuda")
idx = torch.tensor([0, 2, 5])
print("x[idx] with a CPU index tensor works:", tuple(x[idx].shape))
for label, fn in [
    ("torch.index_select", lambda: torch.index_select(x, 0, idx)),
    ("nn.Embedding on cuda, indices on cpu", lambda: torch.nn.Embedding(10, 4).cuda()(idx)),
    ("torch.gather", lambda: torch.gather(x, 0, idx.view(-1, 1).expand(-1, 4))),
]:
    print(f"=== {label}")
    try:
        fn()
        print("OK")
    except Exception:
        traceback.print_exc()
