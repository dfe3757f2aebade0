/**
 * The error-code pages in real Chromium: an enum name's address lands on the number's page, and
 * the index stays readable on a phone, its wide tables scrolling inside their own focusable region.
 */
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { NO_PROBLEMS, useBuiltSite } from './support/site.ts';

const dist = process.env.DIST_DIR ?? 'dist';
const site = useBuiltSite(dist);

describe('error-code pages', () => {
	it('send the enum name address to the number page', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(`${site.server.url}codes/cuda/cudaErrorIllegalAddress/`);
		await page.waitForURL(`${site.server.url}codes/cuda/700/`);
		await expect(page.locator('h1').textContent()).resolves.toBe('cudaErrorIllegalAddress');
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('link a runtime code to the driver code with the same number', async () => {
		const { page, context } = await openPage(site.browser, site.server.origin);
		await page.goto(`${site.server.url}codes/cuda/700/`);
		await page.getByRole('link', { name: 'CUDA_ERROR_ILLEGAL_ADDRESS' }).click();
		await page.waitForURL(`${site.server.url}codes/driver/700/`);
		await context.close();
	});

	it('fit a phone-width screen even with the longest enum name', async () => {
		const { page, context } = await openPage(site.browser, site.server.origin, { viewport: { width: 360, height: 740 } });
		await page.goto(`${site.server.url}codes/driver/915/`);
		await expect(page.locator('h1').textContent()).resolves.toBe('CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION');
		await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
		await context.close();
	});

	it('keep the index inside a phone-width screen, the tables scrolling in a labelled region', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin, { viewport: { width: 360, height: 740 } });
		await page.goto(`${site.server.url}codes/`);
		const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
		expect(pageWidth).toBeLessThanOrEqual(360);
		const region = page.getByRole('region', { name: 'CUDA runtime (cudaError_t)' });
		const { scrollWidth, clientWidth } = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
		expect(scrollWidth).toBeGreaterThan(clientWidth);
		await region.focus();
		await page.keyboard.press('ArrowRight');
		// Keyboard scrolling may be animated, so wait for it rather than reading it once.
		await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});
});
