/**
 * Starts the command line as a process: wires `runCli` to the real streams and turns how it ended
 * into an exit status. A reader that went away (`| head`) ends it quietly; any other failure is one
 * line on stderr, never a stack trace.
 */
import type { CliData } from './data.ts';
import { runCli } from './main.ts';
import { describeFailure, isClosedPipe } from './output.ts';

/** Runs the command line for this process. */
export function start(loadData: () => CliData | Promise<CliData>, version: string): void {
	// Write errors reach the code that wrote (see writeText); without a listener they would also crash.
	process.stdout.on('error', () => {});
	process.stderr.on('error', () => {});
	runCli({ argv: process.argv.slice(2), env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, loadData, version }).then(
		(exit) => {
			process.exitCode = exit.status;
			if (exit.signal) endLike(exit.signal, exit.status);
		},
		(error: unknown) => {
			if (isClosedPipe(error)) return;
			try {
				process.stderr.write(`cuda-triage: ${describeFailure(error)}\n`);
			} catch {
				// stderr is gone too: the exit status is all that is left to say it.
			}
			process.exitCode = 1;
		},
	);
}

/** Ends this process by the signal that ended the job, so that a shell or Slurm sees the same. */
function endLike(signal: NodeJS.Signals, status: number): void {
	process.kill(process.pid, signal);
	// Signals Node handles itself (SIGUSR1 starts its inspector) do not end it: exit as a shell would.
	setTimeout(() => process.exit(status), 200).unref();
}
