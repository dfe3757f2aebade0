/**
 * The standalone CLI as a cluster user runs it: the size of its single file and of the tarball,
 * its start-up time, a typical paste, and the memory and time of logs read from disk and stdin
 * (50 MB, 1 GB), under the machine's own Node. Each run goes through a small wrapper that reports
 * the process's peak resident memory when it exits.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCli } from '../cli/build-cli.ts';
import { findSystemNode } from '../cli/system-node.ts';
import { formatTable, kb } from './table.ts';

const PASTE = 'Traceback (most recent call last):\n  File "train.py", line 212, in <module>\n    loss.backward()\nRuntimeError: CUDA error: an illegal memory access was encountered\nCUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.\nFor debugging consider passing CUDA_LAUNCH_BLOCKING=1\n';
const OOM_TAIL = 'Traceback (most recent call last):\n  File "train.py", line 212, in <module>\n    loss.backward()\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.11 GiB of which 1.23 GiB is free. Including non-PyTorch memory, this process has 77.80 GiB memory in use. Of the allocated memory 70.00 GiB is allocated by PyTorch, and 6.50 GiB is reserved by PyTorch but unallocated.\n';

/** One measured run: wall time and peak resident memory. */
interface Run {
	ms: number;
	peakBytes: number;
	stdout: string;
}

/** Runs the benchmark and returns its report. */
export async function benchCli(root = fileURLToPath(new URL('../../', import.meta.url))): Promise<string> {
	const work = await mkdtemp(join(tmpdir(), 'cuda-triage-bench-'));
	try {
		const node = findSystemNode();
		const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
		const built = await buildCli(root, join(work, 'package'));
		const packed = JSON.parse(spawnSync('npm', ['pack', built.packageDir, '--pack-destination', work, '--json'], { encoding: 'utf8' }).stdout) as { filename: string; size: number }[];
		const wrapper = join(work, 'peak.mjs');
		await writeFile(wrapper, WRAPPER);
		const run = (args: string[], input?: string | (() => NodeJS.ReadableStream)) => measure(node, wrapper, built.file, args, input);

		const rows: (string | number)[][] = [['measure', 'time', 'peak memory']];
		rows.push(['bundle (one file)', kb(built.bytes), '']);
		rows.push(['tarball (npm pack)', kb(packed[0].size), '']);
		rows.push([`node -e 0 (${version}, for reference)`, ms(median(await repeat(5, () => timeNode(node)))), '']);
		const help = await repeat(5, () => run(['--help']));
		rows.push(['start-up: cuda-triage --help', ms(median(help.map((r) => r.ms))), mb(help[0].peakBytes)]);
		const paste = await repeat(5, () => run(['diagnose'], PASTE));
		rows.push(['typical paste: diagnose (a traceback)', ms(median(paste.map((r) => r.ms))), mb(paste[0].peakBytes)]);
		const explain = await repeat(5, () => run(['explain', '700']));
		rows.push(['explain 700', ms(median(explain.map((r) => r.ms))), mb(explain[0].peakBytes)]);

		for (const [label, megabytes] of [['50 MB', 50], ['1 GB', 1024]] as const) {
			const file = join(work, `log-${megabytes}.txt`);
			await writeTrainingLog(file, megabytes * 1024 * 1024);
			const fromFile = await run(['diagnose', '--json', file]);
			check(fromFile, 'out-of-memory');
			rows.push([`${label} log: diagnose FILE`, ms(fromFile.ms), mb(fromFile.peakBytes)]);
			const fromStdin = await run(['diagnose', '--json'], () => createReadStream(file));
			check(fromStdin, 'out-of-memory');
			rows.push([`${label} log on stdin: diagnose`, ms(fromStdin.ms), mb(fromStdin.peakBytes)]);
			await rm(file);
		}
		return `Standalone CLI under ${node} (${version}), ${built.version}\n\n${formatTable(rows)}`;
	} finally {
		await rm(work, { recursive: true, force: true });
	}
}

// Runs the bundle as if it were the program itself, and writes its peak RSS (KiB) to PEAK_FILE on exit.
const WRAPPER = `import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
process.on('exit', () => writeFileSync(process.env.PEAK_FILE, String(process.resourceUsage().maxRSS)));
process.argv.splice(1, 1);
await import(pathToFileURL(process.argv[1]).href);
`;

async function measure(node: string, wrapper: string, bundle: string, args: string[], input?: string | (() => NodeJS.ReadableStream)): Promise<Run> {
	const peakFile = `${wrapper}.${process.hrtime.bigint()}`;
	const start = performance.now();
	const child = spawn(node, [wrapper, bundle, ...args], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, PEAK_FILE: peakFile, NO_COLOR: '1' } });
	let stdout = '';
	child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
	if (typeof input === 'function') input().pipe(child.stdin);
	else child.stdin.end(input ?? '');
	const [code] = (await once(child, 'close')) as [number];
	const ms = performance.now() - start;
	if (code !== 0) throw new Error(`cuda-triage ${args.join(' ')} exited with ${code}`);
	const peakBytes = Number(await readFile(peakFile, 'utf8')) * 1024;
	await rm(peakFile);
	return { ms, peakBytes, stdout };
}

async function timeNode(node: string): Promise<number> {
	const start = performance.now();
	await once(spawn(node, ['-e', '0'], { stdio: 'ignore' }), 'close');
	return performance.now() - start;
}

/** A training log of `bytes`: step lines, a warning now and then, an out-of-memory traceback at the end. */
async function writeTrainingLog(file: string, bytes: number): Promise<void> {
	const out = createWriteStream(file);
	let written = 0;
	let step = 0;
	while (written < bytes) {
		let block = '';
		for (let i = 0; i < 2000; i += 1, step += 1) {
			block += `[2024-05-01 12:${String(Math.floor(step / 60) % 60).padStart(2, '0')}:${String(step % 60).padStart(2, '0')},123] INFO train.py:212 step ${step} loss ${(2 + Math.sin(step)).toFixed(4)} lr 3.0e-04 grad_norm ${(1 + Math.cos(step)).toFixed(3)} tokens/s ${100_000 + (step % 977)}\n`;
			if (step % 5000 === 0) block += `[rank${step % 8}]:[W501 12:00:00.000 ProcessGroupNCCL.cpp:4000] Warning: slow collective on rank ${step % 8}\n`;
		}
		written += block.length;
		if (!out.write(block)) await once(out, 'drain');
	}
	out.end(OOM_TAIL);
	await once(out, 'close');
	const size = (await stat(file)).size;
	if (size < bytes) throw new Error(`wrote only ${size} bytes`);
}

function check(run: Run, slug: string): void {
	const first = (JSON.parse(run.stdout) as { matches: { slug: string }[] }).matches[0]?.slug;
	if (first !== slug) throw new Error(`expected ${slug}, got ${first}`);
}

async function repeat<T>(times: number, task: () => Promise<T>): Promise<T[]> {
	const results: T[] = [];
	for (let i = 0; i < times; i += 1) results.push(await task());
	return results;
}

function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.floor(sorted.length / 2)];
}

function ms(value: number): string {
	return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`;
}

function mb(bytes: number): string {
	return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

