/**
 * Runbook pages in real Chromium against the built site: every page renders, every check anchor
 * exists and scrolls into view, the copy-link control copies the check's URL, pages read fine
 * without JavaScript, and a Pagefind query for a family's canonical error string finds it first.
 */
import { describe, expect, it } from 'vitest';
import { readRunbooks } from '../../src/lib/content/read-content.ts';
import { openPage } from './support/browser.ts';
import { searchFor } from './support/search.ts';
import { NO_PROBLEMS, useBuiltSite } from './support/site.ts';

const runbooks = await readRunbooks(process.cwd());
const site = useBuiltSite();

describe.each(runbooks.map((r) => [r.slug, r] as const))('runbook %s', (slug, runbook) => {
	it('renders its title, facts and every check with a working anchor', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(`${site.server.url}errors/${slug}/`);
		await expect(page.locator('h1').first().textContent()).resolves.toBe(runbook.data.title);
		await expect(page.locator('section[aria-labelledby="what-you-see"] code').count()).resolves.toBe(runbook.data.errorStrings.length);
		// The summary box says the likeliest cause before the first check.
		await expect(page.locator('.runbook-summary .summary-likeliest').textContent()).resolves.toBe(`Likeliest cause: ${runbook.data.likeliest}`);
		for (const check of runbook.data.checks) {
			await page.goto(`${site.server.url}errors/${slug}/#check-${check.id}`);
			const heading = page.locator(`#check-${check.id}`);
			await expect(heading.count()).resolves.toBe(1);
			await expect(heading.textContent()).resolves.toContain(check.title);
			await expect(heading.isVisible()).resolves.toBe(true);
			const inView = await heading.evaluate((el) => {
				const box = el.getBoundingClientRect();
				return box.top >= 0 && box.top < window.innerHeight;
			});
			expect(inView, `#check-${check.id} scrolled into view`).toBe(true);
		}
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('copies the full URL of a check with its copy-link control', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin, { permissions: ['clipboard-read', 'clipboard-write'] });
		await page.goto(`${site.server.url}errors/${slug}/`);
		const check = runbook.data.checks.at(-1)!;
		const section = page.locator(`section[data-check-id="${check.id}"]`);
		await section.getByRole('button', { name: /copy link/i }).click();
		// The clipboard write is asynchronous; the status appears when it has finished.
		await section.locator('[role="status"]').filter({ hasText: 'Link copied' }).waitFor();
		const copied = await page.evaluate(() => navigator.clipboard.readText());
		expect(copied).toBe(`${site.server.url}errors/${slug}/#check-${check.id}`);
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('is a complete, readable page without JavaScript', async () => {
		const { page, context } = await openPage(site.browser, site.server.origin, { javaScriptEnabled: false });
		await page.goto(`${site.server.url}errors/${slug}/`);
		for (const check of runbook.data.checks) {
			await expect(page.locator(`#check-${check.id}`).isVisible()).resolves.toBe(true);
		}
		const firstString = runbook.data.errorStrings[0]!.text;
		await expect(page.locator('section[aria-labelledby="what-you-see"]').textContent()).resolves.toContain(firstString);
		// Without JavaScript the copy-link control is still a plain link to the check.
		const link = page.locator('.copy-link a').first();
		await expect(link.getAttribute('href')).resolves.toMatch(new RegExp(`/errors/${slug}/#check-`));
		await context.close();
	});

	it('is the first search result for its canonical error string', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(site.server.url);
		const query = runbook.data.errorStrings[0]!.text;
		const top = await searchFor(page, query);
		expect(new URL((await top.getAttribute('data-url'))!, site.server.url).pathname, `top hit for ${JSON.stringify(query)}`).toBe(
			`${new URL(site.server.url).pathname}errors/${slug}/`,
		);
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});
});
