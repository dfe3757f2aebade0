/**
 * Site-wide guarantees on every built page, in real Chromium: no WCAG 2.2 AA violations in light and
 * dark themes, no request to any other host, a strict Content Security Policy with no violations,
 * and no console errors.
 */
import { describe, expect, it } from 'vitest';
import { crawlSite } from '../support/crawl.ts';
import { findAxeViolations } from './support/axe.ts';
import { openPage } from './support/browser.ts';
import { NO_PROBLEMS, useBuiltSite } from './support/site.ts';

const dist = process.env.DIST_DIR ?? 'dist';
// The error-code pages (CUDA codes, library statuses and Xids, each with enum-name aliases) share a
// few templates: every other page is checked, and of the code pages a sample of each kind.
const CODE_SAMPLE = [
	'/codes/',
	'/codes/cuda/',
	'/codes/cuda/2/',
	'/codes/cuda/700/',
	'/codes/cuda/cudaErrorIllegalAddress/',
	'/codes/driver/700/',
	'/codes/driver/CUDA_ERROR_ILLEGAL_ADDRESS/',
	'/codes/cudnn/',
	'/codes/cudnn/4003/',
	'/codes/cudnn/CUDNN_STATUS_ALLOC_FAILED/',
	'/codes/nccl/6/',
	'/codes/xid/',
	'/codes/xid/79/',
];
const built = crawlSite(dist);
const pages = built.map((p) => p.path).filter((path) => !path.startsWith('/codes/') || CODE_SAMPLE.includes(path));
const site = useBuiltSite(dist);

describe('the content security policy', () => {
	it.each(built.map((p) => p.path))('is strict on %s', (path) => {
		const html = built.find((p) => p.path === path)!.html;
		const csp = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
		expect(csp, 'a CSP meta tag').not.toBe('');
		const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
		expect(scriptSrc).not.toContain("'unsafe-inline'");
		expect(scriptSrc).not.toContain("'unsafe-eval'");
		expect(scriptSrc).not.toMatch(/https?:/);
		// No inline event handlers: they would need 'unsafe-inline' (or 'unsafe-hashes').
		expect(html).not.toMatch(/\son[a-z]+="/);
	});
});

describe.each(['light', 'dark'] as const)('every page in the %s theme', (colorScheme) => {
	it.each(pages)('%s has no accessibility violations, foreign requests, CSP violations or console errors', async (path) => {
		const { page, context, problems } = await openPage(site.browser, site.server.origin, { colorScheme });
		await page.goto(site.server.origin + path, { waitUntil: 'networkidle' });
		expect(await findAxeViolations(page)).toEqual([]);
		expect(problems).toEqual(NO_PROBLEMS);
		await context.close();
	});
});
