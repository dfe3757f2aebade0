/**
 * Puts the theme script (`lib/site/theme.ts`) inline in the head of every page. Injected as a
 * `head-inline` script, Astro adds its hash to each page's CSP, so no `'unsafe-inline'` is needed.
 */
import type { AstroIntegration } from 'astro';
import { themeHeadScript } from '../lib/site/theme.ts';

/** The integration: register it in `astro.config.mjs`. */
export function themeScript(): AstroIntegration {
	return {
		name: 'cuda-triage:theme',
		hooks: {
			'astro:config:setup': ({ injectScript }) => injectScript('head-inline', themeHeadScript()),
		},
	};
}
