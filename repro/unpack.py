#!/usr/bin/env python3
"""Turns a device run's captures.json (with env.json and messages.json beside it) into fixtures.

Usage: python3 repro/unpack.py DIR/captures.json [--dest test/fixtures/captures]

Writes <dest>/<family>/<case>.txt for every case (a "#@ " provenance header, then the
output verbatim), <dest>/env.json, <dest>/codes/messages.json and <dest>/codes/library-statuses.json.
"""
import argparse
import json
import re
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Which library versions a case's header names, by what its source file mentions.
LIBRARY_MARKERS = [("cupy", "cupy"), ("jax", "jax"), ("triton", "triton"), ("numba", "numba"),
                   ("torch.compile", "triton")]


def read_libraries(case):
    """Return the extra libraries (beyond torch) a case uses, judged from its source and command."""
    source = ROOT / case["source"]
    text = source.read_text(errors="replace") if source.exists() else ""
    text += case["command"]
    found = []
    for marker, name in LIBRARY_MARKERS:
        if re.search(rf"\b{re.escape(marker)}\b", text) and name not in found:
            found.append(name)
    return found


def format_versions(env, case):
    """Build the header's driver/toolkit/library line for one case."""
    smi = env.get("nvidia_smi_query", "")
    driver = smi.split(",")[1].strip() if smi.count(",") >= 1 else "unknown"
    versions = env.get("versions", {})
    parts = [f"driver: {driver}", f"cuda-runtime: {env.get('torch_cuda', 'unknown')}",
             f"torch: {versions.get('torch')}"]
    for name in read_libraries(case):
        if versions.get(name):
            parts.append(f"{name}: {versions[name]}")
    if "nvcc" in case["command"] or case["source"].endswith((".cu", ".sh")):
        match = re.search(r"release ([\d.]+), (V[\d.]+)", env.get("nvcc", ""))
        if match:
            parts.append(f"nvcc: {match.group(1)} ({match.group(2)})")
    if "compute-sanitizer" in case["command"]:
        match = re.search(r"Version ([\d.]+)", env.get("compute_sanitizer", ""))
        if match:
            parts.append(f"compute-sanitizer: {match.group(1)}")
    return "  ".join(parts)


def render_fixture(case, env):
    """Return one fixture file's text: provenance header, separator, verbatim output."""
    header = [
        f"#@ case: {case['source']}",
        f"#@ command: {case['command']}",
        f"#@ exit-code: {case['exit_code']}",
        f"#@ gpu: {env.get('device_name', 'unknown')} ({env.get('capability', 'unknown')})",
        f"#@ {format_versions(env, case)}",
        f"#@ date: {case.get('date', 'unknown')}",
        "#@ ---",
    ]
    return "\n".join(header) + "\n" + case["output"]


def main():
    """Write every fixture from the captures file named on the command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("captures")
    parser.add_argument("--dest", default=str(ROOT / "test/fixtures/captures"))
    parser.add_argument("--only", nargs="*", help="unpack only cases whose family/case contains one of these")
    args = parser.parse_args()
    captures_path = Path(args.captures)
    captures = json.loads(captures_path.read_text())
    env = json.loads((captures_path.parent / "env.json").read_text())
    dest = Path(args.dest)
    written = 0
    for case in captures["cases"].values():
        key = f"{case['family']}/{case['case']}"
        if args.only and not any(s in key for s in args.only):
            continue
        if str(case["exit_code"]).startswith("not run"):
            print(f"skipped (never ran): {case['family']}/{case['case']}")
            continue
        path = dest / case["family"] / f"{case['case']}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(render_fixture(case, env))
        written += 1
    (dest / "env.json").write_text(json.dumps(env, indent=1) + "\n")
    for table in ("messages.json", "library-statuses.json"):
        source = captures_path.parent / table
        if source.exists():
            (dest / "codes").mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, dest / "codes" / table)
    print(f"wrote {written} fixtures under {dest}")


if __name__ == "__main__":
    main()
