/**
 * `<triage-theme>`: the light / dark / system picker. The head script has already applied the
 * stored choice before the first paint; this keeps the select in step with it and stores changes.
 */
import { THEME_KEY, toThemeChoice, type ThemeChoice } from '../lib/site/theme.ts';

function storedChoice(): ThemeChoice {
	try {
		return toThemeChoice(localStorage.getItem(THEME_KEY));
	} catch {
		return 'system';
	}
}

function applyChoice(choice: ThemeChoice): void {
	if (choice === 'system') document.documentElement.removeAttribute('data-theme');
	else document.documentElement.setAttribute('data-theme', choice);
	try {
		if (choice === 'system') localStorage.removeItem(THEME_KEY);
		else localStorage.setItem(THEME_KEY, choice);
	} catch {
		// No storage: the choice holds for this page only.
	}
}

class TriageTheme extends HTMLElement {
	connectedCallback(): void {
		const select = this.querySelector('select');
		if (!select) return;
		select.value = storedChoice();
		select.addEventListener('change', () => applyChoice(toThemeChoice(select.value)));
	}
}

customElements.define('triage-theme', TriageTheme);
