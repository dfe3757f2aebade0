/**
 * The command line, run as a person would: `node bin/cuda-triage.mjs diagnose` with a paste on
 * stdin, in each output mode, and every usage error.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../../../bin/cuda-triage.mjs', import.meta.url));

/** Runs the CLI with `args` and `input` on stdin. */
function cli(args: string[], input = '') {
	const result = spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', timeout: 60_000 });
	return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const IMA = 'Traceback (most recent call last):\n  File "train.py", line 3, in <module>\n    y = model(x)\nRuntimeError: CUDA error: an illegal memory access was encountered\n';
const OOM = 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.11 GiB of which 1.23 GiB is free.';

// Each run starts Node and reads the runbooks: allow for a busy machine.
describe('cuda-triage diagnose', { timeout: 60_000 }, () => {
	it('prints a summary with the family, why, facts and link', () => {
		const { status, stdout, stderr } = cli(['diagnose'], IMA);
		expect(status).toBe(0);
		expect(stderr).toBe('');
		expect(stdout).toMatch(/^1\. .+ \[illegal-memory-access\] {2}score 0\.\d\d$/m);
		expect(stdout).toContain('why: the paste names `cudaErrorIllegalAddress` (700)');
		expect(stdout).toContain('runbook: /errors/illegal-memory-access/');
	});

	it('prints one JSON object with --json', () => {
		const { status, stdout } = cli(['diagnose', '--json'], OOM);
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

	it('exits 0 with empty matches when nothing matches', () => {
		const { status, stdout } = cli(['diagnose', '--json'], 'hello world');
		expect(status).toBe(0);
		expect(JSON.parse(stdout)).toEqual({ matches: [] });
		expect(cli(['diagnose'], '').stdout).toContain('No runbook matched this paste.');
	});

	it('prints one object per JSON string line with --jsonl, in order', () => {
		const { status, stdout } = cli(['diagnose', '--jsonl'], `${JSON.stringify(OOM)}\n${JSON.stringify('hello')}\n\n${JSON.stringify(IMA)}\n`);
		expect(status).toBe(0);
		const lines = stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as { matches: { slug: string }[] });
		expect(lines.map((line) => line.matches[0]?.slug ?? null)).toEqual(['out-of-memory', null, 'illegal-memory-access']);
	});

	it('names the line of invalid --jsonl input and exits non-zero', () => {
		const bad = cli(['diagnose', '--jsonl'], `${JSON.stringify(OOM)}\n{not json\n`);
		expect(bad.status).not.toBe(0);
		expect(bad.stdout).toBe('');
		expect(bad.stderr).toMatch(/^cuda-triage: line 2: not valid JSON/);
		const notString = cli(['diagnose', '--jsonl'], '42\n');
		expect(notString.status).not.toBe(0);
		expect(notString.stderr).toContain('line 1: expected a JSON string (one paste), got number');
	});

	it('rejects unknown commands and options with a message on stderr', () => {
		for (const args of [[], ['diagnos'], ['diagnose', '--yaml'], ['diagnose', '--json', '--jsonl']]) {
			const { status, stderr, stdout } = cli(args);
			expect(status).toBe(2);
			expect(stdout).toBe('');
			expect(stderr).toMatch(/^cuda-triage: /);
		}
	});

	it('prints help', () => {
		const { status, stdout } = cli(['--help']);
		expect(status).toBe(0);
		expect(stdout).toContain('Usage: cuda-triage diagnose [--json | --jsonl]');
	});
});
