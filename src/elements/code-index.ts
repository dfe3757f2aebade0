/**
 * `<triage-code-index>`: enhances a server-rendered index of codes. It enables the filter box,
 * which hides the rows that do not contain every word typed (number, name, runbook, message), and
 * the go-to box, which opens the page of the code with the number or name typed. Without
 * JavaScript both stay disabled and the page's range links and by-runbook lists do the same work.
 */
import { findJumpTarget, matchesFilter, type JumpEntry } from '../lib/codes/code-index.ts';

class TriageCodeIndex extends HTMLElement {
	connectedCallback(): void {
		const filter = this.querySelector<HTMLInputElement>('[data-code-filter]');
		const go = this.querySelector<HTMLFormElement>('[data-code-go]');
		const goInput = this.querySelector<HTMLInputElement>('[data-code-go-input]');
		const status = this.querySelector<HTMLElement>('[data-code-status]');
		const rows = [...this.querySelectorAll<HTMLTableRowElement>('tbody tr[data-number]')];
		if (!filter || !go || !goInput || !status) return;

		const entries: JumpEntry[] = rows.map((row) => ({
			number: Number(row.dataset.number),
			...(row.dataset.legacy ? { legacyNumber: Number(row.dataset.legacy) } : {}),
			names: (row.dataset.names ?? '').split(' ').filter(Boolean),
			href: row.querySelector('a')?.href ?? '',
		}));

		filter.form?.addEventListener('submit', (event) => event.preventDefault());
		filter.addEventListener('input', () => {
			let shown = 0;
			for (const row of rows) {
				const match = matchesFilter(row.dataset.search ?? '', filter.value);
				row.hidden = !match;
				if (match) shown += 1;
			}
			status.textContent = filter.value.trim() ? `${shown} of ${rows.length} shown` : '';
		});

		go.addEventListener('submit', (event) => {
			event.preventDefault();
			const typed = goInput.value.trim();
			if (!typed) return;
			const href = findJumpTarget(entries, typed);
			if (href) window.location.assign(href);
			else status.textContent = `Nothing numbered or named "${typed}" in this list.`;
		});

		for (const control of this.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input:disabled, button:disabled')) {
			control.disabled = false;
		}
	}
}

customElements.define('triage-code-index', TriageCodeIndex);
