/**
 * Real Chromium for browser tests: Debian's `/usr/bin/chromium` driven by playwright-core
 * (no browser download, which cannot work on these machines).
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Starts headless Chromium with the flags these machines need (no sandbox as root, no GPU, no background traffic). */
export function launchBrowser(): Promise<Browser> {
	return chromium.launch({
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
	});
}

/** What a page did that a test should fail on. */
export interface PageProblems {
	/** Console errors and uncaught exceptions. */
	errors: string[];
	/** Requests to any origin but the site's own. */
	foreignRequests: string[];
	/** Content-Security-Policy violations reported by the page. */
	cspViolations: string[];
}

/**
 * Opens a fresh context and page that record console errors, requests to other hosts and CSP
 * violations, and block any request that would leave the site's origin.
 */
export async function openPage(
	browser: Browser,
	siteOrigin: string,
	options: BrowserContextOptions = {},
): Promise<{ page: Page; context: BrowserContext; problems: PageProblems }> {
	const context = await browser.newContext(options);
	const problems: PageProblems = { errors: [], foreignRequests: [], cspViolations: [] };
	await context.route('**/*', (route) => {
		const url = route.request().url();
		if (url.startsWith(siteOrigin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
		problems.foreignRequests.push(url);
		return route.abort();
	});
	await context.exposeBinding('__reportCsp', (_source, text: string) => {
		problems.cspViolations.push(text);
	});
	await context.addInitScript(() => {
		document.addEventListener('securitypolicyviolation', (event) => {
			(window as unknown as { __reportCsp(text: string): void }).__reportCsp(
				`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
			);
		});
	});
	const page = await context.newPage();
	page.on('console', (message) => {
		if (message.type() === 'error') problems.errors.push(message.text());
	});
	page.on('pageerror', (error) => problems.errors.push(String(error)));
	return { page, context, problems };
}
