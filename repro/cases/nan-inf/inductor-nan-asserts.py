"""TORCHINDUCTOR_NAN_ASSERTS=1 (set in the environment before import) on a compiled function whose output is NaN."""
import torch


@torch.compile
def scaled_log(x):
    return torch.log(x) * 2.0


x = torch.tensor([1.0, 2.0, -1.0], device="cuda")  # log(-1) = NaN
print(scaled_log(x))
