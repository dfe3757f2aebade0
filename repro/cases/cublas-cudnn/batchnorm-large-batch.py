"""Batch norm past cuDNN's old limits (a batch above 65535 in evaluation mode, above 131070 in
training): current PyTorch is expected to route these to its own kernels and run them, where
PyTorch 0.x and 1.x raised CUDNN_STATUS_NOT_SUPPORTED. Also runs the same layer inside
torch.backends.cudnn.flags(enabled=False), the workaround the runbook gives for older releases."""
import traceback

import torch


def attempt(label, fn):
    print(f"=== {label}")
    try:
        out = fn()
        torch.cuda.synchronize()
        print("OK", tuple(out.shape), out.dtype)
    except Exception:
        traceback.print_exc()


print("torch", torch.__version__, "cudnn", torch.backends.cudnn.version())
bn = torch.nn.BatchNorm2d(1).cuda()
x = torch.rand(65536, 1, 1, 1, device="cuda")
bn.eval()
attempt("BatchNorm2d eval, batch 65536 (pytorch/pytorch#19911)", lambda: bn(x))
bn.train()
y = torch.rand(140000, 1, 1, device="cuda")
bn1 = torch.nn.BatchNorm1d(1).cuda()
attempt("BatchNorm1d train, batch 140000 (pytorch/pytorch#2917)", lambda: bn1(y))
with torch.backends.cudnn.flags(enabled=False):
    attempt("BatchNorm2d eval, batch 65536, cudnn disabled", lambda: bn.eval()(x))
