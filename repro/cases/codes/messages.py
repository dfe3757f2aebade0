"""Dumps CUDA's own name and message for every runtime and driver error number 0..1000.

Calls cudaGetErrorName/cudaGetErrorString (libcudart) and cuGetErrorName/cuGetErrorString
(libcuda) through ctypes, keeps the numbers that have a real name, and writes
{provenance, runtime: [{number, name, message}], driver: [...]} as JSON.
Usage: python3 repro/cases/codes/messages.py OUT.json
"""
import ctypes
import datetime
import glob
import json
import os
import platform
import subprocess
import sys


def find_cudart():
    """Return the path of the CUDA toolkit's libcudart (falling back to the pip wheel's)."""
    nvcc = subprocess.run(["bash", "-c", "readlink -f \"$(command -v nvcc)\""],
                          capture_output=True, text=True).stdout.strip()
    patterns = []
    if nvcc:
        home = os.path.dirname(os.path.dirname(nvcc))
        patterns += [f"{home}/lib64/libcudart.so.*", f"{home}/targets/*/lib/libcudart.so.*"]
    patterns += ["/usr/local/cuda/lib64/libcudart.so.*",
                 f"{sys.prefix}/lib/python3*/site-packages/nvidia/*/lib/libcudart.so.*"]
    for pattern in patterns:
        found = sorted(p for p in glob.glob(pattern) if not p.endswith(".a"))
        if found:
            return found[0]
    raise SystemExit("libcudart not found")


def dump_runtime(path):
    """List every runtime error number whose cudaGetErrorName is a real name."""
    lib = ctypes.CDLL(path)
    lib.cudaGetErrorName.restype = ctypes.c_char_p
    lib.cudaGetErrorName.argtypes = [ctypes.c_int]
    lib.cudaGetErrorString.restype = ctypes.c_char_p
    lib.cudaGetErrorString.argtypes = [ctypes.c_int]
    version = ctypes.c_int(0)
    lib.cudaRuntimeGetVersion(ctypes.byref(version))
    rows = []
    for number in range(0, 1001):
        name = lib.cudaGetErrorName(number).decode()
        # Unknown numbers come back as "unrecognized error code", never a cudaError* name.
        if not name.startswith("cuda"):
            continue
        rows.append({"number": number, "name": name, "message": lib.cudaGetErrorString(number).decode()})
    return version.value, rows


def dump_driver():
    """List every driver error number for which cuGetErrorName succeeds."""
    lib = ctypes.CDLL("libcuda.so.1")
    lib.cuGetErrorName.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_char_p)]
    lib.cuGetErrorString.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_char_p)]
    version = ctypes.c_int(0)
    lib.cuDriverGetVersion(ctypes.byref(version))
    rows = []
    for number in range(0, 1001):
        name = ctypes.c_char_p()
        message = ctypes.c_char_p()
        if lib.cuGetErrorName(number, ctypes.byref(name)) != 0 or not name.value:
            continue
        lib.cuGetErrorString(number, ctypes.byref(message))
        rows.append({"number": number, "name": name.value.decode(),
                     "message": message.value.decode() if message.value else ""})
    return version.value, rows


def main():
    """Write the JSON table to the path given as the first argument."""
    out = sys.argv[1]
    cudart = find_cudart()
    runtime_version, runtime = dump_runtime(cudart)
    driver_version, driver = dump_driver()
    smi = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version", "--format=csv,noheader"],
                         capture_output=True, text=True).stdout.strip()
    table = {
        "provenance": {
            "generator": "repro/cases/codes/messages.py",
            "libcudart": os.path.realpath(cudart),
            "cuda_runtime_version": runtime_version,
            "libcuda_driver_cuda_version": driver_version,
            "gpu_and_driver": smi,
            "host": platform.node(),
            "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d"),
            "range": "0..1000",
        },
        "runtime": runtime,
        "driver": driver,
    }
    with open(out, "w") as f:
        json.dump(table, f, indent=1)
        f.write("\n")
    print(f"runtime: {len(runtime)} codes from {cudart} (CUDA {runtime_version}); "
          f"driver: {len(driver)} codes (CUDA {driver_version}); wrote {out}")


if __name__ == "__main__":
    main()
