"""GradScaler with an inf gradient every step: each step is skipped and the scale halves."""
import torch

model = torch.nn.Linear(4, 1).cuda()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cuda")  # init_scale 65536, backoff_factor 0.5
x = torch.randn(8, 4, device="cuda")

for step in range(6):
    before = model.weight.detach().clone()
    opt.zero_grad()
    with torch.autocast("cuda", dtype=torch.float16):
        loss = model(x).float().mean()
    scaler.scale(loss).backward()
    model.weight.grad[0, 0] = float("inf")  # stands in for an overflow in a real backward pass
    scale = scaler.get_scale()
    scaler.step(opt)
    scaler.update()
    changed = not torch.equal(before, model.weight.detach())
    print(f"step {step}: scale {scale:g} -> {scaler.get_scale():g}, weights updated: {changed}")
