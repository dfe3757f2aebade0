// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import expressiveCode from 'astro-expressive-code';
import validateContent from './src/integrations/validate-content.ts';
import { pagefind } from './src/integrations/pagefind.ts';
import { themeScript } from './src/integrations/theme.ts';
import { lazyImport } from './src/integrations/lazy-import.ts';

// BASE lets the same site be served from a subpath (e.g. /kb/ on an internal server).
const base = process.env.BASE ?? '/';

// OUT_DIR and CACHE_DIR let several builds run side by side (tests build a subpath copy).
const outDir = process.env.OUT_DIR ?? './dist';
const cacheDir = process.env.CACHE_DIR ?? './node_modules/.astro';

export default defineConfig({
	site: 'https://cuda-triage.invalid',
	base,
	outDir,
	cacheDir,
	trailingSlash: 'always',
	integrations: [
		// Expressive Code must come before MDX: it gives code blocks highlighting and a copy button.
		// Its options are in ec.config.mjs.
		expressiveCode(),
		mdx(),
		// Fails the build when a wizard tree does not fit its runbook (see the file for the rules).
		validateContent(),
		themeScript(),
		pagefind(),
	],
	markdown: {
		// Expressive Code highlights code blocks; Astro's own Shiki pass would only add inline styles the CSP forbids.
		syntaxHighlight: false,
	},
	vite: {
		plugins: [lazyImport()],
		build: {
			rolldownOptions: {
				onLog(level, log, handler) {
					// Astro's MDX output carries a "use astro:head-inject" marker that Astro itself reads;
					// the bundler's notice that it may drop it is expected and harmless.
					if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('astro:head-inject')) return;
					handler(level, log);
				},
			},
		},
	},
	security: {
		csp: {
			styleDirective: {
				// Expressive Code colours code tokens with CSS variables in style attributes. Style
				// attributes cannot run code; <style> elements stay hash-only, scripts too.
				resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }],
			},
			scriptDirective: {
				// Pagefind compiles its WebAssembly at run time.
				resources: ["'self'", "'wasm-unsafe-eval'"],
			},
		},
	},
});
