/**
 * Bad input never throws, never hangs, never comes back as markup: empty, huge, binary,
 * HTML, odd Unicode, inputs built to make regular expressions backtrack, and random text. These
 * tests assert answers; how fast they come is measured by `npm run bench -- hostile`.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { diagnose } from '../../../src/lib/diagnosis/diagnose.ts';
import { decodeLenient, formatPasteFragment, readPasteFragment } from '../../../src/lib/diagnosis/fragment.ts';
import { makeTestRegistry } from './fixtures.ts';

const registry = makeTestRegistry();

/** Diagnoses and checks the answer is well formed; returns the first family, if any. */
function answer(paste: unknown): string | undefined {
	const diagnosis = diagnose(paste, registry);
	expect(Array.isArray(diagnosis.matches)).toBe(true);
	expect(Array.isArray(diagnosis.recognized.codes)).toBe(true);
	return diagnosis.matches[0]?.slug;
}

describe('diagnose on bad input', () => {
	it('returns no matches for empty and non-string input', () => {
		for (const input of ['', '   \n\t', undefined, null, 42, {}]) expect(diagnose(input, registry).matches).toEqual([]);
	});

	it('finds the error at the end of 10 MB of log', () => {
		const line = '2024-05-01 12:00:00,123 - INFO - step 1234 loss=0.1234 lr=3.000e-4 mem=31.2GiB\n';
		const paste = `${line.repeat(Math.ceil(10_000_000 / line.length))}RuntimeError: CUDA error: an illegal memory access was encountered\n`;
		expect(answer(paste)).toBe('illegal-memory-access');
	});

	it('answers binary junk, a 5 MB line without newlines and 10 MB of newlines with no family', () => {
		const junk = Array.from({ length: 200_000 }, (_, i) => String.fromCharCode((i * 7919) % 65536)).join('');
		expect(answer(junk)).toBeUndefined();
		expect(answer('x'.repeat(5_000_000))).toBeUndefined();
		expect(answer('\n'.repeat(10_000_000))).toBeUndefined();
	});

	it('still finds the error after inputs built to make patterns backtrack', () => {
		for (const junk of ['a'.repeat(100_000), `${'/a'.repeat(50_000)}`, `Assertion \`${'`'.repeat(50_000)}`, `${'0x'.repeat(50_000)}`, `${'Error:'.repeat(30_000)}`, `${'A.'.repeat(50_000)}Error`, `${'1,'.repeat(50_000)} MiB`, `${'[rank0]: '.repeat(20_000)}`]) {
			expect(answer(`${junk}\nRuntimeError: CUDA error: device-side assert triggered`)).toBe('device-side-assert');
		}
	});

	it('treats HTML as text', () => {
		const diagnosis = diagnose('<img src=x onerror=alert(1)><script>alert(1)</script> CUDA error: an illegal memory access was encountered', registry);
		expect(diagnosis.matches[0].slug).toBe('illegal-memory-access');
		expect(diagnosis.matches[0].facts.errorLine).toContain('<img src=x onerror=alert(1)>');
	});

	it('never throws on random text', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 5000, unit: 'binary' }), (paste) => {
				answer(paste);
			}),
			{ numRuns: 300 },
		);
	});

	it('never throws on random arrays of error-like lines', () => {
		const piece = fc.constantFrom('RuntimeError:', 'CUDA error', 'error=77', 'Assertion `', '` failed.', 'NCCL WARN', '=========', 'Traceback (most recent call last):', '  File "a.py", line 1, in f', 'cudaErrorAssert', 'sm_86', '0x7f', '20.00 MiB', '\\n', '%E0%A4%A', '😀');
		const line = fc.array(fc.oneof(piece, fc.string({ maxLength: 40 })), { maxLength: 12 }).map((parts) => parts.join(' '));
		fc.assert(
			fc.property(fc.array(line, { maxLength: 200 }), (lines) => {
				answer(lines.join('\n'));
			}),
			{ numRuns: 300 },
		);
	});
});

describe('what a long paste had set aside', () => {
	const line = '2024-05-01 12:00:00,123 - INFO - step 1234 loss=0.1234 lr=3.000e-4 mem=31.2GiB\n';
	const error = 'RuntimeError: CUDA error: an illegal memory access was encountered\n';

	it('is not reported for a paste read whole', () => {
		expect(diagnose(`${line.repeat(50)}${error}`, registry).examined).toBeUndefined();
		expect(diagnose(error, registry).examined).toBeUndefined();
	});

	it('counts the lines read of a long log, its end and the error among them', () => {
		const count = 200_000;
		const diagnosis = diagnose(`${line.repeat(count)}${error}`, registry);
		expect(diagnosis.matches[0]?.slug).toBe('illegal-memory-access');
		const examined = diagnosis.examined!;
		expect(examined.ofLines).toBe(count + 1);
		expect(examined.lines).toBeGreaterThan(0);
		expect(examined.lines).toBeLessThan(2000);
		expect(examined.ofChars).toBe(line.length * count + error.length);
		expect(examined.chars).toBeLessThan(examined.ofChars / 100);
	});

	it('says so for one line too long to read whole', () => {
		const examined = diagnose(`${'x'.repeat(5_000_000)} ${error}`, registry).examined!;
		expect(examined).toMatchObject({ lines: 1, ofLines: 1, ofChars: 5_000_001 + error.length });
		expect(examined.chars).toBeLessThan(100_000);
	});
});

describe('the #q= fragment', () => {
	it('round-trips any paste', () => {
		fc.assert(
			fc.property(fc.string({ unit: 'grapheme' }), (paste) => {
				expect(readPasteFragment(formatPasteFragment(paste)) ?? '').toBe(paste);
			}),
		);
	});

	it('opens a link cut inside a percent sequence', () => {
		expect(readPasteFragment('#q=%E0%A4%A')).toBe('\uFFFD%A');
		expect(readPasteFragment('#q=CUDA%20error%ZZ')).toBe('CUDA error%ZZ');
		expect(readPasteFragment('#section-2')).toBeNull();
	});

	it('never throws on random percent soup', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 200 }).map((s) => s.replace(/[a-f]/g, '%')), (value) => {
				expect(typeof decodeLenient(value)).toBe('string');
			}),
		);
	});
});
