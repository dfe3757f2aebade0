/**
 * The diagnosis page in real Chromium: a `#q=` link shows ranked matches with no input; typing
 * (no button) updates them and the fragment; a paste nobody knows shows the no-match block; a
 * hostile paste stays text; a cut-off link does not break the page; a whole log is diagnosed off
 * the main thread. Nothing may log an error, leave the site or break the CSP along the way, and
 * the registry is not fetched until the person shows intent.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser.ts';
import { NO_PROBLEMS, useBuiltSite } from './support/site.ts';

const dist = process.env.DIST_DIR ?? 'dist';
const IMA = 'RuntimeError: CUDA error: an illegal memory access was encountered\nCompile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.';
const OOM =
	'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.11 GiB of which 1.23 GiB is free. Process 12345 has 77.86 GiB memory in use. Of the allocated memory 75.20 GiB is allocated by PyTorch, and 1.13 GiB is reserved by PyTorch but unallocated.';

const site = useBuiltSite(dist);

const diagnoseUrl = (paste?: string) => `${site.server.url}diagnose/${paste === undefined ? '' : `#q=${encodeURIComponent(paste)}`}`;

/** The slugs of the ranked matches, once at least one is shown. */
async function matchSlugs(page: Page): Promise<string[]> {
	await page.locator('[data-match-slug]').first().waitFor({ timeout: 10_000 });
	return page.locator('[data-match-slug]').evaluateAll((items) => items.map((item) => item.getAttribute('data-match-slug') ?? ''));
}

describe('/diagnose/', () => {
	it('shows the ranked diagnosis of a #q= link with no further input', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(diagnoseUrl(IMA));
		expect((await matchSlugs(page))[0]).toBe('illegal-memory-access');
		await expect(page.getByLabel(/Paste/).inputValue()).resolves.toBe(IMA);
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('fetches nothing for diagnosis until the paste box is used', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		const requested: string[] = [];
		page.on('request', (request) => requested.push(new URL(request.url()).pathname));
		await page.goto(diagnoseUrl());
		await page.waitForLoadState('networkidle');
		expect(requested.filter((path) => /registry\.json|paste-engine|pagefind\/pagefind/.test(path))).toEqual([]);
		await page.getByLabel(/Paste/).focus();
		await page.waitForResponse((response) => response.url().endsWith('/diagnose/registry.json'));
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('follows typing with no button and keeps the paste in the fragment', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(diagnoseUrl());
		const box = page.getByLabel(/Paste/);
		await box.fill(OOM);
		expect((await matchSlugs(page))[0]).toBe('out-of-memory');
		await expect(page.locator('[data-match-slug="out-of-memory"] .oom-bar figcaption').textContent()).resolves.toContain('79.11 GiB in all');
		await page.waitForFunction(() => location.hash.startsWith('#q='));
		expect(decodeURIComponent(new URL(page.url()).hash.slice(3))).toBe(OOM);
		await box.fill('');
		await box.pressSequentially('RuntimeError: CUDA error: device-side assert triggered', { delay: 5 });
		await page.waitForFunction(() => document.querySelector('[data-match-slug]')?.getAttribute('data-match-slug') === 'device-side-assert');
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	// The time from input to results is a figure for `npm run bench -- browser-diagnosis`, not a timed assertion.
	it('replaces the matches on every input event, with no button press', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(diagnoseUrl());
		const box = page.getByLabel(/Paste/);
		for (const [paste, slug] of [
			[IMA, 'illegal-memory-access'],
			[OOM, 'out-of-memory'],
			['RuntimeError: CUDA error: device-side assert triggered', 'device-side-assert'],
		] as const) {
			await box.fill(paste);
			await expect.poll(async () => (await matchSlugs(page))[0]).toBe(slug);
		}
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('ranks a cuBLAS failure behind the illegal access it follows', async () => {
		const { page, context } = await openPage(site.browser, site.server.origin);
		await page.goto(
			diagnoseUrl(
				'RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasSgemm( handle, opa, opb, m, n, k, &alpha, a, lda, b, ldb, &beta, c, ldc)`\nterminate called after throwing an instance of \'c10::CUDAError\'\n  what():  CUDA error: an illegal memory access was encountered',
			),
		);
		expect((await matchSlugs(page)).slice(0, 2)).toEqual(['illegal-memory-access', 'cublas-cudnn']);
		await context.close();
	});

	it('shows the no-match block, with the wizard link, for a paste nobody knows', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(diagnoseUrl('hello world, nothing to see here'));
		await page.locator('[data-no-match]').waitFor({ state: 'visible' });
		expect(await page.locator('[data-match-slug]').count()).toBe(0);
		await expect(page.locator('[data-no-match] a[href$="/wizard/"]').count()).resolves.toBe(1);
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('keeps a hostile paste as text and runs none of it', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		let dialogs = 0;
		page.on('dialog', (dialog) => {
			dialogs += 1;
			void dialog.dismiss();
		});
		const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script> RuntimeError: CUDA error: an illegal memory access was encountered';
		await page.goto(diagnoseUrl(hostile));
		await matchSlugs(page);
		await expect(page.locator('[data-match-slug] code').first().textContent()).resolves.toContain('<img src=x onerror=alert(1)>');
		expect(await page.locator('main img, main script:not([src])').count()).toBe(0);
		expect(dialogs).toBe(0);
		expect(problems.errors).toEqual([]);
		expect(problems.cspViolations).toEqual([]);
		await context.close();
	});

	it('opens a link cut inside a percent sequence without breaking', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(`${site.server.url}diagnose/#q=CUDA%20error%3A%20misaligned%20address%E0%A4%A`);
		expect((await matchSlugs(page))[0]).toBe('illegal-memory-access');
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	// How long the main thread is busy is a figure for `npm run bench -- browser-diagnosis`, not a timed assertion.
	it('diagnoses a whole log pasted at once', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(diagnoseUrl());
		const box = page.getByLabel(/Paste/);
		await box.focus();
		await page.waitForResponse((response) => response.url().endsWith('/diagnose/registry.json'));
		// Set the value and fire `input` in the page, as a paste would: typing 1 MB would take minutes.
		await page.evaluate(() => {
			const line = '2024-05-01 12:00:00,123 - INFO - step 1234 loss=0.1234 lr=3.000e-4 grad_norm=1.23\n';
			const textarea = document.querySelector('textarea')!;
			textarea.value = `${line.repeat(12_000)}RuntimeError: CUDA error: misaligned address\n`;
			textarea.dispatchEvent(new Event('input', { bubbles: true }));
		});
		expect((await matchSlugs(page))[0]).toBe('illegal-memory-access');
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});
});
