#!/usr/bin/env python3
"""Runs every repro case in its own process on a GPU machine and saves what each printed.

Usage: python3 repro/run.py --out DIR [--jobs 8] [--budget 540] [--only SUBSTRING ...]

Writes DIR/captures.json ({"meta": ..., "cases": {"<family>/<case>": {command, exit_code,
output, ...}}}, rewritten after every case so a cut-off run still leaves what it did),
DIR/env.json (GPU, driver and library versions), DIR/messages.json (CUDA's error-code
table) and DIR/library-statuses.json (the math and communication libraries' statuses). Cases that fill GPU memory run first, one at a time; the rest run in parallel.
repro/unpack.py turns these into test/fixtures/captures/.
"""
import argparse
import concurrent.futures
import importlib.util
import datetime
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lab import BUILD, ROOT, SAFE_ENV  # noqa: E402

# Cases that fill GPU memory run first, in this family order; the rest run in parallel.
EXCLUSIVE_ORDER = ("out-of-memory", "cublas-cudnn")


def build_cases():
    """Return the whole lab's case list: every `cases/<family>/cases.py`'s CASES, in run order."""
    cases = []
    for manifest in sorted((ROOT / "repro" / "cases").glob("*/cases.py")):
        spec = importlib.util.spec_from_file_location(f"cases_{manifest.parent.name}", manifest)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        cases += module.CASES
    rank = {family: i for i, family in enumerate(EXCLUSIVE_ORDER)}
    return sorted(cases, key=lambda c: rank.get(c["family"], len(rank)))


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
    code, output, _ = lab.execute(f"python3 repro/cases/codes/library-statuses.py {args.out}/library-statuses.json", 60)
    lab.meta["library_statuses"] = {"exit_code": code, "output": output}
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
