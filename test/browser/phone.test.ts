/**
 * The site on a 390 px phone in real Chromium: no page, and no state of the diagnosis, search or a
 * wizard, is wider than the screen; the header stays at the top with the search and a Menu that
 * opens the sidebar as a drawer (and jumps to it without JavaScript); runbooks open with "On this
 * page"; on a wide screen the contents list marks the section being read. The theme picker's
 * choice holds across pages and passes axe.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { crawlSite } from '../support/crawl.ts';
import { findAxeViolations } from './support/axe.ts';
import { openPage } from './support/browser.ts';
import { NO_PROBLEMS, useBuiltSite } from './support/site.ts';

const dist = process.env.DIST_DIR ?? 'dist';
const site = useBuiltSite(dist);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// An enum name's address is a redirect to the number's page, which is checked itself.
const pages = crawlSite(dist)
	.filter((page) => !page.html.includes('http-equiv="refresh"'))
	.map((page) => page.path);

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('on a 390 px phone', () => {
	it(
		`no page of the ${pages.length} is wider than the screen`,
		async () => {
			const { page, context, problems } = await openPage(site.browser, site.server.origin, PHONE);
			const wide: string[] = [];
			for (const path of pages) {
				await page.goto(site.server.origin + path, { waitUntil: 'load' });
				const extra = await overflow(page);
				if (extra > 0) wide.push(`${path} (${extra} px too wide)`);
			}
			expect(wide).toEqual([]);
			expect(problems).toEqual(NO_PROBLEMS);
			await context.close();
		},
		900_000,
	);

	it('no page outside the code reference is wider than the screen without JavaScript', async () => {
		const { page, context } = await openPage(site.browser, site.server.origin, { ...PHONE, javaScriptEnabled: false });
		const wide: string[] = [];
		for (const path of pages.filter((path) => !path.startsWith('/codes/') || path.split('/').length <= 4)) {
			await page.goto(site.server.origin + path, { waitUntil: 'load' });
			const extra = await overflow(page);
			if (extra > 0) wide.push(`${path} (${extra} px too wide)`);
		}
		expect(wide).toEqual([]);
		await context.close();
	}, 300_000);

	it('keeps diagnoses of long pastes within the screen', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin, PHONE);
		const pastes = [
			'[rank0]:[E1121 05:28:33.183651598 ProcessGroupNCCL.cpp:689] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=2, OpType=ALLREDUCE, NumelIn=1048576, NumelOut=1048576, Timeout(ms)=5000) ran for 5017 milliseconds before timing out.',
			'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 4.00 GiB. GPU 0 has a total capacity of 79.19 GiB of which 1.78 GiB is free. Process 4242 has 12.40 GiB memory in use. Including non-PyTorch memory, this process has 64.99 GiB memory in use. Of the allocated memory 60.86 GiB is allocated by PyTorch, and 3.14 GiB is reserved by PyTorch but unallocated.',
			'/pytorch/aten/src/ATen/native/cuda/Indexing.cu:1289: indexSelectLargeIndex: block: [267,0,0], thread: [64,0,0] Assertion `srcIndex < srcSelectDimSize` failed.\nRuntimeError: CUDA error: device-side assert triggered',
			'ValueError: cuda profiler reported cudaErrorProfilerDisabled_while_tracing_a_very_long_identifier_without_any_spaces_at_all',
		];
		for (const paste of pastes) {
			await page.goto(`${site.server.url}diagnose/#q=${encodeURIComponent(paste)}`);
			await page.locator('[data-match-slug], [data-no-match]:not([hidden])').first().waitFor();
			for (const details of await page.locator('.match-why').all()) await details.evaluate((element) => element.setAttribute('open', ''));
			expect(await overflow(page), paste.slice(0, 40)).toBe(0);
		}
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('keeps the header at the top, with search and a Menu that opens the families as a drawer', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin, PHONE);
		await page.goto(`${site.server.url}errors/out-of-memory/`);
		await page.mouse.wheel(0, 4000);
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
		const header = await page.locator('.site-header').boundingBox();
		expect(header?.y).toBe(0);
		expect(header!.height).toBeLessThan(70);
		await expect(page.locator('[data-search-open]').isVisible()).resolves.toBe(true);
		const menu = page.getByRole('button', { name: 'Menu' });
		await menu.click();
		const drawer = page.locator('#site-nav');
		await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
		const box = await drawer.boundingBox();
		expect(box!.y).toBeGreaterThanOrEqual(header!.height - 1);
		expect(box!.y).toBeLessThan(header!.height + 2);
		// Focus goes to the current family, which the drawer marks.
		await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).resolves.toBe('page');
		expect(await findAxeViolations(page)).toEqual([]);
		await page.keyboard.press('Escape');
		await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
		await expect(page.evaluate(() => document.activeElement?.hasAttribute('data-menu-toggle'))).resolves.toBe(true);
		// Following a family from the drawer opens its page.
		await menu.click();
		await drawer.getByRole('link', { name: 'Illegal memory access' }).click();
		await page.waitForURL(/\/errors\/illegal-memory-access\//);
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('jumps to the families with the Menu link when there is no JavaScript', async () => {
		const { page, context } = await openPage(site.browser, site.server.origin, { ...PHONE, javaScriptEnabled: false });
		await page.goto(`${site.server.url}errors/out-of-memory/`);
		await page.getByRole('link', { name: 'Menu' }).click();
		await page.waitForURL(/#site-nav$/);
		const top = await page.locator('#site-nav').evaluate((element) => element.getBoundingClientRect().top);
		expect(top).toBeLessThan(844);
		expect(top).toBeGreaterThanOrEqual(0);
		await context.close();
	});

	it('opens a runbook with a folded "On this page" list and the summary box', async () => {
		const { page, context } = await openPage(site.browser, site.server.origin, PHONE);
		await page.goto(`${site.server.url}errors/illegal-memory-access/`);
		const contents = page.locator('details.toc-mobile');
		await expect(contents.isVisible()).resolves.toBe(true);
		expect(await contents.getAttribute('open')).toBeNull();
		const summary = await page.locator('.runbook-summary').boundingBox();
		expect(summary!.y).toBeLessThan(844);
		await contents.locator('summary').click();
		await contents.getByRole('link', { name: /CUDA_LAUNCH_BLOCKING/ }).first().click();
		await page.waitForURL(/#check-/);
		await context.close();
	});
});

describe('on a wide screen', () => {
	it('marks the section being read in the contents list', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin, { viewport: { width: 1280, height: 900 } });
		await page.goto(`${site.server.url}errors/out-of-memory/#check-expandable-segments`);
		const current = page.locator('.toc a[aria-current="true"]');
		await expect.poll(() => current.getAttribute('href')).toBe('#check-expandable-segments');
		await page.evaluate(() => document.getElementById('check-shrink-the-batch')!.scrollIntoView());
		await expect.poll(() => current.getAttribute('href')).toBe('#check-shrink-the-batch');
		expect(await current.count()).toBe(1);
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('has no tab stop that does nothing before the content', async () => {
		const { page, context } = await openPage(site.browser, site.server.origin, { viewport: { width: 1280, height: 900 } });
		await page.goto(`${site.server.url}errors/out-of-memory/`);
		const stops: string[] = [];
		for (let i = 0; i < 8; i += 1) {
			await page.keyboard.press('Tab');
			stops.push(
				await page.evaluate(() => {
					const element = document.activeElement as HTMLElement;
					const box = element.getBoundingClientRect();
					return `${element.tagName}:${box.width >= 8 && box.height >= 8 ? 'visible' : 'tiny'}:${element.textContent?.trim().slice(0, 20)}`;
				}),
			);
		}
		expect(stops.filter((stop) => stop.includes(':tiny:') && !stop.startsWith('A:tiny:Skip'))).toEqual([]);
		expect(stops.some((stop) => stop.startsWith('SUMMARY'))).toBe(false);
		await context.close();
	});
});

describe('the theme picker', () => {
	it('keeps a chosen dark theme across pages, code blocks included, without accessibility violations', async () => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin, { colorScheme: 'light' });
		await page.goto(`${site.server.url}errors/out-of-memory/`);
		await page.getByLabel('Colour theme').first().selectOption('dark');
		expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
		await page.goto(`${site.server.url}errors/illegal-memory-access/`);
		expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
		const code = await page.locator('.expressive-code pre').first().evaluate((pre) => getComputedStyle(pre).backgroundColor);
		expect(code).not.toBe('rgb(255, 255, 255)');
		expect(await page.getByLabel('Colour theme').first().inputValue()).toBe('dark');
		expect(await findAxeViolations(page)).toEqual([]);
		await page.getByLabel('Colour theme').first().selectOption('system');
		expect(await page.evaluate(() => document.documentElement.hasAttribute('data-theme'))).toBe(false);
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});

	it('is left out without JavaScript', async () => {
		const { page, context } = await openPage(site.browser, site.server.origin, { javaScriptEnabled: false });
		await page.goto(site.server.url);
		await expect(page.getByLabel('Colour theme').first().isVisible()).resolves.toBe(false);
		await context.close();
	});
});

// The head script that applies the theme is part of every page's hashed CSP.
it('applies the stored theme before the first paint with a hashed inline script', () => {
	const html = readFileSync(`${dist}/index.html`, 'utf8');
	const head = html.slice(0, html.indexOf('</head>'));
	expect(head).toMatch(/<script>try\{var t=localStorage\.getItem\("cuda-triage-theme"\)/);
});
