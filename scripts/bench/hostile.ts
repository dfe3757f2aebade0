/**
 * Hostile pastes, timed: one crafted paste per kind of slow input the security review found (runs
 * of `=`, digit and comma runs, `.so ... run_impl` repeated, spaces, parentheses, one endless line,
 * millions of newlines, lone surrogates, `cu` identifiers, paths, and UTF-16 read as bytes), each at 1 MB and 10 MB, against
 * an ordinary training log of the same size. The target: each at most 0.5 s more than the
 * ordinary log. Node only; `browser-diagnosis` measures the page with the same pastes.
 */
import { fileURLToPath } from 'node:url';
import { readRunbooks } from '../../src/lib/content/read-content.ts';
import { diagnose } from '../../src/lib/diagnosis/diagnose.ts';
import { buildRegistry } from '../../src/lib/diagnosis/registry.ts';
import { formatTable } from './table.ts';

/** A unit repeated to `size` characters, then the error a person would be asking about. */
function craft(unit: string, size: number): string {
	return `${unit.repeat(Math.ceil(size / unit.length)).slice(0, size)}\nRuntimeError: CUDA error: an illegal memory access was encountered\n`;
}

/** The kinds of hostile paste, by the unit that builds them. */
export const HOSTILE_UNITS: readonly [string, string][] = [
	['runs of "=" (sanitizer prefixes)', '='],
	['",0" runs (sizes and numbers)', ',0'],
	['".so run_impl" repeated (AOT Inductor)', '.so run_impl '],
	['spaces (boilerplate gaps)', ' '],
	['"(" runs (parenthesised groups)', '('],
	['one endless line', 'a'],
	['newlines only', '\n'],
	['lone surrogates', '\ud800'],
	['"cuA" runs (CUDA call names)', 'cuA'],
	['"/a" runs (paths)', '/a'],
	['"[rank0]: " prefixes', '[rank0]: '],
	['"Error:" repeated (exception heads)', 'Error:'],
	['a NUL after every character (UTF-16 read as bytes)', 'a\u0000'],
	['"a b " runs (UTF-16 with NULs shown as spaces)', 'a b '],
	['short spaced-out lines (UTF-16 with NULs shown as spaces)', `${'e r r o r '.repeat(4)}\n`],
];

const ORDINARY = '2024-05-01 12:00:00,123 - INFO - train - step 1234 loss=0.1234 lr=3.000e-4 grad_norm=1.23 mem=31.2GiB\n';

/** Runs the benchmark and returns its table. */
export async function benchHostile(root = fileURLToPath(new URL('../../', import.meta.url))): Promise<string> {
	const registry = buildRegistry(await readRunbooks(root));
	const time = (paste: string) => {
		const start = performance.now();
		const diagnosis = diagnose(paste, registry);
		return { ms: performance.now() - start, slug: diagnosis.matches[0]?.slug ?? 'no match' };
	};
	diagnose(craft(ORDINARY, 100_000), registry);
	const rows: (string | number)[][] = [['paste', '1 MB', '10 MB', 'answer', 'over the ordinary log (10 MB)']];
	const ordinary = { 1: time(craft(ORDINARY, 1_000_000)).ms, 10: time(craft(ORDINARY, 10_000_000)).ms };
	rows.push(['an ordinary training log', `${ordinary[1].toFixed(0)} ms`, `${ordinary[10].toFixed(0)} ms`, 'illegal-memory-access', '–']);
	let worst = 0;
	for (const [name, unit] of HOSTILE_UNITS) {
		const small = time(craft(unit, 1_000_000));
		const large = time(craft(unit, 10_000_000));
		worst = Math.max(worst, large.ms - ordinary[10], small.ms - ordinary[1]);
		rows.push([name, `${small.ms.toFixed(0)} ms`, `${large.ms.toFixed(0)} ms`, large.slug, `${(large.ms - ordinary[10]).toFixed(0)} ms`]);
	}
	return `${formatTable(rows)}\n\nWorst hostile paste over the ordinary log of its size: ${worst.toFixed(0)} ms (target: at most 500 ms).`;
}
