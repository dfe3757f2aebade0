/**
 * `--help` for the command line and each of its commands.
 */
import type { CommandName } from './args.ts';

const COMMON = `  --site URL      make links absolute under the site's address (or set CUDA_TRIAGE_SITE),
                  e.g. https://kb.example.internal/
  --no-color      no colour even on a terminal (NO_COLOR does the same); --color forces it
  -h, --help      show this help`;

const OVERVIEW = `Usage: cuda-triage <command> [options]

Names the runbook for a CUDA / PyTorch GPU error, offline, in the terminal.

Commands:
  diagnose [FILE...]       diagnose a pasted error or a whole log (files or stdin)
  explain <code>           explain a CUDA code, a library status or an Xid
  run -- <command...>      run a job; if it fails, diagnose what it printed

Run "cuda-triage <command> --help" for a command's options.
  --version       print the version

Exit status: 0 on success, 1 when something failed (an unknown code for explain), 2 for a usage
error; run exits with the job's own status.
`;

const DIAGNOSE = `Usage: cuda-triage diagnose [FILE...] [--json | --jsonl] [options]

Reads a pasted error, a traceback or a whole log (any size: it is read as a stream and only the
regions around error lines are kept) from the FILEs, one after another, or from stdin when there
are none (or FILE is -), and names the runbook for it: what happened, the likeliest cause, the
facts read from the log, the first check's commands and the links.

  --json          print one JSON object: {"matches": [{slug, title, url, score, why, facts, ...}]}
  --jsonl         read one JSON string (one paste) per line; print one such object per line
${COMMON}

Exit status 0 whether or not anything matched.

Examples:
  python train.py 2>&1 | cuda-triage diagnose
  cuda-triage diagnose slurm-123456.out
  cuda-triage diagnose --json < traceback.txt
`;

const EXPLAIN = `Usage: cuda-triage explain <code> [--legacy] [--json] [options]

Explains an error code: its name, number and message, whether it is sticky, what it means, and
which runbook and check to read.

  <code>          a CUDA runtime or driver code by number (700), enum name
                  (cudaErrorIllegalAddress, CUDA_ERROR_ILLEGAL_ADDRESS) or message;
                  a library status by name (CUBLAS_STATUS_EXECUTION_FAILED, ncclSystemError,
                  CUDNN_STATUS_..., CUFFT_..., CUSOLVER_STATUS_..., NVRTC_ERROR_...) or as
                  "<library> <number>" (cublas 13); an Xid as "xid <number>" (xid 79)
  --legacy        read the number as CUDA 10.0 and older printed it (77 was 700's old number)
  --json          print what was found as JSON
${COMMON}

Exit status 1 when nothing matches (the nearest known codes are printed on stderr).

Examples:
  cuda-triage explain 700
  cuda-triage explain CUBLAS_STATUS_EXECUTION_FAILED
  cuda-triage explain xid 79
  cuda-triage explain --legacy 77
`;

const RUN = `Usage: cuda-triage run [options] [--] <command> [args...]

Runs a job and passes its output through as it comes (colours and progress bars included).
Signals (Ctrl-C, SIGTERM from Slurm) are passed on to it. If it exits non-zero or is killed, the
diagnosis of what it printed goes to stderr. The exit status is the job's own.

The job's output reaches the terminal through a pipe; Python would then buffer its stdout, so the
job gets PYTHONUNBUFFERED=1 unless PYTHONUNBUFFERED is already set.

  --json          print the diagnosis as one JSON object (on stderr)
${COMMON}

Examples:
  cuda-triage run -- python train.py --lr 3e-4
  cuda-triage run -- torchrun --nproc-per-node 8 train.py
  srun --gpus 8 cuda-triage run -- python train.py
`;

/** The help text for a command, or the overview. */
export function helpText(topic?: CommandName): string {
	if (topic === 'diagnose') return DIAGNOSE;
	if (topic === 'explain') return EXPLAIN;
	if (topic === 'run') return RUN;
	return OVERVIEW;
}
