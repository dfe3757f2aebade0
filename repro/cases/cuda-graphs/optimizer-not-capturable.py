"""Shows what `optimizer.step()` of an optimizer built without `capturable=True` prints inside capture.

Adam keeps its step count on the CPU unless constructed with capturable=True, so a captured
step() is refused by PyTorch's own check before any CUDA call.
"""
import torch

model = torch.nn.Linear(64, 64, device="cuda")
opt = torch.optim.Adam(model.parameters(), lr=1e-3)  # capturable defaults to False
model(torch.randn(8, 64, device="cuda")).sum().backward()

g = torch.cuda.CUDAGraph()
with torch.cuda.graph(g):
    opt.step()
