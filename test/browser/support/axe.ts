/**
 * Runs axe-core inside a page at WCAG 2.2 AA. The source is evaluated through the DevTools
 * protocol rather than added as a script tag, which the site's strict CSP would (rightly) block.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One axe violation, reduced to what a failing test should print. */
export interface AxeViolation {
	id: string;
	impact: string | null;
	help: string;
	targets: string[];
}

/** Returns the WCAG 2.0/2.1/2.2 A and AA violations on the page as it is now. */
export async function findAxeViolations(page: Page): Promise<AxeViolation[]> {
	// Expressive Code makes a code block that scrolls focusable once its resize observer has settled
	// (250 ms, then an idle callback): check the page as a person meets it, not in that first instant.
	// Without JavaScript it never settles; axe then reports what is really there.
	await page
		.waitForFunction(() => [...document.querySelectorAll('.expressive-code pre')].every((pre) => pre.scrollWidth <= pre.clientWidth || pre.hasAttribute('tabindex')), undefined, {
			timeout: 3000,
		})
		.catch(() => undefined);
	await page.evaluate(axeSource);
	return page.evaluate(async () => {
		const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: any[] }> } }).axe;
		const result = await axe.run(document, {
			runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
		});
		return result.violations.map((v) => ({
			id: v.id,
			impact: v.impact,
			help: v.help,
			targets: v.nodes.map((n: { target: string[] }) => n.target.join(' ')),
		}));
	});
}
