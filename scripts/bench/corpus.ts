/**
 * The diagnosis corpus: labelled pastes from `test/fixtures/corpus/*.jsonl` (hand-written from real
 * programs' output; `issues.jsonl` holds pastes copied from public issue threads, with their `source`), the real-GPU captures in `test/fixtures/captures/<slug>/`, and variants of the
 * written pastes made the way people actually paste: only the last line, flattened onto one line,
 * with torchrun's `[rank0]:` prefixes, escaped inside a JSON log line, or buried in a long
 * training log. Shared by the unit test (top-1 accuracy) and `npm run bench`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One labelled paste. */
export interface CorpusCase {
	/** `<slug>/<case>` or `<slug>/<case>#<variant>`. */
	id: string;
	/** Expected family, or null when nothing should match. */
	slug: string | null;
	/** What the case is. */
	note: string;
	paste: string;
	/** The public thread a real paste was taken from (`issues.jsonl`). */
	source?: string;
	/** Where it comes from: written, a capture, or a variant of a written case. */
	origin: 'written' | 'capture' | 'variant';
	/** False when the last line alone would mean something else (an error caused by an earlier one). */
	lastLine?: boolean;
}

const FAMILY = /^[a-z]+(?:-[a-z]+)*$/;

/** Reads the whole corpus under `root` (the project root): written cases, captures, variants. */
export async function loadCorpus(root: string): Promise<CorpusCase[]> {
	const written = await readWritten(join(root, 'test/fixtures/corpus'));
	const { overrides } = JSON.parse(await readFile(join(root, 'test/fixtures/corpus/captures.json'), 'utf8')) as CaptureOverrides;
	const families = new Set(written.map((c) => c.slug).filter((s): s is string => s !== null));
	const captures = await readCaptures(join(root, 'test/fixtures/captures'), families, overrides);
	const variants = written.filter((c) => c.slug !== null).flatMap(makeVariants);
	return [...written, ...captures, ...variants];
}

async function readWritten(dir: string): Promise<CorpusCase[]> {
	const files = (await readdir(dir)).filter((name) => name.endsWith('.jsonl')).sort();
	const cases: CorpusCase[] = [];
	for (const file of files) {
		const lines = (await readFile(join(dir, file), 'utf8')).split('\n').filter((line) => line.trim() !== '');
		lines.forEach((line, index) => {
			const parsed = JSON.parse(line) as Omit<CorpusCase, 'origin'>;
			if (typeof parsed.paste !== 'string' || typeof parsed.id !== 'string') throw new Error(`${file}:${index + 1}: expected {id, slug, note, paste}`);
			cases.push({ ...parsed, origin: 'written' });
		});
	}
	return cases;
}

/** `test/fixtures/corpus/captures.json`: captures whose expected family is not their folder. */
interface CaptureOverrides {
	overrides: Record<string, { slug: string | null; reason: string }>;
}

// A capture is a paste when it printed an error; experiments that ran clean are not.
const PRINTS_AN_ERROR = /\b(?:[A-Z]\w*(?:Error|Exception)|cudaError[A-Z]\w*|CUDA_ERROR_[A-Z_]+|CU(?:BLAS|DNN)_STATUS_[A-Z_]+)\b|Assertion `|NCCL WARN|ptxas fatal|fatal\s*:|={5,} Invalid|Watchdog caught/;

/**
 * Captures from a real GPU: `captures/<slug>/<case>.txt`, expected family the folder (or the
 * override in captures.json). The `#@` header lines the capture tool writes are left out.
 */
async function readCaptures(dir: string, families: Set<string>, overrides: CaptureOverrides['overrides']): Promise<CorpusCase[]> {
	const folders = await readdir(dir).catch(() => [] as string[]);
	const cases: CorpusCase[] = [];
	for (const folder of folders.sort()) {
		if (!FAMILY.test(folder) || !families.has(folder)) continue;
		const names = (await readdir(join(dir, folder)).catch(() => [] as string[])).filter((name) => name.endsWith('.txt')).sort();
		for (const name of names) {
			const id = `${folder}/${name}`;
			const paste = (await readFile(join(dir, folder, name), 'utf8'))
				.split('\n')
				.filter((line) => !line.startsWith('#@'))
				.join('\n');
			const slug = id in overrides ? overrides[id].slug : folder;
			if (slug === null || !PRINTS_AN_ERROR.test(paste)) continue;
			cases.push({ id, slug, note: overrides[id]?.reason ?? 'capture from a real GPU', paste, origin: 'capture' });
		}
	}
	return cases;
}

