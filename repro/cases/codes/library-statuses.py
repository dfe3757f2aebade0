"""Dumps every status of the CUDA math and communication libraries as the installed headers define it.

For cuBLAS, cuDNN, cuFFT, cuSOLVER, cuSPARSE, cuRAND, NCCL and NVRTC: finds the header that
declares the status enum, reads each enumerator's name, value and trailing comment, and asks the
library itself for its message where it has a function for that (cublasGetStatusString,
cudnnGetErrorString, cusparseGetErrorString, ncclGetErrorString, nvrtcGetErrorString). Writes
{provenance, libraries: {<lib>: {header, version, statuses: [{name, number, comment, message}]}}}.
Usage: python3 repro/cases/codes/library-statuses.py OUT.json [HEADERS.tar]
"""
import ctypes
import datetime
import glob
import json
import os
import platform
import re
import subprocess
import sys
import tarfile

SITE = [p for p in sys.path if p.endswith("site-packages")]

# library -> (header file name, enum type name, library .so glob, string function or None)
LIBRARIES = {
    "cublas": ("cublas_api.h", "cublasStatus_t", "libcublas.so*", "cublasGetStatusString"),
    "cudnn": ("cudnn_graph.h", "cudnnStatus_t", "libcudnn_graph.so*", "cudnnGetErrorString"),
    "cufft": ("cufft.h", "cufftResult", "libcufft.so*", None),
    "cusolver": ("cusolver_common.h", "cusolverStatus_t", "libcusolver.so*", None),
    "cusparse": ("cusparse.h", "cusparseStatus_t", "libcusparse.so*", "cusparseGetErrorString"),
    "curand": ("curand.h", "curandStatus_t", "libcurand.so*", None),
    "nccl": ("nccl.h", "ncclResult_t", "libnccl.so*", "ncclGetErrorString"),
    "nvrtc": ("nvrtc.h", "nvrtcResult", "libnvrtc.so*", "nvrtcGetErrorString"),
}

SEARCH_ROOTS = ["/usr/local/cuda/include", "/usr/local/cuda/targets/x86_64-linux/include", "/usr/include"]
LIB_ROOTS = ["/usr/local/cuda/lib64", "/usr/local/cuda/targets/x86_64-linux/lib", "/usr/lib/x86_64-linux-gnu"]


def find(name, roots, patterns, wheels_first=False):
    """First file called `name` under the given roots or the pip wheels' nvidia/*/ folders."""
    candidates = []
    for root in roots:
        candidates += glob.glob(os.path.join(root, name))
    for site in SITE:
        for pattern in patterns:
            candidates += glob.glob(os.path.join(site, pattern, name))
    candidates = [c for c in candidates if os.path.isfile(c) and not c.endswith(".a")]
    order = (lambda c: ("site-packages" not in c, len(c))) if wheels_first else (lambda c: ("site-packages" in c, len(c)))
    return sorted(candidates, key=order)[0] if candidates else None


def enumerators(body):
    """Yield (name, value expression, comment) for each enumerator of an enum body.

    Comments are set aside first; one that follows a comma on the same line belongs to the
    enumerator before it, one inside an enumerator's own text belongs to that enumerator.
    """
    comments = []

    def keep(match):
        comments.append(match.group(0).strip("/* \t").strip())
        return f" \x00{len(comments) - 1}\x00 "

    text = re.sub(r"//[^\n]*|/\*.*?\*/", keep, body, flags=re.S)
    pieces = text.split(",")
    parsed = []
    for piece in pieces:
        markers = [(m.start(), int(m.group(1))) for m in re.finditer(r"\x00(\d+)\x00", piece)]
        code = re.sub(r"\x00\d+\x00", " ", piece)
        leading = [index for start, index in markers if "\n" in piece[start:] and not code[:start].strip()]
        if parsed and leading:
            # "X = 1,  // about X" : the comment before the line break belongs to X.
            first_break = piece.find("\n")
            for start, index in markers:
                if first_break < 0 or start < first_break:
                    parsed[-1][2].append(comments[index])
        # A comment counts for this enumerator only on a line that also holds its code; a comment
        # alone on its line is a section heading ("/* Uncategorized errors */").
        own = []
        for start, index in markers:
            line_start = piece.rfind("\n", 0, start) + 1
            line_end = piece.find("\n", start)
            line = re.sub(r"\x00\d+\x00", " ", piece[line_start:line_end if line_end >= 0 else len(piece)])
            before_break = piece.find("\n") < 0 or start < piece.find("\n")
            if line.strip() and not (parsed and leading and before_break):
                own.append(comments[index])
        match = re.match(r"^\s*([A-Za-z_]\w*)(?:\s+[A-Z][A-Z0-9_]*)?\s*(?:=\s*(.+?))?\s*$", code, re.S)
        if match:
            parsed.append([match.group(1), re.sub(r"\s+", " ", match.group(2) or ""), own])
    for name, expression, notes in parsed:
        yield name, expression, "; ".join(n for n in notes if n)


