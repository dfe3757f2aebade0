"""The same NaN probabilities on CUDA: a device-side assert instead of a RuntimeError."""
import torch

logits = torch.tensor([[2.0, 1.0, 0.5]], device="cuda")
temperature = 0.0
probs = torch.softmax(logits / temperature, dim=-1)  # all NaN
next_token = torch.multinomial(probs, num_samples=1)
print(next_token.item())
