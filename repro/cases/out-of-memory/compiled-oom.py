"""Triggers torch.OutOfMemoryError inside a torch.compile'd function (Inductor's generated code).

Memory is filled with 1 GiB tensors until under 4 GiB is free; the compiled attention-score function
then needs a 16 GiB buffer for q @ k.T. The traceback runs through the code Inductor wrote.
"""
import torch

hold = []
while torch.cuda.mem_get_info()[0] > 4 * 2**30:
    hold.append(torch.empty(2**30, dtype=torch.uint8, device="cuda"))
print(f"holding {len(hold)} GiB; free now {torch.cuda.mem_get_info()[0] / 2**30:.2f} GiB")


@torch.compile
def attention_weights(q, k):
    return torch.softmax(q @ k.T / q.shape[-1] ** 0.5, dim=-1)


q = torch.randn(65536, 128, device="cuda")
k = torch.randn(65536, 128, device="cuda")
print(attention_weights(q, k).sum().item())
