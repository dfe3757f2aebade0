"""Anomaly detection names the backward function that returned NaN: the Euclidean norm of a zero vector.

d sqrt(s)/ds = 1 / (2 sqrt(s)) is inf at s = 0; the next backward step multiplies it by x = 0,
and inf * 0 is NaN, so the error names MulBackward0 although the cause is the sqrt.
"""
import torch

x = torch.zeros(4, device="cuda", requires_grad=True)
with torch.autograd.detect_anomaly():
    dist = (x * x).sum().sqrt()  # ||x|| written by hand: fine forward, NaN backward at x = 0
    print("forward:", dist.item())
    dist.backward()
