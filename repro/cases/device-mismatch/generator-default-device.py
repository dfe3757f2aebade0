"""DataLoader(shuffle=True) after torch.set_default_device("cuda"): RandomSampler's CPU generator
meets randperm's CUDA output. First the workaround the runbook gives (a CUDA generator) is tried
and its result or traceback printed; then the plain loader is expected to raise
"Expected a 'cuda' device type for generator but found 'cpu'"."""
import traceback

import torch
from torch.utils.data import DataLoader

torch.set_default_device("cuda")
data = list(range(10))

try:
    fixed = DataLoader(data, batch_size=4, shuffle=True, generator=torch.Generator(device="cuda"))
    print("with generator=torch.Generator(device='cuda'):", [b.tolist() for b in fixed])
except Exception:
    print("with generator=torch.Generator(device='cuda'): failed")
    traceback.print_exc()

plain = DataLoader(data, batch_size=4, shuffle=True)
print("plain DataLoader:", [b.tolist() for b in plain])
