"""torch.cuda.set_sync_debug_mode: which calls synchronise with the GPU, and which do not.

In "warn" mode every synchronising call warns "called a synchronizing CUDA operation"; a
non_blocking device-to-host copy does not, so reading its result needs a synchronisation of its
own. In "error" mode the first synchronising call raises instead.
"""
import warnings

import torch

warnings.simplefilter("always")
x = torch.randn(1000, device="cuda")
torch.cuda.synchronize()

torch.cuda.set_sync_debug_mode("warn")
print("-- nonzero()")
idx = (x > 0).nonzero()
print("-- .item()")
total = x.sum().item()
print("-- .to('cpu', non_blocking=True)")
y = x.to("cpu", non_blocking=True)
print("-- torch.cuda.current_stream().synchronize()")
torch.cuda.current_stream().synchronize()
print("y matches x:", torch.equal(y, x.cpu()))

torch.cuda.set_sync_debug_mode("error")
print("-- .item() in error mode")
x.sum().item()
