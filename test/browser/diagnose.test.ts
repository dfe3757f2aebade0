/**
 * The diagnosis page in real Chromium: a `#q=` link shows ranked matches with no input; typing
 * (no button) updates them and the fragment; a paste nobody knows shows the no-match block; a
 * hostile paste stays text; a cut-off link does not break the page; a whole log is diagnosed off
 * the main thread. The answer reads short answer first: what happened and the check to run, then
 * the facts, then why in a details line; the out-of-memory bar has a key whose figures are the
 * verdict's; weak matches say so. Copy as Markdown and the share link copy what they say. A
 * no-match names what the paste shows and what to collect, and says "No runbook matched" once.
 * The home page keeps its paste across Back. Nothing may log an error, leave the site or break
 * the CSP along the way, and the registry is not fetched until the person shows intent.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { findAxeViolations } from './support/axe.ts';
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
		await expect(page.locator('[data-match-slug] .match-decided code').first().textContent()).resolves.toContain('<img src=x onerror=alert(1)>');
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

	it('leads each answer with what happened and the check to run, then the facts, then why', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(diagnoseUrl(IMA));
		await matchSlugs(page);
		const best = page.locator('[data-match-slug]').first();
		const order = await best.evaluate((item) => [...item.children].map((child) => child.className || child.tagName.toLowerCase()));
		expect(order.slice(0, 5)).toEqual(['match-rank', 'match-title', 'match-happened', 'match-meaning', 'match-first']);
		expect(order.indexOf('match-facts')).toBeLessThan(order.indexOf('match-why'));
		await expect(best.locator('.match-rank').textContent()).resolves.toMatch(/^Best match · (Strong|Likely) match/);
		// The score and the line that decided sit in a closed details line, in words.
		expect(await best.locator('.match-why').getAttribute('open')).toBeNull();
		await best.locator('.match-why summary').click();
		await expect(best.locator('.match-why').textContent()).resolves.toMatch(/Matched because the paste .*Score 0\.\d\d of 1/);
		await expect(best.locator('.match-decided').textContent()).resolves.toContain('an illegal memory access was encountered');
		const first = best.locator('.match-first a');
		expect(await first.getAttribute('href')).toMatch(/\/errors\/illegal-memory-access\/#check-/);
		expect(await findAxeViolations(page)).toEqual([]);
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('shows the out-of-memory figures once: the bar key carries the verdict\'s own number', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		const paste =
			'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 4.00 GiB. GPU 0 has a total capacity of 79.19 GiB of which 1.78 GiB is free. Process 4242 has 12.40 GiB memory in use. Including non-PyTorch memory, this process has 64.99 GiB memory in use. Of the allocated memory 60.86 GiB is allocated by PyTorch, and 3.14 GiB is reserved by PyTorch but unallocated.';
		await page.goto(diagnoseUrl(paste));
		await matchSlugs(page);
		const card = page.locator('[data-match-slug="out-of-memory"]');
		await expect(card.locator('.match-happened').textContent()).resolves.toContain('12.40 GiB');
		const key = await card.locator('.oom-key li').allTextContents();
		expect(key).toContain('12.40 GiB other processes');
		// Total minus free minus PyTorch's reserve (13.41 GiB) is not a figure this message supports.
		expect(key.some((entry) => /^13\.\d\d GiB/.test(entry))).toBe(false);
		// Each coloured segment has its key entry.
		expect(await card.locator('.oom-bar rect').count()).toBe(key.length);
		// The bar's figures are not repeated in the facts list.
		await expect(card.locator('.match-facts').textContent()).resolves.not.toContain('60.86 GiB');
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('marks a weak match as weak in words', async () => {
		const { page, context } = await openPage(site.browser, site.server.origin);
		await page.goto(diagnoseUrl('RuntimeError: something about a cuda stream went wrong somewhere'));
		await page.locator('[data-match-slug], [data-no-match]:not([hidden])').first().waitFor();
		for (const item of await page.locator('[data-match-slug][data-confidence="weak"]').all()) {
			await expect(item.locator('.match-rank').textContent()).resolves.toContain('Weak match');
		}
		await context.close();
	});

	it('copies the diagnosis as Markdown and as a link', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin, { permissions: ['clipboard-read', 'clipboard-write'] });
		await page.goto(diagnoseUrl(IMA));
		await matchSlugs(page);
		await page.getByRole('button', { name: 'Copy as Markdown' }).click();
		await page.locator('[data-tools-status]').filter({ hasText: 'Markdown copied' }).waitFor();
		const markdown = await page.evaluate(() => navigator.clipboard.readText());
		expect(markdown).toContain('RuntimeError: CUDA error: an illegal memory access was encountered');
		expect(markdown).toContain(`**Illegal memory access** (`);
		expect(markdown).toContain(`${site.server.url}errors/illegal-memory-access/`);
		expect(markdown).toMatch(/- What happened: .+\n- Do this first: \[.+\]\(http.+#check-.+\)/);
		await page.getByRole('button', { name: 'Copy link to this diagnosis' }).click();
		await page.locator('[data-tools-status]').filter({ hasText: 'Link copied' }).waitFor();
		const link = await page.evaluate(() => navigator.clipboard.readText());
		expect(link).toBe(diagnoseUrl(IMA));
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('says once that nothing matched, then what the paste shows and what to collect', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(diagnoseUrl('Traceback (most recent call last):\n  File "train.py", line 88\nValueError: cuda profiler reported cudaErrorProfilerDisabled while tracing'));
		const block = page.locator('[data-no-match]');
		await block.waitFor({ state: 'visible' });
		await page.locator('[data-no-match-recognized]:not([hidden])').waitFor();
		const visible = await page.locator('main').innerText();
		expect(visible.match(/No runbook matched/g)).toHaveLength(1);
		expect(await block.locator('[data-no-match-recognized] a').getAttribute('href')).toBe('/codes/cuda/5/');
		await expect(block.textContent()).resolves.toContain('compute-sanitizer');
		expect(await page.locator('[data-match-slug]').count()).toBe(0);
		await page.locator('[data-search-results]:not([hidden]) li a').first().waitFor();
		expect(await findAxeViolations(page)).toEqual([]);
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('scrolls the answer into view on a phone after a paste', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin, { viewport: { width: 390, height: 844 } });
		await page.goto(diagnoseUrl());
		const box = page.getByLabel(/Paste/);
		await box.focus();
		await page.waitForResponse((response) => response.url().endsWith('/diagnose/registry.json'));
		await page.evaluate((text) => {
			const textarea = document.querySelector('textarea')!;
			textarea.value = text;
			textarea.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
		}, OOM);
		await matchSlugs(page);
		await expect
			.poll(() => page.locator('[data-match-slug]').first().evaluate((item) => Math.round(item.getBoundingClientRect().top)))
			.toBeLessThan(844 * 0.5);
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});
});

describe('a paste of megabytes', () => {
	/** A 5 MB training log ending in an illegal memory access, built in the page (not sent over the wire). */
	const BIG_LOG = {
		line: '2024-05-01 12:00:00,123 - INFO - step 1234 loss=0.1234 lr=3.000e-4 grad_norm=1.23\n',
		count: 61_000,
		tail: 'RuntimeError: CUDA error: an illegal memory access was encountered\n',
	};

	it('pasted into the header search opens a diagnosis of all of it, and Back returns it', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin, { permissions: ['clipboard-read', 'clipboard-write'] });
		await page.goto(`${site.server.url}tools/`);
		await page.keyboard.press('/');
		await page.locator('[data-search-dialog][data-ready]').waitFor({ state: 'attached' });
		const length = await page.evaluate(({ line, count, tail }) => {
			const text = line.repeat(count) + tail;
			const data = new DataTransfer();
			data.setData('text/plain', text);
			document.querySelector('#site-search')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
			return text.length;
		}, BIG_LOG);
		expect(length).toBeGreaterThan(5_000_000);
		await page.waitForURL(/\/diagnose\/#q=/);
		// The address holds the condensed paste (Chromium drops a URL over 2 MiB); the box holds all of it.
		expect(page.url().length).toBeLessThan(100_000);
		expect(decodeURIComponent(new URL(page.url()).hash.slice(3))).toContain('an illegal memory access was encountered');
		expect((await matchSlugs(page))[0]).toBe('illegal-memory-access');
		await expect.poll(() => page.getByLabel(/Paste/).evaluate((box) => (box as HTMLTextAreaElement).value.length), { timeout: 10_000 }).toBe(length);
		const note = page.locator('[data-paste-note]');
		await expect(note.innerText()).resolves.toMatch(/the diagnosis read [\d,]+ of its [\d,]+ lines.*hold only the lines the diagnosis reads \([\d,]+ of [\d,]+ characters\)/s);
		await page.getByRole('button', { name: 'Copy link to this diagnosis' }).click();
		await page.locator('[data-tools-status]').filter({ hasText: 'condensed to the lines the diagnosis reads' }).waitFor();
		expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

		await page.locator('[data-match-slug]').first().getByRole('link', { name: 'Open the runbook' }).click();
		await page.waitForURL(/\/errors\/illegal-memory-access\//);
		await page.goBack();
		await page.waitForURL(/\/diagnose\/#q=/);
		await expect.poll(() => page.getByLabel(/Paste/).evaluate((box) => (box as HTMLTextAreaElement).value.length), { timeout: 10_000 }).toBe(length);
		expect((await matchSlugs(page))[0]).toBe('illegal-memory-access');
		await page.goBack();
		await page.waitForURL(/\/tools\/$/);
		await expect(page.locator('h1').innerText()).resolves.not.toBe('');
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('pasted into the home box comes back whole after the runbook and Back', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(site.server.url);
		await page.getByLabel(/Paste/).focus();
		const length = await page.evaluate(({ line, count, tail }) => {
			const textarea = document.querySelector('textarea')!;
			textarea.value = line.repeat(count) + tail;
			textarea.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
			return textarea.value.length;
		}, BIG_LOG);
		expect((await matchSlugs(page))[0]).toBe('illegal-memory-access');
		await page.locator('[data-match-slug]').first().getByRole('link', { name: 'Open the runbook' }).click();
		await page.waitForURL(/\/errors\/illegal-memory-access\//);
		await page.goBack();
		await expect.poll(() => page.getByLabel(/Paste/).evaluate((box) => (box as HTMLTextAreaElement).value.length), { timeout: 10_000 }).toBe(length);
		expect((await matchSlugs(page))[0]).toBe('illegal-memory-access');
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});
});

describe('the home page paste box', () => {
	it('keeps the paste and its answer after opening the runbook and coming Back', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin);
		await page.goto(site.server.url);
		await page.getByLabel(/Paste/).fill(IMA);
		await matchSlugs(page);
		expect(new URL(page.url()).hash).toBe('');
		await page.locator('[data-match-slug]').first().getByRole('link', { name: 'Open the runbook' }).click();
		await page.waitForURL(/\/errors\/illegal-memory-access\//);
		await page.goBack();
		await expect.poll(() => page.getByLabel(/Paste/).inputValue()).toBe(IMA);
		expect((await matchSlugs(page))[0]).toBe('illegal-memory-access');
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('offers the same share link as the diagnosis page', async () => {
		const { page, context } = await openPage(site.browser, site.server.origin, { permissions: ['clipboard-read', 'clipboard-write'] });
		await page.goto(site.server.url);
		await page.getByLabel(/Paste/).fill(IMA);
		await matchSlugs(page);
		await page.getByRole('button', { name: 'Copy link to this diagnosis' }).click();
		await page.locator('[data-tools-status]').filter({ hasText: 'Link copied' }).waitFor();
		expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(diagnoseUrl(IMA));
		await context.close();
	});

	it('says why it is disabled without JavaScript', async () => {
		const { page, context } = await openPage(site.browser, site.server.origin, { javaScriptEnabled: false });
		await page.goto(site.server.url);
		expect(await page.getByLabel(/Paste/).isDisabled()).toBe(true);
		await expect(page.locator('main').innerText()).resolves.toContain('Diagnosis runs in your browser and needs JavaScript');
		await context.close();
	});
});
