/**
 * The command line as a person or a script meets it: `diagnose` on stdin and on files in each
 * output mode (the JSON shapes fixed by CONTRACT.md), `explain`, help, and every usage error.
 * Run in-process through `runCli` with the real data; one test starts `bin/cuda-triage.mjs` itself,
 * as `npx cuda-triage` does in a clone.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { loadCliData } from '../../../src/cli/load-data.ts';
import { runCli } from '../../../src/cli/main.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const data = await loadCliData(root);

/** A stream that collects what is written to it; a terminal when `tty` is set. */
function sink(tty = false) {
	const chunks: string[] = [];
	const stream = new Writable({
		write(chunk, _encoding, callback) {
			chunks.push(String(chunk));
			callback();
		},
	});
	return Object.assign(stream, { isTTY: tty, columns: tty ? 100 : undefined, text: () => chunks.join('') });
}

/** Runs the CLI with `args`, `input` on stdin and `env`. */
async function cli(args: string[], input = '', env: Record<string, string> = {}, tty = false) {
	const stdout = sink(tty);
	const stderr = sink();
	const exit = await runCli({ argv: args, env, stdin: Readable.from([input]), stdout, stderr, loadData: () => data, version: '9.9.9' });
	return { status: exit.status, stdout: stdout.text(), stderr: stderr.text() };
}

