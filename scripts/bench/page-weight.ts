/**
 * Bytes per page type, gzipped, as a browser really fetches them from the built site: HTML, CSS and
 * the JavaScript loaded before interaction (page loaded and the network idle), then the JavaScript
 * that loads on first use (the wizard's machine, the diagnosis code) and the Pagefind bytes a typical
 * query fetches. Budget: at most 15 KB of gzipped JS on a runbook page by the time it is idle.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { launchBrowser } from '../../test/browser/support/browser.ts';
import { startServer } from '../../test/browser/support/server.ts';
import { formatTable, kb } from './table.ts';

/** Bytes of what was fetched, by kind. Pagefind's index files are stored compressed, so their bytes are counted as they are. */
interface Weights {
	html: number;
	css: number;
	js: number;
	pagefind: number;
	other: number;
}

function emptyWeights(): Weights {
	return { html: 0, css: 0, js: 0, pagefind: 0, other: 0 };
}

async function record(page: Page, into: { current: Weights }): Promise<void> {
	page.on('response', async (response: Response) => {
		const weights = into.current;
		const url = new URL(response.url());
		const body = await response.body().catch(() => Buffer.alloc(0));
		const type = response.headers()['content-type'] ?? '';
		if (url.pathname.includes('/pagefind/')) weights.pagefind += /\.(js|css)$/.test(url.pathname) ? gzipSync(body).length : body.length;
		else if (type.includes('text/html')) weights.html += gzipSync(body).length;
		else if (type.includes('css')) weights.css += gzipSync(body).length;
		else if (type.includes('javascript')) weights.js += gzipSync(body).length;
		else weights.other += gzipSync(body).length;
	});
}

/** Measures each page type of the built site in `dist` and returns the table. */
export async function benchPageWeight(dist = process.env.DIST_DIR ?? 'dist'): Promise<string> {
	const server = await startServer(dist);
	const browser = await launchBrowser();
	const rows: (string | number)[][] = [['page', 'HTML', 'CSS', 'JS before interaction', 'JS on first use', 'Pagefind per query', 'JS budget']];
	const pages: { name: string; path: string; interact?: (page: Page) => Promise<void> }[] = [
		{
			name: 'home',
			path: '',
			interact: async (page) => {
				await page.locator('[data-search-open]').click();
				await page.locator('#site-search').fill('illegal memory access');
				await page.locator('#site-search-results [role="option"]').first().waitFor();
			},
		},
		{ name: 'runbook', path: 'errors/illegal-memory-access/' },
		{ name: 'tool page', path: 'tools/compute-sanitizer/' },
		{ name: 'error code', path: 'codes/cuda/700/' },
		{
			name: 'diagnose',
			path: 'diagnose/',
			interact: async (page) => {
				await page.locator('textarea').first().fill('torch.AcceleratorError: CUDA error: an illegal memory access was encountered');
				await page.locator('[data-match-slug], [data-no-match]').first().waitFor();
			},
		},
		{
			name: 'wizard',
			path: 'wizard/',
			interact: async (page) => {
				await page.locator('triage-wizard button').first().click();
			},
		},
	];
	try {
		for (const spec of pages) {
			const context = await browser.newContext();
			const page = await context.newPage();
			const into = { current: emptyWeights() };
			await record(page, into);
			const response = await page.goto(server.url + spec.path, { waitUntil: 'networkidle' });
			if (!response?.ok()) throw new Error(`${spec.path}: HTTP ${response?.status()}`);
			const before = into.current;
			into.current = emptyWeights();
			if (spec.interact) {
				await spec.interact(page);
				await page.waitForLoadState('networkidle');
			}
			const after = into.current;
			rows.push([
				spec.name,
				kb(before.html),
				kb(before.css),
				kb(before.js),
				spec.interact ? kb(after.js) : '–',
				spec.name === 'home' ? kb(after.pagefind) : '–',
				before.js <= 15 * 1024 ? 'ok (≤ 15 KB)' : 'OVER 15 KB',
			]);
			await context.close();
		}
	} finally {
		await browser.close();
		await server.close();
	}
	return formatTable(rows);
}
