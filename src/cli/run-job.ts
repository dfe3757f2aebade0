/**
 * `cuda-triage run -- <command>`: runs a job, passes its output through chunk by chunk as it
 * arrives (bytes unchanged: colours, `\r` progress bars), passes signals on, and keeps a bounded
 * window of what it printed for the diagnosis when it fails.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { StringDecoder } from 'node:string_decoder';
import type { Writable } from 'node:stream';
import { LineSplitter } from './line-splitter.ts';
import { LogWindow } from '../lib/diagnosis/log-window.ts';

/** How the job ended. */
export interface JobResult {
	/** Its exit status, or null when a signal ended it. */
	code: number | null;
	/** The signal that ended it, e.g. `SIGKILL`. */
	signal: NodeJS.Signals | null;
	/** What it printed (stdout and stderr), narrowed as `diagnose` narrows a log. */
	output: string;
	/** Set when the job could not be started at all. */
	spawnError?: NodeJS.ErrnoException;
}

/** Where the job's output goes, and what it inherits. */
export interface JobIo {
	stdout: Writable;
	stderr: Writable;
	env: NodeJS.ProcessEnv;
	/** True when Ctrl-C on the terminal already reaches the job (it shares our terminal and process group). */
	interactive: boolean;
}

// Signals a scheduler or a person sends to stop or warn a job (Slurm's --signal sends SIGUSR1). SIGINT from a terminal reaches the job by
// itself (same process group), so it is passed on only when not interactive.
const FORWARDED: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGUSR1', 'SIGUSR2'];

/** Runs `command` with `args` until it exits. */
export function runJob(command: string, args: readonly string[], io: JobIo): Promise<JobResult> {
	const env = { ...io.env };
	// Through a pipe Python buffers stdout in 8 KiB blocks; the job's output would arrive late and
	// out of order with its stderr.
	if (env.PYTHONUNBUFFERED === undefined) env.PYTHONUNBUFFERED = '1';
	const window = new LogWindow();
	return new Promise((resolve) => {
		const child = spawn(command, [...args], { stdio: ['inherit', 'pipe', 'pipe'], env });
		const handlers = new Map<NodeJS.Signals, () => void>();
		for (const signal of FORWARDED) {
			const handler = () => {
				if (signal === 'SIGINT' && io.interactive) return;
				child.kill(signal);
			};
			handlers.set(signal, handler);
			process.on(signal, handler);
		}
		const outputs = [pass(child.stdout, io.stdout, window), pass(child.stderr, io.stderr, window)];
		let spawnError: NodeJS.ErrnoException | undefined;
		child.once('error', (error: NodeJS.ErrnoException) => {
			spawnError = error;
		});
		child.once('close', (code, signal) => {
			for (const [name, handler] of handlers) process.off(name, handler);
			for (const output of outputs) output.end();
			resolve({ code, signal, output: window.text(), ...(spawnError ? { spawnError } : {}) });
		});
	});
}

/** Copies a job's stream to ours as it arrives, and its lines into the window. */
function pass(from: NodeJS.ReadableStream, to: Writable, window: LogWindow): { end(): void } {
	const decoder = new StringDecoder('utf8');
	const splitter = new LineSplitter((lines, block) => window.push(lines, block));
	let open = true;
	// Our reader went away (`| head`): stop copying but keep reading, so the job never blocks.
	to.on('error', () => {
		open = false;
		from.resume();
	});
	from.on('data', (chunk: Buffer) => {
		if (open && !to.write(chunk)) {
			from.pause();
			to.once('drain', () => from.resume());
		}
		splitter.write(decoder.write(chunk));
	});
	return {
		end() {
			splitter.write(decoder.end());
			splitter.end();
		},
	};
}

/** The exit status a shell would give for `result`: the job's code, or 128 + the signal's number. */
export function exitStatusOf(result: JobResult): number {
	if (result.spawnError) return result.spawnError.code === 'ENOENT' ? 127 : 126;
	if (result.code !== null) return result.code;
	const number = result.signal ? constants.signals[result.signal] : undefined;
	return 128 + (number ?? 0);
}
