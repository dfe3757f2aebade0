/**
 * The held-back half of the field pastes stays unseen: content/ may teach a framework's words from its
 * source code whatever the split says, but never from an issue thread in a held-back repository (the
 * thread may be the very paste being measured). The links made before this check existed are listed
 * in `test/fixtures/field/cited-held.json`; the list can only shrink.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCitedThreads, repoOfThread, threadKey } from '../../scripts/field/cited.ts';
import type { FieldSplit } from '../../scripts/field/split.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const split = JSON.parse(readFileSync(`${root}test/fixtures/field/split.json`, 'utf8')) as FieldSplit;
const grandfathered = new Set((JSON.parse(readFileSync(`${root}test/fixtures/field/cited-held.json`, 'utf8')) as { threads: string[] }).threads);
const cited = await readCitedThreads(root);
const citedHeld = cited.filter((c) => split.repos[repoOfThread(c.thread)] === 'held');

describe('threads the knowledge base links to', () => {
	it('reads one key for the spellings of a thread', () => {
		expect(threadKey('https://github.com/NVIDIA/apex/issues/124#issuecomment-1')).toBe('nvidia/apex#124');
		expect(threadKey('https://github.com/NVIDIA/apex/pull/124')).toBe('nvidia/apex#124');
		expect(threadKey('https://github.com/NVIDIA/apex/blob/main/setup.py')).toBeNull();
	});

	it('finds the links in runbooks, tools and code data', () => {
		expect(cited.length).toBeGreaterThan(100);
		const folders = new Set(cited.map((c) => c.file.split(/[\\/]/)[1]));
		for (const folder of ['codes', 'errors', 'tools']) expect(folders).toContain(folder);
	});

	it('links no new thread from a held-back repository', () => {
		const added = citedHeld.filter((c) => !grandfathered.has(c.thread)).map((c) => `${c.file}: ${c.thread}`);
		expect(added).toEqual([]);
	});

	it('keeps the list of older links exact, so that it only shrinks', () => {
		const stillLinked = new Set(citedHeld.map((c) => c.thread));
		expect([...grandfathered].filter((thread) => !stillLinked.has(thread))).toEqual([]);
	});
});
