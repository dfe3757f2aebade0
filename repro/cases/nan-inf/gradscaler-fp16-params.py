"""GradScaler with a model converted to float16 by hand (model.half()) instead of autocast."""
import torch

model = torch.nn.Linear(4, 1).cuda().half()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cuda")
loss = model(torch.randn(8, 4, device="cuda", dtype=torch.float16)).float().mean()
scaler.scale(loss).backward()
scaler.step(opt)