const IMA = 'Traceback (most recent call last):\n  File "train.py", line 3, in <module>\n    y = model(x)\nRuntimeError: CUDA error: an illegal memory access was encountered\n';
const OOM = 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.11 GiB of which 1.23 GiB is free.';
const ANSI = /\u001b\[/;

describe('cuda-triage diagnose', () => {
	it('leads with the verdict, then the facts, the first check and the links', async () => {
		const { status, stdout, stderr } = await cli(['diagnose'], OOM);
		expect(status).toBe(0);
		expect(stderr).toBe('');
		expect(stdout).toMatch(/^CUDA out of memory {2}strong \(0\.\d\d\)\n {2}What happened: /);
		const order = ['What happened:', 'Likeliest cause:', 'Verdict:', 'Why:', 'What the paste says', '  requested  2.00 GiB', 'First check:', 'Links', '/errors/out-of-memory/'];
		const positions = order.map((text) => stdout.indexOf(text));
		expect(positions.every((position) => position >= 0)).toBe(true);
		expect(positions).toEqual([...positions].sort((a, b) => a - b));
		expect(stdout).not.toMatch(ANSI);
	});

	it("prints the check for the verdict the message's numbers give", async () => {
		const fragmented = 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.00 GiB. GPU 0 has a total capacity of 79.19 GiB of which 512.00 MiB is free. Including non-PyTorch memory, this process has 78.67 GiB memory in use. Of the allocated memory 60.10 GiB is allocated by PyTorch, and 17.90 GiB is reserved by PyTorch but unallocated.';
		const { stdout } = await cli(['diagnose'], fragmented);
		expect(stdout).toContain('First check: Turn on expandable segments against fragmentation\n    PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True python train.py\n');
		expect(stdout).toMatch(/ {2}check +\/errors\/out-of-memory\/#check-expandable-segments\n/);
	});

	it('prints the first check of the cause as the runbook shows it', async () => {
		const { stdout } = await cli(['diagnose'], IMA);
		expect(stdout).toContain('First check: Rerun with CUDA_LAUNCH_BLOCKING=1 to find the kernel\n    CUDA_LAUNCH_BLOCKING=1 TORCH_SHOW_CPP_STACKTRACES=1 python train.py\n');
		expect(stdout).toMatch(/ {2}check +\/errors\/illegal-memory-access\/#check-rerun-with-launch-blocking\n/);
		expect(stdout).toMatch(/cudaErrorIllegalAddress \(700\) +\/codes\/cuda\/700\//);
	});

	it('makes links absolute under --site or CUDA_TRIAGE_SITE', async () => {
		const flag = await cli(['diagnose', '--site', 'https://kb.example.internal/kb'], IMA);
		expect(flag.stdout).toContain('https://kb.example.internal/kb/errors/illegal-memory-access/');
		const env = await cli(['diagnose'], IMA, { CUDA_TRIAGE_SITE: 'https://kb.example.internal/' });
		expect(env.stdout).toContain('https://kb.example.internal/codes/cuda/700/');
	});

	it('colours a terminal, and not with NO_COLOR or --no-color', async () => {
		expect((await cli(['diagnose'], IMA, {}, true)).stdout).toMatch(ANSI);
		expect((await cli(['diagnose'], IMA, { NO_COLOR: '1' }, true)).stdout).not.toMatch(ANSI);
		expect((await cli(['diagnose', '--no-color'], IMA, {}, true)).stdout).not.toMatch(ANSI);
		expect((await cli(['diagnose', '--color'], IMA)).stdout).toMatch(ANSI);
	});

	it('prints one JSON object with --json', async () => {
		const { status, stdout } = await cli(['diagnose', '--json'], OOM);
		expect(status).toBe(0);
		const parsed = JSON.parse(stdout) as { matches: { slug: string; title: string; url: string; score: number; why: string; facts: Record<string, unknown> }[] };
		expect(Object.keys(parsed)).toEqual(['matches']);
		const [first] = parsed.matches;
		expect(first).toMatchObject({ slug: 'out-of-memory', url: '/errors/out-of-memory/' });
		expect(typeof first.title).toBe('string');
		expect(first.score).toBeGreaterThan(0.5);
		expect(first.score).toBeLessThanOrEqual(1);
		expect(first.why).toMatch(/^the paste /);
		expect(first.facts).toMatchObject({ requestedBytes: 2 * 1024 ** 3, totalBytes: Math.round(79.11 * 1024 ** 3) });
	});

	it('exits 0 with empty matches when nothing matches', async () => {
		const { status, stdout } = await cli(['diagnose', '--json'], 'hello world');
		expect(status).toBe(0);
		expect(JSON.parse(stdout)).toEqual({ matches: [] });
		expect((await cli(['diagnose'], '')).stdout).toContain('No runbook matched.');
	});

	it('says how much of a long log it read, and only then', async () => {
		const log = `${'step 1 loss 0.5 lr 3e-4\n'.repeat(100_000)}${IMA}`;
		const long = await cli(['diagnose'], log);
		const read = /Read ([\d,]+) of 100,004 lines: the end of the log and the lines around its first and last errors\.\n$/.exec(long.stdout);
		expect(read).not.toBeNull();
		expect(Number(read![1].replaceAll(',', ''))).toBeLessThan(2000);
		const json = JSON.parse((await cli(['diagnose', '--json'], log)).stdout) as { matches: { slug: string }[]; examined: { lines: number; ofLines: number } };
		expect(json.matches[0].slug).toBe('illegal-memory-access');
		expect(json.examined.ofLines).toBe(100_004);
		expect((await cli(['diagnose'], IMA)).stdout).not.toContain('Read ');
		expect(JSON.parse((await cli(['diagnose', '--json'], IMA)).stdout)).not.toHaveProperty('examined');
	});

	it('reads files one after another, and stdin for -', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'cuda-triage-'));
		writeFileSync(join(dir, 'rank0.log'), 'step 1 loss 0.5\n');
		writeFileSync(join(dir, 'rank1.log'), IMA);
		const files = await cli(['diagnose', '--json', join(dir, 'rank0.log'), join(dir, 'rank1.log')]);
		expect(JSON.parse(files.stdout).matches[0].slug).toBe('illegal-memory-access');
		const dash = await cli(['diagnose', '--json', join(dir, 'rank0.log'), '-'], OOM);
		expect(JSON.parse(dash.stdout).matches[0].slug).toBe('out-of-memory');
	});

	it('names a file it cannot read and exits 2', async () => {
		const { status, stdout, stderr } = await cli(['diagnose', '/nonexistent/train.log']);
		expect(status).toBe(2);
		expect(stdout).toBe('');
		expect(stderr).toBe('cuda-triage: /nonexistent/train.log: no such file\n');
	});

	it('prints one object per JSON string line with --jsonl, in order', async () => {
		const { status, stdout } = await cli(['diagnose', '--jsonl'], `${JSON.stringify(OOM)}\n${JSON.stringify('hello')}\n\n${JSON.stringify(IMA)}\n`);
		expect(status).toBe(0);
		const lines = stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as { matches: { slug: string }[] });
		expect(lines.map((line) => line.matches[0]?.slug ?? null)).toEqual(['out-of-memory', null, 'illegal-memory-access']);
	});

	it('names the line of invalid --jsonl input and exits 2 without partial output', async () => {
		const bad = await cli(['diagnose', '--jsonl'], `${JSON.stringify(OOM)}\n{not json\n`);
		expect(bad.status).toBe(2);
		expect(bad.stdout).toBe('');
		expect(bad.stderr).toMatch(/^cuda-triage: line 2: not valid JSON/);
		const notString = await cli(['diagnose', '--jsonl'], '42\n');
		expect(notString.status).toBe(2);
		expect(notString.stderr).toContain('line 1: expected a JSON string (one paste), got number');
	});
});

