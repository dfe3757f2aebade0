"""BCELoss inside torch.autocast: refused, because sigmoid + BCE in float16 loses the small probabilities."""
import torch
import torch.nn.functional as F

logits = torch.randn(8, device="cuda")
targets = torch.randint(0, 2, (8,), device="cuda").float()
with torch.autocast("cuda", dtype=torch.float16):
    print("with logits:", F.binary_cross_entropy_with_logits(logits, targets).item())
    print(F.binary_cross_entropy(torch.sigmoid(logits), targets).item())
