/**
 * Content is checked like code: every error string a runbook quotes was seen in a real capture or
 * cites a public source, and a published check id never disappears.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRunbooks } from '../../src/lib/content/read-content.ts';
import { parseCapture } from '../../src/lib/content/capture.ts';

const runbooks = await readRunbooks(process.cwd());
const published: string[] = JSON.parse(readFileSync('test/fixtures/published-check-ids.json', 'utf8'));

/** Whitespace differences (wrapping, indentation) are not differences in what was printed. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe.each(runbooks.map((r) => [r.slug, r] as const))('%s', (_slug, runbook) => {
	const captured = runbook.data.errorStrings.filter((s) => s.source.kind === 'capture');

	it.each(captured.map((s) => [s.text, s.source] as const))('quotes %j exactly as a capture shows it', (text, source) => {
		if (source.kind !== 'capture') throw new Error('unreachable');
		const file = join('test/fixtures/captures', source.fixture);
		expect(existsSync(file), `${runbook.file}: capture ${file} exists`).toBe(true);
		const { header, output } = parseCapture(readFileSync(file, 'utf8'));
		expect(header.gpu, `${file} records the GPU it ran on`).toBeTruthy();
		expect(squash(output), `${runbook.file}: "${text}" appears in ${file}`).toContain(squash(text));
	});

	it('has a section in the body for every check, and no section without a check', () => {
		const sections = [...runbook.body.matchAll(/<Check\s+id=["']([^"']+)["']/g)].map((m) => m[1]);
		expect(sections).toEqual(runbook.data.checks.map((c) => c.id));
	});
});

describe('published check ids', () => {
	const current = new Map(runbooks.map((r) => [r.slug, r.data]));

	it.each(published)('%s still resolves, as a check or through a retired id', (entry) => {
		const [slug, anchor] = entry.split('#') as [string, string];
		const id = anchor.replace(/^check-/, '');
		const runbook = current.get(slug);
		expect(runbook, `runbook ${slug} exists`).toBeDefined();
		const live = runbook!.checks.some((c) => c.id === id);
		const retired = runbook!.retiredChecks.some((r) => r.id === id);
		expect(live || retired, `${entry} was removed or renamed: add it to retiredChecks in content/errors/${slug}.mdx`).toBe(true);
	});

	it('includes every current check (run `npx node scripts/publish-check-ids.ts` after adding one)', () => {
		const unpublished = runbooks.flatMap((r) => r.data.checks.map((c) => `${r.slug}#check-${c.id}`)).filter((id) => !published.includes(id));
		expect(unpublished).toEqual([]);
	});
});