describe('cuda-triage explain', () => {
	it('explains a code with its runbook, check and page', async () => {
		const { status, stdout } = await cli(['explain', '700']);
		expect(status).toBe(0);
		expect(stdout).toMatch(/^cudaErrorIllegalAddress \(700\) {2}CUDA runtime \(cudaError_t\)\n {2}message +an illegal memory access was encountered\n {2}sticky +yes/);
		expect(stdout).toContain('/errors/illegal-memory-access/#check-rerun-with-launch-blocking');
		expect(stdout).toContain('/codes/cuda/700/');
	});

	it('prints what it found as JSON with --json', async () => {
		const { stdout } = await cli(['explain', '--json', 'xid', '79']);
		const parsed = JSON.parse(stdout) as { matches: { kind: string; number: number; runbook: { slug: string }; url: string }[] };
		expect(parsed.matches).toHaveLength(1);
		expect(parsed.matches[0]).toMatchObject({ kind: 'xid', number: 79, runbook: { slug: 'device-unavailable' }, url: '/codes/xid/79/' });
	});

	it('exits 1 for an unknown code, with the nearest known ones on stderr', async () => {
		const { status, stdout, stderr } = await cli(['explain', 'cudaErrorIlegalAddress']);
		expect(status).toBe(1);
		expect(stdout).toBe('');
		expect(stderr).toBe('cuda-triage: no CUDA code, library status or Xid matches "cudaErrorIlegalAddress"\nNearest known: cudaErrorIllegalAddress, CUDA_ERROR_ILLEGAL_ADDRESS, cudaErrorIllegalState, cudaErrorMisalignedAddress\n');
	});
});

describe('usage', () => {
	it.each([[[]], [['diagnos']], [['diagnose', '--yaml']], [['diagnose', '--json', '--jsonl']], [['explain']], [['run']], [['diagnose', '--site', 'not a url']], [['diagnose', '--site']]])(
		'rejects %j with a message on stderr and exit status 2',
		async (args) => {
			const { status, stderr, stdout } = await cli(args);
			expect(status).toBe(2);
			expect(stdout).toBe('');
			expect(stderr).toMatch(/^cuda-triage: [^\n]+\nRun "cuda-triage --help" for usage\.\n$/);
		},
	);

	it('rejects a bad CUDA_TRIAGE_SITE by name', async () => {
		const { status, stderr } = await cli(['diagnose'], '', { CUDA_TRIAGE_SITE: 'kb' });
		expect(status).toBe(2);
		expect(stderr).toMatch(/^cuda-triage: CUDA_TRIAGE_SITE: expects the site's address/);
	});

	it('prints help for the program and for each command', async () => {
		expect((await cli(['--help'])).stdout).toContain('Usage: cuda-triage <command> [options]');
		expect((await cli(['help', 'explain'])).stdout).toContain('Usage: cuda-triage explain <code>');
		expect((await cli(['diagnose', '--help'])).stdout).toContain('Usage: cuda-triage diagnose [FILE...] [--json | --jsonl]');
		expect((await cli(['run', '--help'])).stdout).toContain('Usage: cuda-triage run [options] [--] <command> [args...]');
		expect((await cli(['--version'])).stdout).toBe('9.9.9\n');
	});
});

describe('bin/cuda-triage.mjs', () => {
	it('runs from the sources in a clone, as npx cuda-triage does', { timeout: 60_000 }, () => {
		const bin = join(root, 'bin/cuda-triage.mjs');
		const result = spawnSync(process.execPath, [bin, 'diagnose', '--json'], { input: IMA, encoding: 'utf8', timeout: 60_000 });
		expect(result.stderr).toBe('');
		expect(result.status).toBe(0);
		expect(JSON.parse(result.stdout).matches[0].slug).toBe('illegal-memory-access');
	});
});
