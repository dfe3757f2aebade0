/**
 * A smaller stand-in for Vite's "preload helper", the function every `import()` in a client script
 * is wrapped in. Vite's version (0.9 KB gzipped) preloads a lazy module's CSS and imports in
 * parallel; the site's lazy modules (the search dialog, the diagnosis) carry no CSS of their own, so
 * all it saved was a round trip on a local network, while it was the largest script every page
 * loaded before anyone touched it (it pushed the wizard page past its 15 KB budget). Without the
 * helper a lazy module's own imports load when it runs.
 *
 * The plugin answers Vite's virtual module id for the helper; if a Vite release renames that id,
 * the plugin stops matching and Vite's own helper returns, which `npm run bench -- page-weight` shows.
 */
import type { Plugin } from 'vite';

/** Vite's id for its preload helper module (vite/src/node/plugins/importAnalysisBuild.ts). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** The Vite plugin: register it in `astro.config.mjs` under `vite.plugins`. */
export function lazyImport(): Plugin {
	return {
		name: 'cuda-triage:lazy-import',
		enforce: 'pre',
		applyToEnvironment: (environment) => environment.config.consumer === 'client',
		// The stand-in ignores the list of files to preload, so Vite need not write one into each script.
		configEnvironment: (name) => (name === 'client' ? { build: { modulePreload: false } } : undefined),
		load(id) {
			if (id === PRELOAD_HELPER_ID) return 'export const __vitePreload = (load) => load();';
		},
	};
}
