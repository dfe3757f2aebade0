/**
 * Printing, as Chromium's print emulation lays it out, with the system in dark mode (and with the
 * dark theme chosen): paper gets dark text on white, code blocks, inline code and badges included,
 * at WCAG AA contrast; a printed wizard shows the step and the answers given, not the buttons,
 * and its whole diagram; a printed code index keeps its table within the page.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser.ts';
import { contrastRatio } from './support/contrast.ts';
import { useBuiltSite } from './support/site.ts';

const site = useBuiltSite();
// An A4 page at 96 dpi, less margins.
const PAPER = { viewport: { width: 720, height: 1000 }, colorScheme: 'dark' as const };

/** The colours that matter on paper: page, code blocks and their tokens, inline code, badges. */
async function printedColours(page: Page) {
	return page.evaluate(() => {
		const style = (element: Element | null) => (element ? getComputedStyle(element) : null);
		const opaque = (element: Element | null): string => {
			for (let node = element; node; node = node.parentElement) {
				const background = getComputedStyle(node).backgroundColor;
				if (background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent') return background;
			}
			return 'rgb(255, 255, 255)';
		};
		const pre = document.querySelector('.expressive-code pre');
		const tokens = [...document.querySelectorAll('.expressive-code .ec-line span[style]')].slice(0, 40).map((span) => ({ fg: getComputedStyle(span).color, bg: opaque(span) }));
		const inline = document.querySelector('main p code, main li code');
		const badges = [...document.querySelectorAll('.badge')].map((badge) => ({ fg: getComputedStyle(badge).color, bg: opaque(badge) }));
		return {
			body: { fg: style(document.body)!.color, bg: opaque(document.body) },
			pre: pre ? opaque(pre) : null,
			tokens,
			inline: inline ? { fg: getComputedStyle(inline).color, bg: opaque(inline) } : null,
			badges,
		};
	});
}

const lightness = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).reduce((sum, part) => sum + Number(part), 0) / 3;

describe.each([
	['the system in dark mode', undefined],
	['the dark theme chosen', 'dark'],
] as const)('printing a runbook with %s', (_name, stored) => {
	it('puts dark text on white paper, code and badges included, at AA contrast', async () => {
		const { page, context } = await openPage(site.browser, site.server.origin, PAPER);
		if (stored) await context.addInitScript((theme) => localStorage.setItem('cuda-triage-theme', theme), stored);
		await page.goto(`${site.server.url}errors/out-of-memory/`);
		await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
		const colours = await printedColours(page);
		expect(lightness(colours.body.bg)).toBeGreaterThan(240);
		expect(contrastRatio(colours.body.fg, colours.body.bg)).toBeGreaterThanOrEqual(7);
		expect(lightness(colours.pre!)).toBeGreaterThan(240);
		expect(colours.tokens.length).toBeGreaterThan(5);
		for (const token of colours.tokens) expect(contrastRatio(token.fg, token.bg), JSON.stringify(token)).toBeGreaterThanOrEqual(4.5);
		expect(lightness(colours.inline!.bg)).toBeGreaterThan(220);
		expect(contrastRatio(colours.inline!.fg, colours.inline!.bg)).toBeGreaterThanOrEqual(4.5);
		expect(colours.badges.length).toBeGreaterThan(0);
		for (const badge of colours.badges) expect(contrastRatio(badge.fg, badge.bg), JSON.stringify(badge)).toBeGreaterThanOrEqual(4.5);
		// The header, sidebar, copy buttons and contents list stay off the paper.
		for (const selector of ['.site-header', '.sidebar', '.expressive-code .copy', '.toc-mobile']) {
			expect(await page.locator(selector).first().isVisible(), selector).toBe(false);
		}
		await context.close();
	});
});

describe('printing a wizard step', () => {
	it('shows the step and the answers given, no buttons, and the whole diagram', async () => {
		const { page, context } = await openPage(site.browser, site.server.origin, PAPER);
		await page.goto(`${site.server.url}wizard/`);
		await page.locator('[data-wizard-step] button[data-answer]').first().click();
		await page.locator('[data-wizard-trail] li').first().waitFor();
		await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
		expect(await page.locator('[data-wizard-step] h2').isVisible()).toBe(true);
		expect(await page.locator('[data-wizard-trail] li').first().isVisible()).toBe(true);
		expect(await page.locator('triage-wizard button:visible').count()).toBe(0);
		expect(await page.locator('[data-wizard-outline]').isVisible()).toBe(false);
		const diagram = await page.locator('[data-wizard-diagram-box]').evaluate((box) => ({
			clipped: box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1,
			width: box.getBoundingClientRect().width,
			page: document.documentElement.clientWidth,
		}));
		expect(diagram.clipped).toBe(false);
		expect(diagram.width).toBeLessThanOrEqual(diagram.page);
		await context.close();
	});
});

describe('printing a code index', () => {
	it('keeps the table, every column of it, within the page', async () => {
		const { page, context } = await openPage(site.browser, site.server.origin, PAPER);
		await page.goto(`${site.server.url}codes/cuda/`);
		await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
		const table = await page.locator('table').first().evaluate((element) => ({ width: element.scrollWidth, page: document.documentElement.clientWidth, bg: getComputedStyle(document.body).backgroundColor }));
		expect(table.width).toBeLessThanOrEqual(table.page);
		expect(lightness(table.bg)).toBeGreaterThan(240);
		await context.close();
	});
});
