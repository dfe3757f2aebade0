"""Sampling from NaN probabilities on the CPU: softmax(logits / temperature) with temperature 0."""
import torch

logits = torch.tensor([[2.0, 1.0, 0.5]])
temperature = 0.0
probs = torch.softmax(logits / temperature, dim=-1)  # logits / 0 = inf; inf - inf = NaN in softmax
print("probs:", probs)
print(torch.multinomial(probs, num_samples=1))
