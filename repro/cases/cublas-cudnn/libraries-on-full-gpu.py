"""First cuBLAS and cuDNN calls when the GPU is already full: what each library reports.

Fills device memory through PyTorch until an allocation fails, keeps it all, then
tries (each caught and printed): a first matmul (cuBLAS handle and workspace), a
first convolution, and a convolution with cudnn.benchmark=True.
"""
import traceback

import torch
import torch.nn.functional as F

a = torch.ones(64, 64, device="cuda")
x = torch.ones(1, 1, 64, 64, device="cuda")
w = torch.ones(1, 1, 3, 3, device="cuda")
hold = []
for size in (2**30, 64 * 2**20, 2 * 2**20):
    while True:
        try:
            hold.append(torch.empty(size, dtype=torch.uint8, device="cuda"))
        except torch.OutOfMemoryError:
            break
print(f"holding {sum(t.numel() for t in hold) / 2**30:.2f} GiB; "
      f"free on device {torch.cuda.mem_get_info()[0] / 2**20:.1f} MiB")


def attempt(label, fn):
    print(f"=== {label}")
    try:
        out = fn()
        torch.cuda.synchronize()
        print("OK", tuple(out.shape))
    except Exception:
        traceback.print_exc()


attempt("torch.mm (first cuBLAS call)", lambda: torch.mm(a, a))
attempt("F.conv2d (first cuDNN call)", lambda: F.conv2d(x, w))
torch.backends.cudnn.benchmark = True
attempt("F.conv2d with cudnn.benchmark=True", lambda: F.conv2d(x, w, padding=1))
