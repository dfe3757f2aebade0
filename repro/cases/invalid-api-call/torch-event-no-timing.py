"""elapsed_time on torch.cuda.Event objects that cannot be timed: created without
enable_timing=True (the default), and recorded never. PyTorch checks both before calling CUDA."""
import traceback

import torch

start = torch.cuda.Event()  # enable_timing defaults to False
end = torch.cuda.Event()
start.record()
torch.ones(1024, device="cuda").sum()
end.record()
end.synchronize()
try:
    print(start.elapsed_time(end))
except Exception:
    traceback.print_exc()

print("--- enable_timing=True, never recorded ---")
a = torch.cuda.Event(enable_timing=True)
b = torch.cuda.Event(enable_timing=True)
print(a.elapsed_time(b))