// The line a person would copy alone: the exception, the CUDA error, the assertion, the warning.
const FINAL_LINE = /^\s*(?:[\w.]+(?:Error|Exception|OutOfResources)\b:?|what\(\):|CUDA error|.*Assertion `|.*NCCL WARN|.*Watchdog caught)/;

/** Deterministic variants of a written case (which ones depends on its position, not on chance). */
function makeVariants(c: CorpusCase, index: number): CorpusCase[] {
	const lines = c.paste.split('\n');
	const variant = (name: string, paste: string, note: string): CorpusCase => ({ id: `${c.id}#${name}`, slug: c.slug, note: `${c.note} (${note})`, paste, origin: 'variant' });
	const out: CorpusCase[] = [];
	const last = [...lines].reverse().find((line) => FINAL_LINE.test(line));
	if (c.lastLine !== false && lines.length > 2 && last && last.trim() !== c.paste.trim()) out.push(variant('last-line', last.trim(), 'only the last error line'));
	if (lines.length > 1 && index % 4 === 0) out.push(variant('flattened', lines.map((l) => l.trim()).join(' '), 'flattened onto one line'));
	if (lines.length > 1 && index % 3 === 1) out.push(variant('rank-prefix', lines.map((l) => `[rank0]: ${l}`).join('\n'), "torchrun's [rank0]: prefixes"));
	if (index % 7 === 2) out.push(variant('json-log', `{"ts": "2024-05-01T12:00:00Z", "level": "error", "msg": ${JSON.stringify(c.paste)}}`, 'escaped inside a JSON log line'));
	if (index % 5 === 3) out.push(variant('training-log', buildTrainingLog(c.paste, index), 'inside a long training log'));
	return out;
}

/** About 1,500 lines of an ordinary training run, the paste, then the launcher's exit. */
export function buildTrainingLog(paste: string, seed: number, lines = 1500): string {
	const noise: string[] = [
		'Using device: cuda:0 (NVIDIA A100-SXM4-80GB), torch 2.4.1+cu121',
		'/opt/conda/lib/python3.10/site-packages/torch/_utils.py:831: UserWarning: TypedStorage is deprecated. It will be removed in the future and UntypedStorage will be the only storage class.',
		'  return self.fget.__get__(instance, owner)()',
		'[W reducer.cpp:1346] Warning: find_unused_parameters=True was specified in DDP constructor, but did not find any unused parameters in the forward pass.',
	];
	for (let step = 0; noise.length < lines; step += 1) {
		const loss = (2.5 - step * 0.0011 + ((step * 7919 + seed) % 97) / 1000).toFixed(4);
		noise.push(`2024-05-01 12:${String(Math.floor(step / 60) % 60).padStart(2, '0')}:${String(step % 60).padStart(2, '0')},${String((step * 37) % 1000).padStart(3, '0')} - INFO - train - step ${step} loss=${loss} lr=${(3e-4 * (1 - step / 1e5)).toExponential(3)} grad_norm=${(1 + (step % 13) / 10).toFixed(2)} mem_allocated=${(31.2 + (step % 5) / 10).toFixed(1)}GiB`);
		if (step % 50 === 0) noise.push(`Epoch ${Math.floor(step / 500)}:  ${step % 500 / 5}%|████      | ${step % 500}/500 [01:${String(step % 60).padStart(2, '0')}<02:11,  3.81it/s, loss=${loss}]`);
		if (step % 400 === 0) noise.push(`Saving checkpoint to /checkpoints/run-17/step-${step}.pt`);
	}
	return [...noise, paste, 'wandb: Waiting for W&B process to finish... (failed 1).', 'srun: error: gpu-node-17: task 0: Exited with exit code 1'].join('\n');
}
