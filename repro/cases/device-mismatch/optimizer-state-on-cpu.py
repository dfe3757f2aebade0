"""Optimizer state left on the CPU: Adam stepped once on a CPU model, the model then moved to the GPU, stepped again."""
import torch
from torch import nn

model = nn.Linear(8, 2)
opt = torch.optim.Adam(model.parameters(), foreach=False)
model(torch.randn(4, 8)).sum().backward()
opt.step()
state = opt.state_dict()
model = model.cuda()
opt = torch.optim.Adam(model.parameters(), foreach=False)
opt.load_state_dict(state)
for group in opt.state.values():
    group["exp_avg"] = group["exp_avg"].cpu()  # as a hand-written resume that forgets .to(device) does
model(torch.randn(4, 8, device="cuda")).sum().backward()
opt.step()
print("stepped")
