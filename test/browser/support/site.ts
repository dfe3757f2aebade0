/**
 * The fixture every browser test file shares: the built site on a loopback port and one Chromium,
 * started before the file's tests and stopped after them.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, type PageProblems } from './browser.ts';
import { startServer, type SiteServer } from './server.ts';

/** What a page that behaved records: no console errors, no foreign requests, no CSP violations. */
export const NO_PROBLEMS: PageProblems = { errors: [], foreignRequests: [], cspViolations: [] };

/** The running site and browser; both fields are set once the file's `beforeAll` has run. */
export interface BuiltSite {
	server: SiteServer;
	browser: Browser;
}

/** Serves the built site in `dir` under `base` and launches Chromium for the tests of the calling file. */
export function useBuiltSite(dir = process.env.DIST_DIR ?? 'dist', base = '/'): BuiltSite {
	const site = {} as BuiltSite;
	beforeAll(async () => {
		site.server = await startServer(dir, base);
		site.browser = await launchBrowser();
	});
	afterAll(async () => {
		await site.browser?.close();
		await site.server?.close();
	});
	return site;
}
