"""Prints, as JSON, the facts every capture's provenance header needs: GPU, driver, toolkit and library versions."""
import importlib
import json
import platform
import subprocess
import sys


def run(command):
    """Return a shell command's stdout+stderr, or the reason it could not run."""
    try:
        done = subprocess.run(["bash", "-c", command], capture_output=True, text=True, timeout=60)
        return (done.stdout + done.stderr).strip()
    except Exception as e:  # a missing tool is itself a fact worth recording
        return f"{type(e).__name__}: {e}"


def version_of(module):
    """Return a module's __version__, or None when it is not installed."""
    try:
        return importlib.import_module(module).__version__
    except Exception:
        return None


info = {
    "python": sys.version.split()[0],
    "platform": platform.platform(),
    "nvidia_smi": run("nvidia-smi"),
    "nvidia_smi_query": run("nvidia-smi --query-gpu=name,driver_version,memory.total,compute_cap --format=csv,noheader"),
    "nvcc": run("nvcc --version"),
    "compute_sanitizer": run("compute-sanitizer --version"),
    "versions": {m: version_of(m) for m in ("torch", "cupy", "jax", "jaxlib", "triton", "numba", "numpy")},
}
try:
    import torch

    info["torch_cuda"] = torch.version.cuda
    info["cudnn"] = torch.backends.cudnn.version()
    info["nccl"] = ".".join(map(str, torch.cuda.nccl.version()))
    info["device_name"] = torch.cuda.get_device_name()
    info["capability"] = "sm_%d%d" % torch.cuda.get_device_capability()
    info["arch_list"] = torch.cuda.get_arch_list()
    info["total_memory"] = torch.cuda.get_device_properties(0).total_memory
except Exception as e:
    info["torch_error"] = f"{type(e).__name__}: {e}"
try:
    import numba_cuda

    info["versions"]["numba_cuda"] = numba_cuda.__version__
except Exception:
    pass
print(json.dumps(info, indent=1))
