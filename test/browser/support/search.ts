/**
 * Drives the header's search dialog as a person does: open it with its button, type, and wait for
 * the list of hits.
 */
import type { Locator, Page } from 'playwright-core';

/** Opens the dialog, types `query`, and returns the first hit that is a page (not the diagnosis entry). */
export async function searchFor(page: Page, query: string): Promise<Locator> {
	await page.locator('[data-search-open]').click();
	await page.locator('#site-search').fill(query);
	const first = page.locator('#site-search-results [role="option"]:not([data-kind="diagnose"])').first();
	await first.waitFor();
	return first;
}
