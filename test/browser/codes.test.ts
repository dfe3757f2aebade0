/**
 * The error-code pages in real Chromium: enum names (and deprecated aliases) land on the number's
 * page; the hub links every index; each index can be filtered and jumped through with JavaScript
 * (filter box, go-to box) and without it (range links, by-runbook lists); every page fits 1280 px
 * and a 390 px phone without sideways scrolling and passes axe in light and dark.
 */
import { describe, expect, it } from 'vitest';
import { findAxeViolations } from './support/axe.ts';
import { openPage } from './support/browser.ts';
import { NO_PROBLEMS, useBuiltSite } from './support/site.ts';

const dist = process.env.DIST_DIR ?? 'dist';
const site = useBuiltSite(dist);

const INDEXES = ['/codes/cuda/', '/codes/driver/', '/codes/cublas/', '/codes/cudnn/', '/codes/cufft/', '/codes/cusolver/', '/codes/cusparse/', '/codes/curand/', '/codes/nccl/', '/codes/nvrtc/', '/codes/xid/'];
const SAMPLES = ['/codes/', '/codes/cuda/', '/codes/xid/', '/codes/cudnn/', '/codes/xid/79/', '/codes/xid/1/', '/codes/cudnn/4003/', '/codes/nccl/6/', '/codes/curand/105/'];

