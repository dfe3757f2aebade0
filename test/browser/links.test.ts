/**
 * Every internal link and every #fragment in every built page resolves, in the site as built
 * (`dist/`) and built under a subpath (`dist-kb/`, base `/kb/`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crawlSite, findBrokenLinks } from '../support/crawl.ts';
import { readRunbooks } from '../../src/lib/content/read-content.ts';

const runbookCount = (await readRunbooks(process.cwd())).length;

const ORIGIN = 'http://site.test';
const builds = [
	{ name: 'at the root', dir: process.env.DIST_DIR ?? 'dist', base: '/' },
	{ name: 'under /kb/', dir: process.env.DIST_KB_DIR ?? 'dist-kb', base: '/kb/' },
];

describe.each(builds)('the site built $name', ({ dir, base }) => {
	const pages = crawlSite(dir, base);

	it('has a page per error family, the home page and the 404 page', () => {
		const paths = new Set(pages.map((p) => p.path));
		expect(paths.has(base)).toBe(true);
		expect(paths.has(`${base}404.html`)).toBe(true);
		expect(pages.filter((p) => p.path.startsWith(`${base}errors/`)).length).toBe(runbookCount);
	});

	it('has no broken internal links or fragments', () => {
		const exists = (path: string) => path.startsWith(base) && existsSync(join(dir, decodeURIComponent(path.slice(base.length))));
		expect(findBrokenLinks(pages, ORIGIN, exists)).toEqual([]);
	});

	it('links only inside the base path', () => {
		const outside = pages.flatMap((p) =>
			p.links.filter((l) => l.startsWith('/') && !l.startsWith('//') && !l.startsWith(base)).map((l) => `${p.path} → ${l}`),
		);
		expect(outside).toEqual([]);
	});
});
