"""Sampling from a distribution whose probabilities are all zero (every token filtered out)."""
import torch

probs = torch.tensor([[0.7, 0.2, 0.1]])
keep = torch.tensor([[False, False, False]])  # a filter that removed every token
print(torch.multinomial(probs * keep, num_samples=1))