def parse_enum(text, type_name):
    """Enumerators of the enum whose typedef name is `type_name`, with values resolved."""
    match = re.search(r"typedef\s+enum\s*\w*\s*\{([^{}]*)\}\s*" + re.escape(type_name) + r"\s*;", text, re.S)
    if not match:
        # "enum curandStatus { ... }; ... typedef enum curandStatus curandStatus_t;"
        tag = re.search(r"typedef\s+enum\s+(\w+)\s+" + re.escape(type_name) + r"\s*;", text)
        if tag:
            match = re.search(r"enum\s+" + re.escape(tag.group(1)) + r"\s*\{([^{}]*)\}", text, re.S)
    if not match:
        return []
    rows, last, known = [], -1, {}
    for name, expression, comment in enumerators(match.group(1)):
        if expression:
            value = expression
            for known_name, known_value in sorted(known.items(), key=lambda kv: -len(kv[0])):
                value = re.sub(r"\b" + known_name + r"\b", str(known_value), value)
            value = re.sub(r"\(\s*\w+_t\s*\)", "", value)  # casts such as (cudnnStatus_t)
            try:
                number = int(eval(value, {"__builtins__": {}}))  # the headers' own integer literals
            except Exception:
                continue
        else:
            number = last + 1
        known[name] = number
        last = number
        rows.append({"name": name, "number": number, "comment": comment or None})
    return rows


def version_of(lib, text):
    """The version macros a header declares, e.g. CUBLAS_VER_MAJOR."""
    found = dict(re.findall(r"#define\s+(\w*(?:VER|VERSION)\w*)\s+(\d+)\b", text))
    return {k: int(v) for k, v in list(found.items())[:8]}


def message_function(so_path, function):
    """A ctypes function `const char* f(int)` from the library, or None."""
    if not so_path or not function:
        return None
    try:
        lib = ctypes.CDLL(so_path)
        f = getattr(lib, function)
        f.restype = ctypes.c_char_p
        f.argtypes = [ctypes.c_int]
        return f
    except OSError as e:
        print(f"cannot load {so_path}: {e}", file=sys.stderr)
        return None
    except AttributeError:
        return None


def main():
    out = sys.argv[1]
    tar_path = sys.argv[2] if len(sys.argv) > 2 else None
    result = {}
    headers = []
    for lib, (header_name, type_name, so_glob, function) in LIBRARIES.items():
        # cuDNN and NCCL come with PyTorch's wheels; a system copy may be another release. Header
        # and library are taken from the same place, the wheels first, as PyTorch loads them.
        wheels = lib in ("cudnn", "nccl")
        header = find(header_name, SEARCH_ROOTS, ["nvidia/*/include", "nvidia/*/*/include"], wheels)
        so = find(so_glob, LIB_ROOTS, ["nvidia/*/lib", "nvidia/*/*/lib"], wheels)
        if not header:
            result[lib] = {"error": f"{header_name} not found"}
            continue
        headers.append(header)
        text = open(header, encoding="utf-8", errors="replace").read()
        statuses = parse_enum(text, type_name)
        if not statuses:
            # Releases move enums between headers (cuDNN 9 split cudnn.h): look beside it.
            for other in sorted(glob.glob(os.path.join(os.path.dirname(header), "*.h"))):
                other_text = open(other, encoding="utf-8", errors="replace").read()
                statuses = parse_enum(other_text, type_name)
                if statuses:
                    header, text = other, other_text
                    headers.append(other)
                    break
        get_message = message_function(so, function)
        for row in statuses:
            row["message"] = get_message(row["number"]).decode() if get_message else None
        result[lib] = {"header": header, "library": os.path.realpath(so) if so else None,
                       "messageFunction": function if get_message else None,
                       "versionMacros": version_of(lib, text), "statuses": statuses}
        print(f"{lib}: {len(statuses)} statuses from {header}; messages: {bool(get_message)}")
    smi = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version", "--format=csv,noheader"],
                         capture_output=True, text=True).stdout.strip()
    table = {
        "provenance": {
            "generator": "repro/cases/codes/library-statuses.py",
            "gpu_and_driver": smi,
            "host": platform.node(),
            "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d"),
        },
        "libraries": result,
    }
    with open(out, "w") as f:
        json.dump(table, f, indent=1)
        f.write("\n")
    if tar_path:
        with tarfile.open(tar_path, "w:gz") as tar:
            for header in headers:
                tar.add(header, arcname=os.path.basename(header))


if __name__ == "__main__":
    main()
