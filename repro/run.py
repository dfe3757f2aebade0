#!/usr/bin/env python3
"""Runs every repro case in its own process on a GPU machine and saves what each printed.

Usage: python3 repro/run.py --out DIR [--jobs 8] [--budget 540] [--only SUBSTRING ...]

Writes DIR/captures.json ({"meta": ..., "cases": {"<family>/<case>": {command, exit_code,
output, ...}}}, rewritten after every case so a cut-off run still leaves what it did),
DIR/env.json (GPU, driver and library versions) and DIR/messages.json (CUDA's error-code
table). Cases that fill GPU memory run first, one at a time; the rest run in parallel.
repro/unpack.py turns these into test/fixtures/captures/.
"""
import argparse
import concurrent.futures
import datetime
import json
import os
import signal
import subprocess
import sys
import threading
import time
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


def build_cases():
    """Return the whole lab's case list, in run order within each group."""
    oom, ima, dsa, lf = "out-of-memory", "illegal-memory-access", "device-side-assert", "launch-failure"
    ii, compat, blas, dm = "illegal-instruction", "compatibility", "cublas-cudnn", "device-mismatch"
    dt, nccl, du = "dtype-mismatch", "distributed-nccl", "device-unavailable"
    expandable = "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True "
    nccl_env = "NCCL_DEBUG=WARN NCCL_NVLS_ENABLE=0 "
    cases = [
        py(oom, "torch-huge-alloc", group="exclusive"),
        py(oom, "training-step-oom", group="exclusive"),
        py(oom, "fraction-limit", group="exclusive"),
        py(oom, "fraction-limit-expandable", "fraction-limit.py", env=expandable, group="exclusive"),
        py(oom, "fragmentation", group="exclusive"),
        py(oom, "fragmentation-expandable", "fragmentation.py", env=expandable, group="exclusive"),
        py(oom, "cupy-oom", group="exclusive"),
        py(oom, "jax-oom", group="exclusive"),
        py(oom, "numba-oom", group="exclusive"),
        cu(oom, "cuda-malloc-too-large", group="exclusive"),
        py(oom, "context-on-full-gpu", group="exclusive"),
        py(blas, "libraries-on-full-gpu", group="exclusive"),
        py(blas, "huge-gemm", group="exclusive", timeout=120),
        py(blas, "huge-conv", group="exclusive", timeout=120),
    ]
    cases += [
        py(ima, "torch-ext-oob-write", needs="ext"),
        py(ima, "torch-ext-oob-write-blocking", "torch-ext-oob-write.py", env=BLOCKING, needs="ext"),
        py(ima, "torch-ext-misaligned", needs="ext"),
        py(ima, "triton-gather-no-bounds"),
        cu(ima, "oob-write-small"),
        cu(ima, "oob-write-small-memcheck", "oob-write-small.cu", flags="-arch=sm_90 -lineinfo",
           prefix="compute-sanitizer --tool memcheck "),
        cu(ima, "oob-write-far"),
        cu(ima, "oob-write-far-memcheck", "oob-write-far.cu", flags="-arch=sm_90 -lineinfo",
           prefix="compute-sanitizer --tool memcheck "),
        py(ima, "cupy-rawkernel-oob"),
    ]
    for name in ("embedding-index", "cross-entropy-label", "nll-loss-negative-label", "bce-input-range",
                 "advanced-indexing", "gather-index", "scatter-index", "compiled-index"):
        cases.append(py(dsa, name, timeout=150 if name == "compiled-index" else 90))
        cases.append(py(dsa, name + "-blocking", name + ".py", env=BLOCKING,
                        timeout=150 if name == "compiled-index" else 90))
    cases += [
        cu(lf, "block-too-large"),
        cu(lf, "grid-too-large"),
        cu(lf, "dynamic-smem"),
        cu(lf, "too-many-registers", flags="-arch=sm_90 -Xptxas -v"),
        cu(lf, "launch-bounds-exceeded", "too-many-registers.cu", args="bounds"),
        cu(lf, "trap"),
        py(lf, "triton-shared-memory"),
        py(lf, "numba-too-many-threads"),
        py(lf, "cupy-too-many-threads"),
    ]
    for mode in ("brkpt", "bar-sync-count", "syncwarp-bad-mask", "shfl-bad-mask", "fnptr-small",
                 "fnptr-to-data", "stack-overflow", "setmaxnreg"):
        cases.append(cu(ii, mode, "probe.cu", flags="-arch=sm_90a", args=mode))
    cases += [
        cu(compat, "sm80-only", flags="-gencode arch=compute_80,code=sm_80"),
        cu(compat, "ptx-compute100-only", "sm80-only.cu", flags="-gencode arch=compute_100,code=compute_100"),
        sh(compat, "ptx-version-too-new"),
        sh(compat, "ptx-target-too-new"),
        py(compat, "torch-ext-sm80", needs="ext80"),
        py(compat, "arch-list"),
        sh(compat, "driver-too-old"),
        sh(compat, "driver-missing"),
        py(blas, "matmul-after-illegal-access", needs="ext"),
        py(blas, "first-matmul-after-illegal-access", needs="ext"),
        py(blas, "conv-after-illegal-access", needs="ext"),
    ]
    cases += [py(dm, name) for name in ("matmul-cpu-cuda", "elementwise-cpu-cuda", "linear-input-on-cpu",
                                        "conv-input-on-cpu", "index-on-cpu", "optimizer-state-on-cpu",
                                        "cuda0-cuda1")]
    cases += [py(dt, name) for name in ("half-float-matmul", "linear-half-weight", "conv-half-weight",
                                        "embedding-float-indices", "cross-entropy-target-dtype",
                                        "not-implemented-dtype", "addcmul-int-float", "inplace-result-type")]
    cases += [
        {**py(nccl, "duplicate-gpu", timeout=120),
         "command": f"{nccl_env}torchrun --standalone --nproc_per_node=2 repro/cases/{nccl}/duplicate-gpu.py"},
        py(nccl, "collective-timeout", env=nccl_env, timeout=120),
        {**py(nccl, "rank-never-joins", timeout=120),
         "command": f"{nccl_env}torchrun --standalone --nproc_per_node=2 repro/cases/{nccl}/rank-never-joins.py"},
        {**py(nccl, "mismatched-sizes", timeout=120),
         "command": f"{nccl_env}TORCH_DISTRIBUTED_DEBUG=DETAIL torchrun --standalone --nproc_per_node=2 "
                    f"repro/cases/{nccl}/mismatched-sizes.py"},
        py(nccl, "store-timeout", env=nccl_env),
        py(nccl, "env-not-set", env=nccl_env),
        py(nccl, "port-in-use", env=nccl_env),
    ]
    cases += [
        py(du, "no-visible-gpu", env=NO_GPU),
        py(du, "no-visible-gpu-99", "no-visible-gpu.py", env="CUDA_VISIBLE_DEVICES=99 "),
        py(du, "invalid-ordinal"),
        py(du, "fork-after-init"),
        py(du, "dataloader-worker-cuda"),
        py(du, "cupy-no-device", env=NO_GPU),
        py(du, "jax-no-device", env=NO_GPU),
        cu(du, "device-count-no-device", "device-count.cu", env=NO_GPU),
    ]
    return cases


