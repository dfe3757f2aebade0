/**
 * Lighthouse scores for the home page, a runbook and the diagnosis page, using the system Chromium
 * (`CHROME_PATH`, default /usr/bin/chromium). Aim: 100 for accessibility, best practices and SEO;
 * at least 95 for performance.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from '../../test/browser/support/server.ts';
import { formatTable } from './table.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Runs Lighthouse on three page types of the built site in `dist` and returns the table. */
export async function benchLighthouse(dist = process.env.DIST_DIR ?? 'dist'): Promise<string> {
	const server = await startServer(dist);
	const chrome = await chromeLauncher.launch({
		chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
		chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
	});
	const rows: (string | number)[][] = [['page', ...CATEGORIES]];
	try {
		for (const [name, path] of [['home', ''], ['runbook', 'errors/out-of-memory/'], ['diagnose', 'diagnose/']] as const) {
			const result = await lighthouse(server.url + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
			const categories = result?.lhr.categories ?? {};
			rows.push([name, ...CATEGORIES.map((c) => String(Math.round((categories[c]?.score ?? 0) * 100)))]);
		}
	} finally {
		chrome.kill();
		await server.close();
	}
	return formatTable(rows);
}
