"""torch.mm / torch.matmul of a float16 and a float32 CUDA tensor (each caught and printed)."""
import traceback

import torch

a = torch.randn(4, 4, device="cuda", dtype=torch.float16)
b = torch.randn(4, 4, device="cuda")
for label, fn in [("torch.mm(half, float)", lambda: torch.mm(a, b)),
                  ("torch.matmul(half, float)", lambda: torch.matmul(a, b)),
                  ("half @ bfloat16", lambda: a @ b.bfloat16()),
                  ("torch.bmm(half, float)", lambda: torch.bmm(a[None], b[None]))]:
    print(f"=== {label}")
    try:
        fn()
        print("OK")
    except Exception:
        traceback.print_exc()
