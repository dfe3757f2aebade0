/**
 * The site built with a base path (`/kb/`, as on an internal server) works as a whole: search,
 * diagnosis and a wizard, with every request staying under the site's own origin.
 */
import { expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { searchFor } from './support/search.ts';
import { NO_PROBLEMS, useBuiltSite } from './support/site.ts';

const site = useBuiltSite(process.env.DIST_KB_DIR ?? 'dist-kb', '/kb/');

it('searches the runbooks from the header search', async () => {
	const { page, context, problems } = await openPage(site.browser, site.server.origin);
	await page.goto(site.server.url);
	const top = await searchFor(page, 'illegal memory access');
	expect(await top.getAttribute('data-url')).toMatch(/^\/kb\/errors\/illegal-memory-access\//);
	expect(problems).toEqual(NO_PROBLEMS);
	await context.close();
});

it('diagnoses a paste from the URL fragment', async () => {
	const { page, context, problems } = await openPage(site.browser, site.server.origin);
	const paste = 'RuntimeError: CUDA error: device-side assert triggered';
	await page.goto(`${site.server.url}diagnose/#q=${encodeURIComponent(paste)}`);
	const first = page.locator('[data-match-slug]').first();
	await first.waitFor();
	expect(await first.getAttribute('data-match-slug')).toBe('device-side-assert');
	expect(await first.locator('a[href^="/kb/errors/device-side-assert/"]').count()).toBeGreaterThan(0);
	expect(problems).toEqual(NO_PROBLEMS);
	await context.close();
});

it('walks a step of the triage wizard and keeps the step in the URL', async () => {
	const { page, context, problems } = await openPage(site.browser, site.server.origin);
	await page.goto(`${site.server.url}wizard/`);
	await page.locator('triage-wizard button').first().click();
	await page.waitForFunction(() => location.hash.length > 1);
	expect(new URL(page.url()).pathname).toBe('/kb/wizard/');
	const hash = new URL(page.url()).hash;
	await page.reload();
	expect(new URL(page.url()).hash).toBe(hash);
	expect(problems).toEqual(NO_PROBLEMS);
	await context.close();
});
