/**
 * `run`: the job's output passes through byte for byte, its exit status and signals are its own,
 * signals sent to us reach it, and a failure is diagnosed on stderr.
 */
import { describe, expect, it } from 'vitest';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { loadCliData } from '../../../src/cli/load-data.ts';
import { runCli } from '../../../src/cli/main.ts';
import { exitStatusOf, runJob } from '../../../src/cli/run-job.ts';

const node = process.execPath;

function sink() {
	const chunks: Buffer[] = [];
	const stream = new Writable({
		write(chunk: Buffer, _encoding, callback) {
			chunks.push(Buffer.from(chunk));
			callback();
		},
	});
	return Object.assign(stream, { isTTY: false, text: () => Buffer.concat(chunks).toString('utf8') });
}

function io(interactive = false) {
	return { stdout: sink(), stderr: sink(), env: { ...process.env }, interactive };
}

describe('runJob', { timeout: 30_000 }, () => {
	it('passes the output through unchanged: colours, carriage returns, no final newline', async () => {
		const streams = io();
		const script = `process.stdout.write('\\u001b[32mok\\u001b[0m\\r 10%\\r 20%\\n'); process.stderr.write('warn: x\\n'); process.stdout.write('tail')`;
		const result = await runJob(node, ['-e', script], streams);
		expect(streams.stdout.text()).toBe('\u001b[32mok\u001b[0m\r 10%\r 20%\ntail');
		expect(streams.stderr.text()).toBe('warn: x\n');
		expect(result).toMatchObject({ code: 0, signal: null });
		expect(result.output.split('\n')).toEqual(['\u001b[32mok\u001b[0m', ' 10%', ' 20%', 'warn: x', 'tail']);
	});

	it('keeps the exit status, and tells Python not to buffer', async () => {
		const streams = io();
		const result = await runJob(node, ['-e', 'console.log(process.env.PYTHONUNBUFFERED); process.exit(3)'], streams);
		expect(exitStatusOf(result)).toBe(3);
		expect(streams.stdout.text()).toBe('1\n');
	});

	it('passes SIGTERM on, and reports the job killed by it as a shell would', async () => {
		const streams = io();
		const running = runJob(node, ['-e', 'console.log("ready"); setInterval(() => {}, 1000)'], streams);
		await until(() => streams.stdout.text().includes('ready'));
		process.emit('SIGTERM', 'SIGTERM');
		const result = await running;
		expect(result.signal).toBe('SIGTERM');
		expect(exitStatusOf(result)).toBe(143);
	});

	it('leaves Ctrl-C on a terminal to reach the job by itself', async () => {
		const streams = io(true);
		const script = 'process.on("SIGINT", () => { console.log("interrupted"); process.exit(130) }); console.log("ready"); setTimeout(() => process.exit(0), 600)';
		const running = runJob(node, ['-e', script], streams);
		await until(() => streams.stdout.text().includes('ready'));
		process.emit('SIGINT', 'SIGINT');
		const result = await running;
		expect(streams.stdout.text()).toBe('ready\n');
		expect(result.code).toBe(0);
	});

	it('says when the command does not exist (127, as a shell)', async () => {
		const result = await runJob('/nonexistent/torchrun', [], io());
		expect(result.spawnError?.code).toBe('ENOENT');
		expect(exitStatusOf(result)).toBe(127);
	});
});

describe('cuda-triage run', { timeout: 30_000 }, async () => {
	const data = await loadCliData(fileURLToPath(new URL('../../../', import.meta.url)));
	const cli = async (argv: string[]) => {
		const stdout = sink();
		const stderr = sink();
		const exit = await runCli({ argv, env: {}, stdin: Readable.from([]), stdout, stderr, loadData: () => data, version: '0' });
		return { ...exit, stdout: stdout.text(), stderr: stderr.text() };
	};
	const failing = 'console.log("step 1"); console.error("RuntimeError: CUDA error: an illegal memory access was encountered"); process.exit(1)';

	it('diagnoses a failed job on stderr and exits with its status', async () => {
		const { status, stdout, stderr } = await cli(['run', '--', node, '-e', failing]);
		expect(status).toBe(1);
		expect(stdout).toBe('step 1\n');
		expect(stderr).toMatch(/^RuntimeError: CUDA error: an illegal memory access was encountered\n\ncuda-triage: the job exited with status 1\.\n\nIllegal memory access {2}/);
	});

	it('says in one line that a job failed with nothing a runbook knows', async () => {
		const { status, stderr } = await cli(['run', '--', node, '-e', 'console.error("ValueError: bad shape"); process.exit(2)']);
		expect(status).toBe(2);
		expect(stderr).toBe('ValueError: bad shape\ncuda-triage: the job exited with status 2; nothing in its output matched a runbook.\n');
	});

	it('says nothing of its own when the job succeeds', async () => {
		const { status, stdout, stderr } = await cli(['run', node, '-e', 'console.log("done")']);
		expect({ status, stdout, stderr }).toEqual({ status: 0, stdout: 'done\n', stderr: '' });
	});

	it('gives the diagnosis as JSON with --json', async () => {
		const { stderr } = await cli(['run', '--json', '--', node, '-e', failing]);
		const report = JSON.parse(stderr.split('\n').slice(1).join('\n')) as { status: number; matches: { slug: string }[] };
		expect(report.status).toBe(1);
		expect(report.matches[0].slug).toBe('illegal-memory-access');
	});

	it('says in one line that a command was not found', async () => {
		const { status, stderr } = await cli(['run', '--', 'no-such-command-xyz']);
		expect(status).toBe(127);
		expect(stderr).toBe('cuda-triage: cannot run "no-such-command-xyz": command not found\n');
	});
});

async function until(condition: () => boolean): Promise<void> {
	for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
}
