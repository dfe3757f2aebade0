"""float16 overflows silently where float32 and bfloat16 do not; printed, not raised."""
import torch

for dtype in (torch.float16, torch.bfloat16, torch.float32):
    info = torch.finfo(dtype)
    x = torch.tensor([300.0, 70000.0], device="cuda").to(dtype)
    logits = torch.tensor([12.0, 11.0], device="cuda").to(dtype)
    print(f"{str(dtype):15} max={info.max:.5g} tiny={info.tiny:.3g} eps={info.eps:.3g} "
          f"cast 70000 -> {x[1].item()}, 300**2 -> {(x[0] * x[0]).item()}, "
          f"exp(12) -> {logits.exp()[0].item()}, softmax by hand -> {(logits.exp() / logits.exp().sum()).tolist()}")
inf = torch.tensor([float("inf")], device="cuda", dtype=torch.float16)
print("inf - inf =", (inf - inf).item(), "| 0 * inf =", (0 * inf).item(),
      "| softmax of an all -inf row =", torch.full((3,), float("-inf"), device="cuda").softmax(-1).tolist())
