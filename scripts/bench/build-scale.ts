/**
 * Build scale: copies the project into a temporary folder, adds synthetic runbooks (clones of the
 * real ones, with their wizards, so each has realistic size and structure) until the site has
 * 100, 1,000 and 3,000 runbook pages, builds each (Astro plus Pagefind) and reports build time, time
 * per page, index size and the bytes Pagefind fetches for a first query. Aim: time per page flat or
 * falling; 3,000 pages in under 60 s on a 2-core machine; the first search under 200 KB.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../../test/browser/support/browser.ts';
import { startServer } from '../../test/browser/support/server.ts';
import { formatTable, kb } from './table.ts';

const ROOT = process.cwd();
const COPY = ['astro.config.mjs', 'package.json', 'tsconfig.json', 'src', 'public', 'content', 'test/fixtures/captures'];

function folderBytes(dir: string): number {
	return readdirSync(dir, { withFileTypes: true, recursive: true })
		.filter((e) => e.isFile())
		.reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0);
}

function countPages(dir: string): number {
	return readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.html')).length;
}

/** Writes clones of the real runbooks (and their wizards) until there are `total` runbooks. */
function addSyntheticRunbooks(project: string, total: number): void {
	const errors = join(project, 'content/errors');
	const wizards = join(project, 'content/wizards');
	const real = readdirSync(errors).filter((f) => f.endsWith('.mdx')).map((f) => f.slice(0, -4));
	for (let i = 0; real.length + i < total; i++) {
		const source = real[i % real.length]!;
		const slug = `synthetic-${String(i).padStart(4, '0')}`;
		const text = readFileSync(join(errors, `${source}.mdx`), 'utf8')
			.replace(/^title: (.*)$/m, (_, title: string) => `title: "${title.replace(/"/g, '')} (synthetic ${i})"`)
			// One family owns each error string (the build checks it): a clone's strings are its own.
			.replace(/^(\s*- text: )(["'])(.*)\2\s*$/gm, (_, head: string, quote: string, body: string) => `${head}${quote}${body} (synthetic ${i})${quote}`);
		writeFileSync(join(errors, `${slug}.mdx`), text);
		if (existsSync(join(wizards, `${source}.yaml`))) cpSync(join(wizards, `${source}.yaml`), join(wizards, `${slug}.yaml`));
	}
}

async function firstQueryBytes(dist: string): Promise<number> {
	const server = await startServer(dist);
	const browser = await launchBrowser();
	try {
		const page = await browser.newPage();
		let bytes = 0;
		page.on('response', async (response) => {
			if (response.url().includes('/pagefind/')) bytes += (await response.body().catch(() => Buffer.alloc(0))).length;
		});
		await page.goto(server.url, { waitUntil: 'networkidle' });
		await page.locator('[data-search-open]').click();
		await page.locator('#site-search').fill('illegal memory access');
		await page.locator('#site-search-results [role="option"]').first().waitFor();
		await page.waitForLoadState('networkidle');
		return bytes;
	} finally {
		await browser.close();
		await server.close();
	}
}

/** Builds the site at each size and returns the table. */
export async function benchBuildScale(sizes = (process.env.BENCH_SCALE_SIZES ?? '100,1000,3000').split(',').map(Number)): Promise<string> {
	// Each runbook makes two pages (the runbook and its wizard); the 466 error-code pages are there at every size.
	const rows: (string | number)[][] = [['runbooks', 'HTML pages', 'build (Astro + Pagefind)', 'per page', 'per runbook', 'index size', 'first query fetches']];
	for (const size of sizes) {
		const project = mkdtempSync(join(tmpdir(), `triage-scale-${size}-`));
		try {
			for (const path of COPY) if (existsSync(join(ROOT, path))) cpSync(join(ROOT, path), join(project, path), { recursive: true });
			symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'), 'dir');
			addSyntheticRunbooks(project, size);
			const started = performance.now();
			execFileSync(join(ROOT, 'node_modules/.bin/astro'), ['build', '--silent'], {
				cwd: project,
				env: { ...process.env, OUT_DIR: './dist', CACHE_DIR: './.astro-cache', BASE: '/' },
				stdio: ['ignore', 'ignore', 'inherit'],
			});
			const seconds = (performance.now() - started) / 1000;
			const dist = join(project, 'dist');
			const pages = countPages(dist);
			rows.push([size, pages, `${seconds.toFixed(1)} s`, `${((seconds * 1000) / pages).toFixed(1)} ms`, `${((seconds * 1000) / size).toFixed(1)} ms`, kb(folderBytes(join(dist, 'pagefind'))), kb(await firstQueryBytes(dist))]);
		} finally {
			rmSync(project, { recursive: true, force: true });
		}
	}
	return formatTable(rows);
}
