/**
 * Hostile pastes against the real runbooks: generated inputs built from each pattern's own
 * characters (long runs of them, the shapes that make backtracking explode, endless lines, huge
 * line counts) go to every content pattern and to the whole diagnosis. The assertions are about
 * answers; a pattern that went super-linear would blow the test's time limit instead of passing.
 * Speed itself is measured by `npm run bench -- hostile`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRunbooks, readWizards } from '../../../src/lib/content/read-content.ts';
import { diagnose } from '../../../src/lib/diagnosis/diagnose.ts';
import { MAX_LINE_CHARS } from '../../../src/lib/diagnosis/limits.ts';
import { buildRegistry } from '../../../src/lib/diagnosis/registry.ts';

const root = process.cwd();
const [runbooks, wizards] = await Promise.all([readRunbooks(root), readWizards(root)]);
const registry = buildRegistry(runbooks);

/** Every pattern the content runs on a paste, with where it comes from. */
const patterns = [
	...runbooks.flatMap((runbook) =>
		runbook.data.causes.flatMap((cause) =>
			[cause.match, cause.unless, cause.onlyWith].filter((source): source is string => source !== undefined).map((source) => ({ where: `${runbook.file} ${cause.id}`, source })),
		),
	),
	...wizards.flatMap((wizard) =>
		Object.entries(wizard.data.nodes).flatMap(([id, node]) =>
			('answers' in node ? node.answers : []).flatMap((answer) => (answer.match ? [{ where: `${wizard.file} ${id}.${answer.id}`, source: answer.match }] : [])),
		),
	),
];

/** The literal characters a pattern mentions (escapes and class syntax dropped), to build runs from. */
function alphabetOf(source: string): string[] {
	const letters = new Set(source.replace(/\\[dDwWsSbBnrt]/g, '').replace(/[\\^$|?*+()[\]{}]/g, ''));
	return [...letters, ' ', '=', '(', ',', '0', '.', '/', 'a', '_'];
}

/** A hostile line: a run of a few of the alphabet's characters repeated, then something that fails. */
function hostileLine(alphabet: string[]) {
	return fc
		.tuple(fc.array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: 6 }), fc.integer({ min: 50, max: MAX_LINE_CHARS }), fc.constantFrom('', '!', '\u0001', ')', '\u00e9'))
		.map(([unit, length, end]) => unit.join('').repeat(Math.ceil(length / unit.length)).slice(0, length) + end);
}

describe('every content pattern, on hostile lines built from its own characters', () => {
	it.each(patterns.map((p) => [p.where, p.source] as const))('%s answers', (_where, source) => {
		const pattern = new RegExp(source, 'i');
		fc.assert(
			fc.property(hostileLine(alphabetOf(source)), (line) => {
				expect(typeof pattern.test(line)).toBe('boolean');
			}),
			{ numRuns: 25, seed: 2026 },
		);
	});
});

describe('the whole diagnosis, on hostile pastes', () => {
	const everyAlphabet = [...new Set(patterns.flatMap((p) => alphabetOf(p.source)))];

	it('keeps finding the real error after hundreds of hostile lines', () => {
		fc.assert(
			fc.property(fc.array(hostileLine(everyAlphabet), { minLength: 1, maxLength: 300 }), (lines) => {
				const paste = `${lines.join('\n')}\nRuntimeError: CUDA error: an illegal memory access was encountered`;
				expect(diagnose(paste, registry).matches.map((m) => m.slug)).toContain('illegal-memory-access');
			}),
			{ numRuns: 40, seed: 2026 },
		);
	});

	it('answers the classic slow shapes at a megabyte each, and still finds the error after them', () => {
		const shapes = ['='.repeat(1_000_000), ',0'.repeat(500_000), '.so run_impl '.repeat(80_000), ' '.repeat(1_000_000), '('.repeat(1_000_000), 'a'.repeat(999_999) + '!', '/a'.repeat(500_000), 'cuA'.repeat(333_333), '\n'.repeat(1_000_000), '\ud800'.repeat(500_000)];
		for (const shape of shapes) {
			const diagnosis = diagnose(`${shape}\nRuntimeError: CUDA error: device-side assert triggered`, registry);
			expect(diagnosis.matches[0]?.slug).toBe('device-side-assert');
		}
	});
});
