/**
 * `<triage-search>`: the header box. Typing searches the runbooks with Pagefind (imported on first
 * focus, never on page load); Enter or a multi-line paste opens `/diagnose/#q=...`, keeping the text
 * in the URL fragment, which browsers never send to the server. `/` anywhere focuses the box.
 */
import { loadPagefind, type PagefindResult } from './pagefind-loader.ts';

const MAX_RESULTS = 6;

class TriageSearch extends HTMLElement {
	#input: HTMLInputElement | null = null;
	#results: HTMLElement | null = null;

	connectedCallback(): void {
		this.#input = this.querySelector('input');
		this.#results = this.querySelector('.search-results');
		const form = this.querySelector('form');
		if (!this.#input || !this.#results || !form) return;
		const input = this.#input;
		input.disabled = false;
		const base = this.dataset.base ?? '/';
		input.addEventListener('focus', () => void loadPagefind(base).catch(() => undefined), { once: true });
		input.addEventListener('input', () => void this.#search(base, input.value));
		input.addEventListener('paste', (event) => {
			const text = event.clipboardData?.getData('text') ?? '';
			if (text.includes('\n')) {
				event.preventDefault();
				this.#diagnose(text);
			}
		});
		form.addEventListener('submit', (event) => {
			event.preventDefault();
			if (input.value.trim()) this.#diagnose(input.value);
		});
		input.addEventListener('keydown', (event) => {
			if (event.key === 'Escape') this.#hide();
		});
		document.addEventListener('keydown', (event) => {
			if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
			const target = event.target as HTMLElement | null;
			if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
			event.preventDefault();
			input.focus();
		});
		document.addEventListener('click', (event) => {
			if (!this.contains(event.target as Node)) this.#hide();
		});
	}

	#diagnose(text: string): void {
		// The format of formatPasteFragment (lib/diagnosis/fragment.ts), written out: importing it here
		// splits it into a chunk of its own that every page then loads (+0.3 KB, measured).
		location.href = `${this.dataset.diagnoseUrl}#q=${encodeURIComponent(text)}`;
	}

	#hide(): void {
		if (this.#results) this.#results.hidden = true;
	}

	async #search(base: string, query: string): Promise<void> {
		const results = this.#results;
		if (!results) return;
		if (query.trim().length < 2) {
			this.#hide();
			return;
		}
		let found: PagefindResult[];
		try {
			const pagefind = await loadPagefind(base);
			const search = await pagefind.debouncedSearch(query, {}, 150);
			if (search === null) return; // superseded by a newer keystroke
			found = await Promise.all(search.results.slice(0, MAX_RESULTS).map((r) => r.data()));
		} catch {
			results.replaceChildren(paragraph('Search is unavailable. Press Enter to diagnose the text instead.'));
			results.hidden = false;
			return;
		}
		results.replaceChildren(found.length ? renderResults(found) : paragraph('No runbook matches. Press Enter to diagnose it as a pasted error.'));
		results.hidden = false;
	}
}

function paragraph(text: string): HTMLElement {
	const p = document.createElement('p');
	p.textContent = text;
	return p;
}

/** Pagefind excerpts are HTML with <mark>; we show them as plain text so nothing from the index is ever parsed as markup. */
function plain(html: string): string {
	return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

function renderResults(found: PagefindResult[]): HTMLElement {
	const list = document.createElement('ul');
	for (const result of found) {
		const item = document.createElement('li');
		const link = document.createElement('a');
		link.href = result.url;
		link.textContent = result.meta.title ?? result.url;
		item.append(link, paragraph(plain(result.excerpt)));
		list.append(item);
		for (const sub of result.sub_results.filter((s) => s.url.includes('#check-')).slice(0, 3)) {
			const subItem = document.createElement('li');
			subItem.className = 'sub';
			const subLink = document.createElement('a');
			subLink.href = sub.url;
			subLink.textContent = sub.title;
			subItem.append(subLink);
			list.append(subItem);
		}
	}
	return list;
}

customElements.define('triage-search', TriageSearch);
