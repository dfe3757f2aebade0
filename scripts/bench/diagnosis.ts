/**
 * Diagnosis benchmark: accuracy on the labelled corpus (top-1 and top-3, ours beside raw Pagefind
 * given the verbatim paste), per family, and timing of a typical paste and of a 1 MB log.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRunbooks } from '../../src/lib/content/read-content.ts';
import { buildRegistry } from '../../src/lib/diagnosis/registry.ts';
import { diagnose } from '../../src/lib/diagnosis/diagnose.ts';
import { buildTrainingLog, loadCorpus, type CorpusCase } from './corpus.ts';
import { loadNodePagefind } from './pagefind-node.ts';

// Pagefind gets at most this much of a paste: it would otherwise tokenise whole megabyte logs.
const PAGEFIND_QUERY_CHARS = 10_000;

/** Runs the benchmark on this project and returns its report (Markdown tables). */
export async function benchDiagnosis(root = fileURLToPath(new URL('../../', import.meta.url))): Promise<string> {
	const runbooks = await readRunbooks(root);
	const registry = buildRegistry(runbooks);
	const families = new Set(runbooks.map((r) => r.slug));
	const corpus = (await loadCorpus(root)).filter((c): c is CorpusCase & { slug: string } => c.slug !== null && families.has(c.slug));
	const negatives = (await loadCorpus(root)).filter((c) => c.slug === null);

	const ours = corpus.map((c) => diagnose(c.paste, registry).matches.map((m) => m.slug));
	const dist = process.env.DIST_DIR ?? join(root, 'dist');
	const pagefind = await loadNodePagefind(dist);
	const theirs = pagefind ? await Promise.all(corpus.map(async (c) => (await pagefind.search(c.paste.slice(0, PAGEFIND_QUERY_CHARS))).map(urlToSlug))) : null;

	const lines: string[] = [];
	lines.push(`Corpus: ${corpus.length} labelled pastes (${count(corpus, 'written')} written, ${count(corpus, 'capture')} real-GPU captures, ${count(corpus, 'variant')} variants) + ${negatives.length} that should match nothing`);
	lines.push('');
	lines.push('| | top-1 | top-3 |');
	lines.push('| --- | --- | --- |');
	lines.push(`| diagnosis | ${percent(hits(corpus, ours, 1))} | ${percent(hits(corpus, ours, 3))} |`);
	lines.push(theirs ? `| raw Pagefind, verbatim paste | ${percent(hits(corpus, theirs, 1))} | ${percent(hits(corpus, theirs, 3))} |` : `| raw Pagefind | skipped: no ${join(dist, 'pagefind')}; run npm run build first | |`);
	const falseMatches = negatives.filter((c) => diagnose(c.paste, registry).matches.length > 0).length;
	lines.push(`| no-match pastes left unmatched | ${negatives.length - falseMatches}/${negatives.length} | |`);
	lines.push('');
	lines.push('| family | pastes | diagnosis top-1 | Pagefind top-1 |');
	lines.push('| --- | --- | --- | --- |');
	for (const family of [...families].sort()) {
		const index = corpus.map((c, i) => (c.slug === family ? i : -1)).filter((i) => i >= 0);
		const of = (results: string[][]) => percent(index.filter((i) => results[i][0] === family).length / (index.length || 1));
		lines.push(`| ${family} | ${index.length} | ${of(ours)} | ${theirs ? of(theirs) : 'skipped'} |`);
	}
	const wrong = corpus.map((c, i) => ({ c, got: ours[i] })).filter(({ c, got }) => got[0] !== c.slug);
	if (wrong.length) {
		lines.push('');
		lines.push('Misdiagnosed (expected -> got):');
		for (const { c, got } of wrong) lines.push(`- ${c.id}: ${c.slug} -> ${got.slice(0, 3).join(', ') || 'no match'}`);
	}
	lines.push('');
	lines.push(...timing(corpus, registry));
	return lines.join('\n');
}

function timing(corpus: CorpusCase[], registry: ReturnType<typeof buildRegistry>): string[] {
	const typical = corpus.filter((c) => c.origin === 'written' && c.paste.length < 8000);
	for (const c of typical) diagnose(c.paste, registry);
	const small: number[] = [];
	for (let round = 0; round < 20; round += 1) {
		for (const c of typical) small.push(measure(() => diagnose(c.paste, registry)));
	}
	const log = buildTrainingLog('RuntimeError: CUDA error: an illegal memory access was encountered', 7, 11_500);
	const large: number[] = [];
	for (let round = 0; round < 40; round += 1) large.push(measure(() => diagnose(log, registry)));
	return [
		'| timing (Node, one core) | median | p99 |',
		'| --- | --- | --- |',
		`| typical paste (${typical.length} written pastes x 20) | ${ms(quantile(small, 0.5))} | ${ms(quantile(small, 0.99))} |`,
		`| ${(log.length / 1e6).toFixed(2)} MB training log x 40 | ${ms(quantile(large, 0.5))} | ${ms(quantile(large, 0.99))} |`,
	];
}

function measure(fn: () => unknown): number {
	const start = performance.now();
	fn();
	return performance.now() - start;
}

function urlToSlug(url: string): string {
	return /\/errors\/([a-z-]+)\/$/.exec(url)?.[1] ?? url;
}

function hits(corpus: { slug: string }[], results: string[][], k: number): number {
	return corpus.filter((c, i) => results[i].slice(0, k).includes(c.slug)).length / corpus.length;
}

function count(corpus: CorpusCase[], origin: CorpusCase['origin']): number {
	return corpus.filter((c) => c.origin === origin).length;
}

function quantile(values: number[], q: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function percent(value: number): string {
	return `${(value * 100).toFixed(1)}%`;
}

function ms(value: number): string {
	return `${value.toFixed(2)} ms`;
}
