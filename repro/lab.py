"""The repro lab's case descriptions: one helper per kind of case (Python, CUDA C, shell).

Each family's `cases/<family>/cases.py` builds its `CASES` list with these helpers; `run.py`
collects every family's list, so adding a case never means editing the runner.
"""
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD = "/tmp/repro-build"
# Kept set for every case: NVLink multicast can take a shared host's GPUs out of service.
SAFE_ENV = {"NCCL_NVLS_ENABLE": "0", "TORCH_SYMM_MEM_DISABLE_MULTICAST": "1", "NVSHMEM_DISABLE_NVLS": "1",
            "PYTHONUNBUFFERED": "1", "PYTHONDONTWRITEBYTECODE": "1"}
BLOCKING = "CUDA_LAUNCH_BLOCKING=1 "
NO_GPU = 'CUDA_VISIBLE_DEVICES="" '


def py(family, name, script=None, env="", args="", group="parallel", timeout=90, needs=None):
    """Describe a Python case: `python3 repro/cases/<family>/<script>` with optional env prefix."""
    source = f"repro/cases/{family}/{script or name + '.py'}"
    command = f"{env}python3 {source}{' ' + args if args else ''}"
    return {"family": family, "case": name, "source": source, "command": command,
            "group": group, "timeout": timeout, "needs": needs}


def cu(family, name, source=None, flags="-arch=sm_90", env="", prefix="", args="", group="parallel", timeout=90):
    """Describe a CUDA C case: compile with nvcc into /tmp/repro-build, then run the binary."""
    source = f"repro/cases/{family}/{source or name + '.cu'}"
    binary = f"{BUILD}/{family}--{name}"
    command = f"nvcc {flags} -o {binary} {source} && {env}{prefix}{binary}{' ' + args if args else ''}"
    return {"family": family, "case": name, "source": source, "command": command,
            "group": group, "timeout": timeout, "needs": None}


def sh(family, name, timeout=120):
    """Describe a shell-script case: `bash repro/cases/<family>/<name>.sh`."""
    source = f"repro/cases/{family}/{name}.sh"
    return {"family": family, "case": name, "source": source, "command": f"bash {source}",
            "group": "parallel", "timeout": timeout, "needs": None}
