/**
 * The header's search dialog in real Chromium, as people use such dialogs: `/` and Ctrl+K open
 * it, arrow keys move the highlight, Enter opens the highlighted hit, Escape closes it and focus
 * goes back to the button. Hits say what they are (runbook, check, code, tool) with the matched
 * words marked. A keyword is answered by Pagefind; an error line or a pasted traceback goes to the
 * diagnosis. Without JavaScript the button is left out and a note says why.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { findAxeViolations } from './support/axe.ts';
import { openPage } from './support/browser.ts';
import { NO_PROBLEMS, useBuiltSite } from './support/site.ts';

const site = useBuiltSite();

const options = (page: Page) => page.locator('#site-search-results [role="option"]');

/** Opens the dialog with `/`, types `query` and waits for the first page hit. */
async function typeQuery(page: Page, query: string): Promise<void> {
	await page.keyboard.press('/');
	await page.locator('#site-search').waitFor({ state: 'visible' });
	await page.keyboard.type(query, { delay: 10 });
	await page.locator('#site-search-results [role="option"]:not([data-kind="diagnose"])').first().waitFor();
}

describe('the search dialog', () => {
	it('opens on /, labels each hit and marks the words that matched', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(`${site.server.url}errors/out-of-memory/`);
		await typeQuery(page, 'illegal memory access');
		expect(await page.locator('[data-search-dialog]').evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(true);
		const kinds = await options(page).evaluateAll((items) => items.map((item) => item.querySelector('.hit-kind')?.textContent));
		expect(kinds).toContain('Runbook');
		expect(kinds).toContain('Check');
		expect(kinds.at(-1)).toBe('Diagnose');
		expect(await options(page).first().locator('mark').count()).toBeGreaterThan(0);
		// Excerpts keep words apart where the page has separate cells or definitions.
		const text = (await page.locator('#site-search-results').textContent()) ?? '';
		expect(text).not.toMatch(/Messagean|APINameNumber/);
		expect(await findAxeViolations(page)).toEqual([]);
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('moves the highlight with the arrow keys and opens the highlighted hit on Enter', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(site.server.url);
		await typeQuery(page, 'illegal memory access');
		const input = page.locator('#site-search');
		await expect(options(page).first().getAttribute('aria-selected')).resolves.toBe('true');
		await page.keyboard.press('ArrowDown');
		const second = options(page).nth(1);
		await expect(second.getAttribute('aria-selected')).resolves.toBe('true');
		expect(await input.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
		await page.keyboard.press('ArrowUp');
		await page.keyboard.press('ArrowUp');
		// Up from the first wraps to the last.
		await expect(options(page).last().getAttribute('aria-selected')).resolves.toBe('true');
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('ArrowDown');
		const target = await second.getAttribute('data-url');
		await page.keyboard.press('Enter');
		await page.waitForURL((url) => url.pathname + url.hash === target);
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('answers a keyword such as expandable_segments with a page, not the diagnosis', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(site.server.url);
		await typeQuery(page, 'expandable_segments');
		await page.keyboard.press('Enter');
		await page.waitForURL((url) => !url.pathname.startsWith('/diagnose/') && url.pathname !== '/');
		await expect(page.locator('main').textContent()).resolves.toContain('expandable_segments');
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('sends an error line to the diagnosis first, and a pasted traceback at once', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(site.server.url);
		const line = 'RuntimeError: CUDA error: an illegal memory access was encountered';
		await page.keyboard.press('Control+K');
		await page.locator('#site-search').fill(line);
		await options(page).first().waitFor();
		expect(await options(page).first().getAttribute('data-kind')).toBe('diagnose');
		await page.keyboard.press('Enter');
		await page.waitForURL(/\/diagnose\/#q=/);
		expect(decodeURIComponent(new URL(page.url()).hash.slice(3))).toBe(line);
		await page.locator('[data-match-slug]').first().waitFor();

		await page.goto(`${site.server.url}tools/`);
		await page.keyboard.press('/');
		await page.locator('[data-search-dialog][data-ready]').waitFor({ state: 'attached' });
		const traceback = `Traceback (most recent call last):\n  File "train.py", line 3\n${line}`;
		await page.evaluate((text) => {
			const data = new DataTransfer();
			data.setData('text/plain', text);
			document.querySelector('#site-search')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
		}, traceback);
		await page.waitForURL(/\/diagnose\/#q=/);
		expect(decodeURIComponent(new URL(page.url()).hash.slice(3))).toBe(traceback);
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('closes on Escape, on Close and on the backdrop, and gives focus back to its button', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(`${site.server.url}errors/out-of-memory/`);
		const dialog = page.locator('[data-search-dialog]');
		const isOpen = () => dialog.evaluate((element) => (element as HTMLDialogElement).open);
		await page.keyboard.press('Meta+K');
		await page.locator('[data-search-dialog][data-ready]').waitFor({ state: 'attached' });
		await page.locator('#site-search').fill('nccl');
		await page.keyboard.press('Escape');
		expect(await isOpen()).toBe(false);
		expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-open'))).toBe(true);
		await page.locator('[data-search-open]').click();
		await page.getByRole('button', { name: 'Close', exact: true }).click();
		expect(await isOpen()).toBe(false);
		await page.keyboard.press('/');
		await page.mouse.click(5, 5);
		expect(await isOpen()).toBe(false);
		// Typing / in a text field types a slash.
		await page.goto(`${site.server.url}diagnose/`);
		await page.getByLabel(/Paste/).focus();
		await page.keyboard.type('a/b');
		expect(await isOpen()).toBe(false);
		await expect(page.getByLabel(/Paste/).inputValue()).resolves.toBe('a/b');
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('is left out without JavaScript, and a note links to the families instead', async () => {
		const { page, context } = await openPage(site.browser, site.server.origin, { javaScriptEnabled: false });
		await page.goto(`${site.server.url}errors/out-of-memory/`);
		expect(await page.locator('[data-search-open]').isVisible()).toBe(false);
		const note = page.locator('.search-nojs');
		expect(await note.isVisible()).toBe(true);
		await expect(note.textContent()).resolves.toContain('search needs JavaScript');
		await context.close();
	});
});
