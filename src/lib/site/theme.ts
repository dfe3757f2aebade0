/**
 * The colour theme a person picked: `light`, `dark`, or `system` (follow the operating system).
 * The choice lives in localStorage under one key and shows as `data-theme` on `<html>`, which the
 * stylesheet and Expressive Code's code blocks both read; `system` removes the attribute.
 */

/** A theme choice. */
export type ThemeChoice = 'light' | 'dark' | 'system';

/** The localStorage key of the choice. */
export const THEME_KEY = 'cuda-triage-theme';

/** A stored value read back as a choice; anything unknown (or nothing) is `system`. */
export function toThemeChoice(value: unknown): ThemeChoice {
	return value === 'light' || value === 'dark' ? value : 'system';
}

/**
 * The script that applies a stored choice before the first paint, so a page never flashes the
 * other theme. It runs inline in every page's head (Astro hashes it for the CSP); storage may be
 * unavailable (private windows, blocked cookies), which leaves the system setting in charge.
 */
export function themeHeadScript(): string {
	return `try{var t=localStorage.getItem(${JSON.stringify(THEME_KEY)});if(t==='light'||t==='dark')document.documentElement.setAttribute('data-theme',t)}catch(e){}`;
}
