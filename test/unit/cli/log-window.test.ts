/**
 * The streamed window on a log: small inputs pass whole; long logs are narrowed as they stream to
 * the regions diagnosis itself would examine, so the answer on every corpus paste buried in a
 * training log is the same as diagnosing the whole log in memory; memory stays bounded.
 */
import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { readRunbooks } from '../../../src/lib/content/read-content.ts';
import { buildRegistry } from '../../../src/lib/diagnosis/registry.ts';
import { diagnose } from '../../../src/lib/diagnosis/diagnose.ts';
import { focusErrorRegions, lineInterest, splitLines } from '../../../src/lib/diagnosis/lines.ts';
import { MAX_FOCUSED_LINES } from '../../../src/lib/diagnosis/limits.ts';
import { LineSplitter, MAX_KEPT_LINE_CHARS } from '../../../src/cli/line-splitter.ts';
import { LogWindow } from '../../../src/lib/diagnosis/log-window.ts';
import { readWindow, type Source } from '../../../src/cli/read-input.ts';
import { buildTrainingLog, loadCorpus } from '../../../scripts/bench/corpus.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const registry = buildRegistry(await readRunbooks(root));
const corpus = await loadCorpus(root);

/** A source that yields `text` in chunks of `size` characters. */
function sourceOf(text: string, size = 64 * 1024): Source {
	const chunks: string[] = [];
	for (let start = 0; start < text.length; start += size) chunks.push(text.slice(start, start + size));
	return { name: 'test', open: () => Readable.from(chunks) };
}

/** Lines as diagnosis cuts a paste. */
function splitLikeDiagnosis(text: string): string[] {
	const lines = text.split(/\r\n|\r|\n/);
	if (lines[lines.length - 1] === '') lines.pop();
	return lines;
}

// What a diagnosis says, in the fields the command line shows.
function summary(text: string) {
	const { matches, errorLine, recognized } = diagnose(text, registry);
	return { matches: matches.map(({ slug, score, cause, facts, decidedBy }) => ({ slug, score, cause: cause?.id, facts, decidedBy })), errorLine, recognized };
}

describe('LineSplitter', () => {
	it('cuts text into the lines diagnosis sees, wherever the chunks end', () => {
		fc.assert(
			fc.property(fc.array(fc.constantFrom('a', 'b', ' ', '\n', '\r', '\r\n', 'é', 'xyz'), { maxLength: 60 }), fc.array(fc.nat(60), { maxLength: 8 }), (parts, cuts) => {
				const text = parts.join('');
				const lines: string[] = [];
				const splitter = new LineSplitter((chunk) => lines.push(...chunk));
				let start = 0;
				for (const cut of [...cuts].sort((a, b) => a - b)) {
					splitter.write(text.slice(start, Math.max(start, cut)));
					start = Math.max(start, cut);
				}
				splitter.write(text.slice(start));
				splitter.end();
				expect(lines).toEqual(text === '' ? [] : splitLikeDiagnosis(text));
			}),
		);
	});

	it('keeps the head and the tail of a line that never ends, as diagnosis reads it', () => {
		const lines: string[] = [];
		const splitter = new LineSplitter((chunk) => lines.push(...chunk));
		for (let i = 0; i < 200; i += 1) splitter.write(`${String(i).padStart(9, '0')} `.repeat(1000));
		splitter.write('RuntimeError: CUDA error: an illegal memory access was encountered\nnext');
		splitter.end();
		expect(lines).toHaveLength(2);
		expect(lines[0].length).toBeLessThanOrEqual(MAX_KEPT_LINE_CHARS);
		expect(lines[0].startsWith('000000000 ')).toBe(true);
		expect(lines[0].endsWith('an illegal memory access was encountered')).toBe(true);
	});
});

describe('readWindow', { timeout: 120_000 }, () => {
	it('passes every corpus paste through whole and unchanged', async () => {
		for (const { id, paste } of corpus) {
			const { text, window } = await readWindow([sourceOf(paste, 97)]);
			expect(window.narrowed, id).toBe(false);
			expect(splitLikeDiagnosis(text), id).toEqual(splitLikeDiagnosis(paste));
		}
	});

	// Every non-variant corpus paste (written and captured) inside ~450 lines of an ordinary run,
	// narrowed from the first line so that the window does all the work diagnosis's focus does.
	const buried = corpus.filter((c) => c.origin !== 'variant').map(({ id, paste }, index) => ({ id, log: buildTrainingLog(paste, index, 450) }));

	it('keeps exactly the lines diagnosis examines of every corpus paste buried in a training log', async () => {
		const differing: string[] = [];
		for (const { id, log } of buried) {
			const { text, window } = await readWindow([sourceOf(log)], new LogWindow({ wholeLines: 0 }));
			expect(window.narrowed).toBe(true);
			const examined = focusErrorRegions(splitLines(log)).map((line) => line.text);
			if (JSON.stringify(splitLines(text).map((line) => line.text)) !== JSON.stringify(examined)) differing.push(id);
		}
		expect(differing).toEqual([]);
		expect(buried.length).toBeGreaterThan(800);
	});

	it('gives the same diagnosis as the whole log (every eighth buried paste; each costs two diagnoses)', async () => {
		const differing: string[] = [];
		for (const { id, log } of buried.filter((_, index) => index % 8 === 0)) {
			const { text } = await readWindow([sourceOf(log)], new LogWindow({ wholeLines: 0 }));
			if (JSON.stringify(summary(text)) !== JSON.stringify(summary(log))) differing.push(id);
		}
		expect(differing).toEqual([]);
	});

	it('keeps exactly what diagnosis keeps of a log with hundreds of error lines and repeated warnings', async () => {
		const letters = (n: number) => n.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]);
		const lines = Array.from({ length: 30_000 }, (_, i) => {
			if (i % 37 === 0) return `RuntimeError: failure in module ${letters(i)}`;
			if (i % 11 === 0) return `NCCL INFO ring ${letters(i % 500)} connected`;
			if (i % 13 === 0) return 'UserWarning: the same warning from every step';
			return `step ${i} loss 0.5`;
		});
		const log = lines.join('\n');
		const { text } = await readWindow([sourceOf(log)], new LogWindow({ wholeLines: 0 }));
		const examined = focusErrorRegions(splitLines(log)).map((line) => line.text);
		expect(splitLines(text).map((line) => line.text)).toEqual(examined);
	});

	it('keeps a bounded window of a log with an error line every few lines', async () => {
		const lines = Array.from({ length: 200_000 }, (_, i) => (i % 7 === 0 ? `[rank${i % 8}]: RuntimeError: CUDA error: failure number ${i} in module m${i % 1013}x` : `step ${i} loss 0.5`));
		const { text } = await readWindow([sourceOf(lines.join('\n'))]);
		expect(splitLikeDiagnosis(text).length).toBeLessThanOrEqual(MAX_FOCUSED_LINES);
		expect(text).toContain('step 199999 loss 0.5');
	});

	it('finds the same error-looking lines by scanning a block as by testing each line', () => {
		const lines = corpus.flatMap((c) => splitLikeDiagnosis(c.paste));
		const scanned = new LogWindow({ wholeLines: 0 });
		scanned.push(lines, lines.join('\n'));
		const tested = new LogWindow({ wholeLines: 0 });
		for (const line of lines) tested.push([line]);
		expect(scanned.text()).toBe(tested.text());
		expect(lines.filter((line) => lineInterest(line)).length).toBeGreaterThan(1000);
	});
});
