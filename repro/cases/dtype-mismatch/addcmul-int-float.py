"""The addcmul example from a popular blog post: torch.addcmul(y, 1, x, x) with int32 x and float32 y, then the modern spelling."""
import traceback

import torch

x = torch.randint(0, 10, (5, 5), dtype=torch.int32).cuda()
y = torch.zeros(5, 5, dtype=torch.float32).cuda()
print("=== torch.addcmul(y, 1, x, x)  (old positional value argument)")
try:
    print(torch.addcmul(y, 1, x, x))
except Exception:
    traceback.print_exc()
print("=== torch.addcmul(y, x, x, value=1)")
try:
    print(torch.addcmul(y, x, x, value=1))
except Exception:
    traceback.print_exc()
print("=== y.addcmul_(x, x) in place")
try:
    print(y.addcmul_(x, x))
except Exception:
    traceback.print_exc()
