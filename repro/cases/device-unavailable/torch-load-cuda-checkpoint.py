"""A checkpoint saved from CUDA tensors, loaded by a process that sees no GPU.

The script saves a model's state_dict from the GPU, then loads it with plain torch.load in a child
process started with CUDA_VISIBLE_DEVICES="" (as on a CPU-only machine).
"""
import os
import subprocess
import sys
import tempfile

import torch

if len(sys.argv) > 1:
    print("child: CUDA_VISIBLE_DEVICES =", repr(os.environ.get("CUDA_VISIBLE_DEVICES")),
          "is_available:", torch.cuda.is_available())
    state = torch.load(sys.argv[1])
    print(state)
else:
    path = os.path.join(tempfile.mkdtemp(prefix="checkpoint-"), "model.pt")
    torch.save(torch.nn.Linear(4, 2).cuda().state_dict(), path)
    print("saved from", torch.cuda.get_device_name(), "to", path)
    child = subprocess.run([sys.executable, __file__, path], env={**os.environ, "CUDA_VISIBLE_DEVICES": ""})
    sys.exit(child.returncode)