describe('error-code pages', () => {
	it('send the enum name address to the number page', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(`${site.server.url}codes/cuda/cudaErrorIllegalAddress/`);
		await page.waitForURL(`${site.server.url}codes/cuda/700/`);
		await expect(page.locator('h1').textContent()).resolves.toBe('cudaErrorIllegalAddress');
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('send a deprecated cuDNN name to the status it aliases', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(`${site.server.url}codes/cudnn/CUDNN_STATUS_ALLOC_FAILED/`);
		await page.waitForURL(`${site.server.url}codes/cudnn/4003/`);
		await expect(page.locator('h1').textContent()).resolves.toBe('CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED');
		await expect(page.getByText('CUDNN_STATUS_ALLOC_FAILED', { exact: true }).count()).resolves.toBeGreaterThan(0);
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

	it('show an Xid with NVIDIA\'s action and the runbook to read', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(`${site.server.url}codes/xid/79/`);
		await expect(page.locator('h1').textContent()).resolves.toBe('Xid 79: GPU has fallen off the bus');
		await expect(page.locator('.code-facts').textContent()).resolves.toContain('RESTART_BM');
		await page.locator('.code-facts a[href$="/errors/device-unavailable/"]').click();
		await page.waitForURL(`${site.server.url}errors/device-unavailable/`);
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('fit a phone-width screen even with the longest enum name', async () => {
		const { page, context } = await openPage(site.browser, site.server.origin, { viewport: { width: 360, height: 740 } });
		await page.goto(`${site.server.url}codes/driver/915/`);
		await expect(page.locator('h1').textContent()).resolves.toBe('CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION');
		await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
		await context.close();
	});
});

describe('the code hub', () => {
	it('links every index, and each index lists its codes', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(`${site.server.url}codes/`);
		const hrefs = await page.locator('main a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
		for (const index of INDEXES) expect(hrefs).toContain(index);
		for (const index of INDEXES) {
			await page.goto(site.server.origin + index);
			await expect(page.locator('tbody tr').count(), index).resolves.toBeGreaterThan(5);
		}
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});
});

describe('an index with JavaScript', () => {
	it('filters the rows to those containing every word typed', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(`${site.server.url}codes/cuda/`);
		const filter = page.getByRole('searchbox', { name: 'Filter' });
		await expect(filter.isEnabled()).resolves.toBe(true);
		await filter.fill('capture unsupported');
		await expect.poll(() => page.locator('tbody tr:visible').count()).toBe(1);
		await expect(page.locator('tbody tr:visible th a').textContent()).resolves.toBe('cudaErrorStreamCaptureUnsupported');
		await expect(page.getByRole('status').first().textContent()).resolves.toMatch(/^1 of \d+ shown$/);
		await filter.fill('');
		await expect.poll(() => page.locator('tbody tr:visible').count()).toBeGreaterThan(100);
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('goes to the code typed by number, by pre-10.1 number and by name', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		const go = async (typed: string) => {
			await page.goto(`${site.server.url}codes/cuda/`);
			await page.getByRole('textbox', { name: 'Go to' }).fill(typed);
			await page.getByRole('button', { name: 'Go' }).click();
		};
		await go('700');
		await page.waitForURL(`${site.server.url}codes/cuda/700/`);
		await go('77');
		await page.waitForURL(`${site.server.url}codes/cuda/700/`);
		await go('cudaErrorMemoryAllocation');
		await page.waitForURL(`${site.server.url}codes/cuda/2/`);
		await go('12345');
		await expect(page.getByRole('status').first().textContent()).resolves.toBe('Nothing numbered or named "12345" in this list.');
		await page.goto(`${site.server.url}codes/xid/`);
		await page.getByRole('textbox', { name: 'Go to' }).fill('Xid 79');
		await page.getByRole('textbox', { name: 'Go to' }).press('Enter');
		await page.waitForURL(`${site.server.url}codes/xid/79/`);
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});
});

describe('an index without JavaScript', () => {
	it('keeps the boxes disabled and jumps by number range and by runbook through links', async () => {
		const { page, context } = await openPage(site.browser, site.server.origin, { javaScriptEnabled: false });
		await page.goto(`${site.server.url}codes/cuda/`);
		await expect(page.getByRole('searchbox', { name: 'Filter' }).isDisabled()).resolves.toBe(true);
		await expect(page.getByRole('textbox', { name: 'Go to' }).isDisabled()).resolves.toBe(true);
		await page.getByRole('navigation', { name: 'Jump to codes by number' }).getByRole('link', { name: '700–799' }).click();
		await page.waitForURL(`${site.server.url}codes/cuda/#n-700`);
		await expect(page.locator('tr#n-700').isVisible()).resolves.toBe(true);
		const byRunbook = page.locator('.code-index-groups');
		await expect(byRunbook.getByRole('heading', { name: /^Illegal memory access/i }).count()).resolves.toBe(1);
		await byRunbook.getByRole('link', { name: '700 cudaErrorIllegalAddress' }).click();
		await page.waitForURL(`${site.server.url}codes/cuda/700/`);
		await context.close();
	});
});

describe('every code page and index', () => {
	it.each(INDEXES)('%s fits 1280 px without a scrolling table', async (path) => {
		const { page, context } = await openPage(site.browser, site.server.origin, { viewport: { width: 1280, height: 900 } });
		await page.goto(site.server.origin + path);
		await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(1280);
		// The table is no wider than the main column that holds it, so nothing scrolls sideways.
		const table = await page.locator('table.code-index-table').evaluate((el) => ({ width: el.scrollWidth, column: el.closest('main')!.clientWidth }));
		expect(table.width).toBeGreaterThan(0);
		expect(table.width).toBeLessThanOrEqual(table.column);
		await context.close();
	});

	it.each([...INDEXES, ...SAMPLES])('%s fits a 390 px phone without sideways scrolling', async (path) => {
		const { page, context } = await openPage(site.browser, site.server.origin, { viewport: { width: 390, height: 844 } });
		await page.goto(site.server.origin + path);
		await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
		await context.close();
	});

	describe.each(['light', 'dark'] as const)('in the %s theme', (colorScheme) => {
		it.each(SAMPLES)('%s has no accessibility violations, CSP violations or console errors', async (path) => {
			const { page, context, problems } = await openPage(site.browser, site.server.origin, { colorScheme });
			await page.goto(site.server.origin + path, { waitUntil: 'networkidle' });
			expect(await findAxeViolations(page)).toEqual([]);
			expect(problems).toEqual(NO_PROBLEMS);
			await context.close();
		});
	});
});
