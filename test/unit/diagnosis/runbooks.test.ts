/**
 * Diagnosis against the real runbooks. The error-index rule (as in Rust's error index): every
 * error string a runbook lists must diagnose to that runbook first, with no other runbook tied or
 * ahead; and the labelled corpus must rank the right family first.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRunbooks } from '../../../src/lib/content/read-content.ts';
import { buildRegistry } from '../../../src/lib/diagnosis/registry.ts';
import { diagnose } from '../../../src/lib/diagnosis/diagnose.ts';
import { loadCorpus } from '../../../scripts/bench/corpus.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const runbooks = await readRunbooks(root);
const registry = buildRegistry(runbooks);
const families = new Set(runbooks.map((r) => r.slug));
const corpus = (await loadCorpus(root)).filter((c) => c.slug === null || families.has(c.slug));

describe('every listed error string', () => {
	const cases = runbooks.flatMap((runbook) => runbook.data.errorStrings.map((entry) => ({ slug: runbook.slug, text: entry.text })));

	it.each(cases)('$slug: "$text" diagnoses to its runbook first', ({ slug, text }) => {
		const [first, second] = diagnose(text, registry).matches;
		expect(first?.slug).toBe(slug);
		if (second) expect(second.score).toBeLessThan(first.score);
	});

	it('belongs to one runbook only', () => {
		const owners = new Map<string, string[]>();
		for (const { slug, text } of cases) owners.set(text, [...(owners.get(text) ?? []), slug]);
		expect([...owners].filter(([, slugs]) => new Set(slugs).size > 1)).toEqual([]);
	});
});

describe('the corpus', () => {
	const labelled = corpus.filter((c) => c.slug !== null);

	it('ranks the right family first for at least 95% of the labelled pastes', () => {
		const wrong = labelled.filter((c) => diagnose(c.paste, registry).matches[0]?.slug !== c.slug).map((c) => c.id);
		expect(wrong.length / labelled.length).toBeLessThanOrEqual(0.05);
	});

	it('covers every family it has runbooks for', () => {
		expect(new Set(labelled.map((c) => c.slug))).toEqual(families);
	});

	it('matches nothing for pastes that are not GPU errors', () => {
		const matched = corpus.filter((c) => c.slug === null).filter((c) => diagnose(c.paste, registry).matches.length > 0).map((c) => c.id);
		expect(matched).toEqual([]);
	});
});

describe('the most specific evidence in a whole paste', () => {
	const capture = (fixture: string) =>
		readFileSync(join(root, 'test/fixtures/captures', fixture), 'utf8')
			.split('\n')
			.filter((line) => !line.startsWith('#@'))
			.join('\n');

	it('names the embedding cause from the assertion line, not the generic cause of the last line', () => {
		const [match] = diagnose(capture('device-side-assert/embedding-index.txt'), registry).matches;
		expect(match.slug).toBe('device-side-assert');
		expect(match.cause?.id).toBe('embedding-index');
		expect(match.decidedBy).toContain('srcIndex < srcSelectDimSize');
	});

	it("names rank 0's collective timeout, not torchrun's failed-worker summary at the end", () => {
		const [match] = diagnose(capture('distributed-nccl/rank-never-joins.txt'), registry).matches;
		expect(match.slug).toBe('distributed-nccl');
		expect(match.cause?.id).toBe('watchdog-timeout');
	});
});
