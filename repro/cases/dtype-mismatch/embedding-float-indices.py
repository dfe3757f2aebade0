"""nn.Embedding called with float indices."""
import torch
from torch import nn

emb = nn.Embedding(10, 4).cuda()
ids = torch.tensor([1.0, 2.0, 3.0], device="cuda")
print(emb(ids))
