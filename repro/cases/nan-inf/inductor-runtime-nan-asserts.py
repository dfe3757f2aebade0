"""TORCHINDUCTOR_RUNTIME_TRITON_NAN_ASSERTS=1: the NaN check compiled into the Triton kernel itself."""
import torch
import torch._inductor.config as inductor_config

print("runtime_triton_nan_asserts:", getattr(inductor_config, "runtime_triton_nan_asserts", "not in this release"))


@torch.compile
def scaled_log(x):
    return torch.log(x) * 2.0


x = torch.tensor([1.0, 2.0, -1.0], device="cuda")
print(scaled_log(x))
torch.cuda.synchronize()