class Lab:
    """Runs cases, records results, and rewrites captures.json after each one."""

    def __init__(self, out, budget):
        self.out = Path(out)
        self.deadline = time.monotonic() + budget
        self.lock = threading.Lock()
        self.results = {}
        self.meta = {"started": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
                     "safe_env": SAFE_ENV, "prebuild": {}}
        self.env = {**os.environ, **SAFE_ENV}

    def execute(self, command, timeout):
        """Run one shell command in its own process group; return (exit code, output, seconds)."""
        started = time.monotonic()
        proc = subprocess.Popen(["bash", "-c", command], cwd=ROOT, env=self.env, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, start_new_session=True)
        try:
            output, _ = proc.communicate(timeout=timeout)
            code = proc.returncode
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)  # only the group this call started
            output, _ = proc.communicate()
            code = f"killed after {timeout} s timeout"
        return code, output.decode("utf-8", "replace"), round(time.monotonic() - started, 1)

    def save(self):
        """Rewrite captures.json atomically with everything recorded so far."""
        with self.lock:
            data = {"meta": {**self.meta, "saved": datetime.datetime.now(datetime.timezone.utc)
                             .isoformat(timespec="seconds")}, "cases": dict(sorted(self.results.items()))}
            tmp = self.out / "captures.json.tmp"
            tmp.write_text(json.dumps(data, indent=1))
            tmp.replace(self.out / "captures.json")

    def run_case(self, case, ready):
        """Run one case (after its prebuilt extension, if any) and record it."""
        if case["needs"]:
            ready[case["needs"]].wait()
        remaining = self.deadline - time.monotonic()
        key = f"{case['family']}/{case['case']}"
        record = {k: case[k] for k in ("family", "case", "source", "command")}
        if remaining < 15:
            record.update(exit_code="not run: lab time budget spent", output="", seconds=0)
        else:
            code, output, seconds = self.execute(case["command"], min(case["timeout"], remaining - 5))
            record.update(exit_code=code, output=output, seconds=seconds,
                          date=datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d"))
        with self.lock:
            self.results[key] = record
        print(f"[{time.strftime('%H:%M:%S')}] {key}: exit {record['exit_code']} ({record['seconds']} s)", flush=True)
        self.save()


def main():
    """Parse arguments, collect the environment, prebuild, and run every case."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--jobs", type=int, default=8)
    parser.add_argument("--budget", type=float, default=540, help="seconds for the whole lab")
    parser.add_argument("--only", nargs="*", help="run only cases whose family/case contains one of these")
    args = parser.parse_args()
    Path(args.out).mkdir(parents=True, exist_ok=True)
    Path(BUILD).mkdir(parents=True, exist_ok=True)
    lab = Lab(args.out, args.budget)
    cases = build_cases()
    if args.only:
        cases = [c for c in cases if any(s in f"{c['family']}/{c['case']}" for s in args.only)]

    code, output, _ = lab.execute("python3 repro/env_info.py", 120)
    (Path(args.out) / "env.json").write_text(output if code == 0 else json.dumps({"error": output}))
    code, output, _ = lab.execute(f"python3 repro/cases/codes/messages.py {args.out}/messages.json", 60)
    lab.meta["messages"] = {"exit_code": code, "output": output}
    print(output, flush=True)

    # The extension builds only compile (no GPU work), so they overlap the exclusive cases.
    ready = {"ext": threading.Event(), "ext80": threading.Event()}

    def prebuild(key, arg):
        code, output, seconds = lab.execute(f"python3 repro/cases/_lib/torch_ext.py {arg}", 300)
        lab.meta["prebuild"][key] = {"exit_code": code, "output": output[-4000:], "seconds": seconds}
        print(f"prebuild {key}: exit {code} ({seconds} s)", flush=True)
        ready[key].set()

    builders = [threading.Thread(target=prebuild, args=("ext", "")),
                threading.Thread(target=prebuild, args=("ext80", "sm80"))]
    for b in builders:
        b.start()
    for case in [c for c in cases if c["group"] == "exclusive"]:
        lab.run_case(case, ready)  # alone on the GPU: their messages quote memory figures
    parallel = [c for c in cases if c["group"] == "parallel"]
    parallel.sort(key=lambda c: c["needs"] is not None)  # extension cases last: they wait on the build
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        list(pool.map(lambda c: lab.run_case(c, ready), parallel))
    for b in builders:
        b.join()
    lab.save()
    print(f"done: {len(lab.results)} cases", flush=True)


if __name__ == "__main__":
    main()
