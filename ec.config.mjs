// @ts-check
// Expressive Code's options live here, not in astro.config.mjs, because they hold a function (which
// the <Code> component of the runbook summary box cannot receive through Astro's serialised config).
import { defineEcConfig } from 'astro-expressive-code';

export default defineEcConfig({
	themes: ['github-light', 'github-dark'],
	useDarkModeMediaQuery: true,
	// Named as the theme picker names them, so <html data-theme="dark"> switches code blocks too.
	customizeTheme: (theme) => {
		theme.name = theme.type;
	},
});
