/**
 * The standalone package as a cluster user gets it: built, packed with `npm pack`, installed
 * offline from the tarball into a fresh prefix, and run under the machine's own Node (not the
 * Node 24 that npm scripts bring), through its `#!/usr/bin/env node` line: `diagnose` on a file
 * and on stdin, `explain` for each kind of code, `run` around jobs that fail and succeed, and the
 * JSON shapes CONTRACT.md fixes, byte for byte the same as the sources give.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { buildCli } from '../../scripts/cli/build-cli.ts';
import { findSystemNode, systemPath } from '../../scripts/cli/system-node.ts';
import { loadCliData } from '../../src/cli/load-data.ts';
import { runCli } from '../../src/cli/main.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'cuda-triage-package-'));
const prefix = join(work, 'prefix');
const systemNode = findSystemNode();
// What the installed command sees: the machine's own Node first, none of the project's tools.
const PATH = systemPath(systemNode);
const env = { PATH, HOME: work, LANG: 'C.UTF-8' };
let bin = '';
let tarball = '';

function installed(args: string[], input = '') {
	const result = spawnSync(bin, args, { input, encoding: 'utf8', env, timeout: 60_000, maxBuffer: 64 * 1024 * 1024 });
	return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** What the sources print for the same arguments, through `runCli`. */
async function fromSources(args: string[], input: string) {
	const chunks: string[] = [];
	const stdout = Object.assign(new Writable({ write: (chunk, _e, callback) => (chunks.push(String(chunk)), callback()) }), { isTTY: false });
	const data = await loadCliData(root);
	await runCli({ argv: args, env: {}, stdin: Readable.from([input]), stdout, stderr: stdout, loadData: () => data, version: '0' });
	return chunks.join('');
}

const IMA = 'Traceback (most recent call last):\n  File "train.py", line 3, in <module>\n    y = model(x)\nRuntimeError: CUDA error: an illegal memory access was encountered\n';
const OOM = 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.11 GiB of which 1.23 GiB is free.';

