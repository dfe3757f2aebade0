"""F.cross_entropy with class-index targets of the wrong dtype: float32, int32, uint8 (each caught and printed)."""
import traceback

import torch
import torch.nn.functional as F

logits = torch.randn(4, 5, device="cuda")
labels = torch.tensor([0, 4, 2, 1], device="cuda")
for dtype in (torch.float32, torch.int32, torch.uint8):
    print(f"=== target dtype {dtype}")
    try:
        print("OK", F.cross_entropy(logits, labels.to(dtype)).item())
    except Exception:
        traceback.print_exc()
print("=== nll_loss with int32 target")
try:
    print("OK", F.nll_loss(logits.log_softmax(1), labels.int()).item())
except Exception:
    traceback.print_exc()
