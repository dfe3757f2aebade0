"""Operations with no CUDA kernel for a dtype: which raise "not implemented for 'Half'" (or similar) in this PyTorch (each caught)."""
import traceback

import torch

h = torch.randn(4, 4, device="cuda", dtype=torch.float16)
bf = torch.randn(4, 4, device="cuda", dtype=torch.bfloat16)
f = torch.randn(4, 4, device="cuda")
i = torch.randint(0, 10, (4, 4), device="cuda")
attempts = [
    ("torch.linalg.inv(half)", lambda: torch.linalg.inv(h)),
    ("torch.linalg.svd(bfloat16)", lambda: torch.linalg.svd(bf)),
    ("torch.linalg.eigh(half)", lambda: torch.linalg.eigh(h)),
    ("torch.special.zeta(half, half)", lambda: torch.special.zeta(h.abs() + 2, h.abs() + 1)),
    ("torch.special.bessel_j0(half)", lambda: torch.special.bessel_j0(h)),
    ("torch.polygamma(2, bfloat16)", lambda: torch.polygamma(2, bf.abs() + 1)),
    ("torch.histc(int64)", lambda: torch.histc(i)),
    ("torch.bincount(float)", lambda: torch.bincount(f.flatten())),
    ("torch.bitwise_and(float, float)", lambda: torch.bitwise_and(f, f)),
    ("torch.mm(int64, int64)", lambda: torch.mm(i, i)),
    ("torch.matmul(int64 vec, int64 vec)", lambda: torch.matmul(i[0], i[0])),
    ("torch.nn.functional.conv2d(int64)", lambda: torch.nn.functional.conv2d(i.view(1, 1, 4, 4), i[:3, :3].reshape(1, 1, 3, 3))),
    ("torch.fft.fft(half, n=6)", lambda: torch.fft.fft(h[0], n=6)),
    ("torch.cholesky_inverse(half)", lambda: torch.cholesky_inverse(h)),
    ("torch.kthvalue(half)", lambda: torch.kthvalue(h, 2)),
    ("torch.nn.functional.grid_sample(half input, float grid)", lambda: torch.nn.functional.grid_sample(h.view(1, 1, 4, 4), f.view(1, 2, 4, 2), align_corners=False)),
]
for label, fn in attempts:
    print(f"=== {label}")
    try:
        fn()
        torch.cuda.synchronize()
        print("OK")
    except Exception:
        traceback.print_exc()