beforeAll(async () => {
	const built = await buildCli(root, join(work, 'package'));
	const packed = JSON.parse(execFileSync('npm', ['pack', built.packageDir, '--pack-destination', work, '--json'], { cwd: work, encoding: 'utf8' })) as { filename: string }[];
	tarball = join(work, packed[0].filename);
	execFileSync('npm', ['install', '--global', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', tarball], { cwd: work, encoding: 'utf8' });
	bin = join(prefix, 'bin', 'cuda-triage');
}, 120_000);

describe(`the packed CLI under ${systemNode}`, { timeout: 60_000 }, () => {
	it('runs under the machine\'s Node, from a tarball under 1 MB with no dependencies', () => {
		expect(installed(['--version']).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
		expect(execFileSync('node', ['-p', 'process.version'], { env, encoding: 'utf8' }).trim()).toBe(execFileSync(systemNode, ['-p', 'process.version'], { encoding: 'utf8' }).trim());
		expect(statSync(tarball).size).toBeLessThan(1024 * 1024);
		const file = readFileSync(join(prefix, 'lib/node_modules/cuda-triage/cuda-triage.mjs'), 'utf8');
		// esbuild writes imports as `import{x}from"node:fs"`: every one must be a Node built-in.
		const imports = [...file.matchAll(/\bimport(?:\{[^}]*\}|\*as \w+| \w+)from"([^"]+)"|\bimport\("([^"]+)"\)|\brequire\("([^"]+)"\)/g)].map((m) => m[1] ?? m[2] ?? m[3]);
		expect(imports.length).toBeGreaterThan(3);
		expect(imports.filter((name) => !name.startsWith('node:'))).toEqual([]);
	});

	it('diagnoses a file and stdin', () => {
		const file = join(work, 'crash.log');
		writeFileSync(file, IMA);
		const fromFile = installed(['diagnose', file]);
		expect(fromFile.status).toBe(0);
		expect(fromFile.stdout).toMatch(/^Illegal memory access {2}strong/);
		expect(fromFile.stdout).toContain('    CUDA_LAUNCH_BLOCKING=1 TORCH_SHOW_CPP_STACKTRACES=1 python train.py\n');
		const fromStdin = installed(['diagnose', '--json'], OOM);
		expect(JSON.parse(fromStdin.stdout).matches[0]).toMatchObject({ slug: 'out-of-memory', url: '/errors/out-of-memory/' });
	});

	it('prints --json and --jsonl exactly as the sources do', async () => {
		expect(installed(['diagnose', '--json'], IMA).stdout).toBe(await fromSources(['diagnose', '--json'], IMA));
		const jsonl = [OOM, 'hello', IMA].map((paste) => JSON.stringify(paste)).join('\n');
		expect(installed(['diagnose', '--jsonl'], jsonl).stdout).toBe(await fromSources(['diagnose', '--jsonl'], jsonl));
	});

	it.each([
		[['700'], /^cudaErrorIllegalAddress \(700\) {2}CUDA runtime/],
		[['cudaErrorIllegalAddress'], /^cudaErrorIllegalAddress \(700\)/],
		[['CUBLAS_STATUS_EXECUTION_FAILED'], /^CUBLAS_STATUS_EXECUTION_FAILED \(13\) {2}cuBLAS/],
		[['xid', '79'], /^Xid 79: GPU has fallen off the bus/],
		[['--legacy', '77'], /^Before CUDA 10\.1, 77 was cudaErrorIllegalAddress; it is 700 since\./],
	])('explains %j', (args, heading) => {
		const { status, stdout } = installed(['explain', ...args]);
		expect(status).toBe(0);
		expect(stdout).toMatch(heading);
	});

	it('runs a job that fails with a CUDA error and one that succeeds, keeping their exit statuses', () => {
		const failing = join(work, 'fail.js');
		writeFileSync(failing, 'console.log("epoch 1"); console.error("RuntimeError: CUDA error: device-side assert triggered"); process.exit(7);\n');
		const failed = installed(['run', '--', 'node', failing]);
		expect(failed.status).toBe(7);
		expect(failed.stdout).toBe('epoch 1\n');
		expect(failed.stderr).toContain('cuda-triage: the job exited with status 7.');
		expect(failed.stderr).toMatch(/\n\nCUDA device-side assert triggered {2}/);
		const ok = installed(['run', 'node', '-e', 'console.log("done")']);
		expect(ok).toEqual({ status: 0, stdout: 'done\n', stderr: '' });
	});

	it('ends by the signal that ended the job it ran', async () => {
		const child = spawn(bin, ['run', '--', 'node', '-e', 'console.log("ready"); setInterval(() => {}, 1000)'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
		let stderr = '';
		child.stderr.on('data', (chunk) => (stderr += chunk));
		await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
		child.kill('SIGTERM');
		const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.once('close', (c, s) => resolve([c, s])));
		expect({ code, signal }).toEqual({ code: null, signal: 'SIGTERM' });
		expect(stderr).toBe('cuda-triage: the job was killed by SIGTERM; nothing in its output matched a runbook.\n');
	});

	it('ends quietly when its reader goes away, says a full disk in one line, and exits 2 on a usage error', () => {
		const pastes = Array.from({ length: 300 }, () => JSON.stringify(IMA)).join('\n');
		writeFileSync(join(work, 'pastes.jsonl'), pastes);
		const piped = spawnSync('bash', ['-c', `set -o pipefail; "${bin}" diagnose --jsonl pastes.jsonl | head -c 10`], { cwd: work, env, encoding: 'utf8' });
		expect({ status: piped.status, stderr: piped.stderr, stdout: piped.stdout }).toEqual({ status: 0, stderr: '', stdout: '{"matches"' });
		const full = spawnSync('bash', ['-c', `"${bin}" explain 700 > /dev/full`], { env, encoding: 'utf8' });
		expect({ status: full.status, stderr: full.stderr }).toEqual({ status: 1, stderr: 'cuda-triage: cannot write the output: no space left on device\n' });
		const usage = installed(['diagnose', '--yaml']);
		expect(usage.status).toBe(2);
		expect(usage.stderr).toBe('cuda-triage: unknown option "--yaml"\nRun "cuda-triage --help" for usage.\n');
	});
});
