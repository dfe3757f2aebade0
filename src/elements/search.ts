/**
 * `<triage-search>`: the header's search button and its dialog. This part is small and loads with
 * every page: it opens the dialog from the button, `/` or Ctrl+K / Cmd+K, and closes it on Escape,
 * the Close button or a click on the backdrop. What happens inside (Pagefind, the list, the keys)
 * is imported when the dialog first opens.
 */
type Controller = typeof import('./search-dialog.ts');

class TriageSearch extends HTMLElement {
	#controller: Promise<void> | null = null;

	connectedCallback(): void {
		const trigger = this.querySelector<HTMLButtonElement>('[data-search-open]');
		const dialog = this.querySelector<HTMLDialogElement>('[data-search-dialog]');
		const input = dialog?.querySelector('input');
		if (!trigger || !dialog || !input) return;
		const open = () => {
			if (!dialog.open) dialog.showModal();
			input.focus();
			input.select();
			this.#controller ??= import('./search-dialog.ts').then((module: Controller) =>
				module.attachSearchDialog(dialog, { base: this.dataset.base ?? '/', diagnoseUrl: this.dataset.diagnoseUrl ?? '' }),
			);
			this.#controller.catch(() => (this.#controller = null));
		};
		trigger.addEventListener('click', open);
		document.addEventListener('keydown', (event) => {
			const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey) && !event.altKey;
			const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
			if (!shortcut && !slash) return;
			const target = event.target as HTMLElement | null;
			if (slash && target?.closest('input, textarea, select, [contenteditable="true"]')) return;
			event.preventDefault();
			open();
		});
		dialog.querySelector('[data-search-close]')?.addEventListener('click', () => dialog.close());
		// A click on the backdrop lands on the dialog element itself, outside its panel.
		dialog.addEventListener('click', (event) => {
			if (event.target === dialog) dialog.close();
		});
		dialog.addEventListener('close', () => trigger.focus());
	}
}

customElements.define('triage-search', TriageSearch);
