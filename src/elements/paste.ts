/**
 * `<triage-paste>`: the paste box. Results follow the textarea's `input` event (no button); the
 * diagnosis code and registry are imported on intent (first focus or input, or a `#q=` link),
 * never on page load. Modes (`data-mode`):
 * - `page`: the diagnosis page; reads `#q=` on load and keeps the paste in the fragment.
 * - `inline`: shows results under the box, leaves the URL alone.
 * - `navigate`: opens `/diagnose/#q=...` when a paste arrives (or on Enter).
 */
import { formatPasteFragment, readPasteFragment } from '../lib/diagnosis/fragment.ts';
import type { Engine } from './paste-engine.ts';

type Render = typeof import('./paste-render.ts');

// Light debounce: coalesces a burst of keystrokes, still renders well within 50 ms.
const DEBOUNCE_MS = 12;
const NAVIGATE_DEBOUNCE_MS = 400;
const MAX_SEARCH_RESULTS = 5;

class TriagePaste extends HTMLElement {
	#textarea: HTMLTextAreaElement | null = null;
	#engine: Promise<{ engine: Engine; render: Render }> | null = null;
	#timer = 0;
	#runs = 0;

	connectedCallback(): void {
		const textarea = this.querySelector('textarea');
		if (!textarea) return;
		this.#textarea = textarea;
		textarea.disabled = false;
		textarea.addEventListener('focus', () => void this.#load().catch(() => undefined), { once: true });
		if (this.dataset.mode === 'navigate') {
			textarea.addEventListener('input', () => this.#schedule(() => this.#navigate(), NAVIGATE_DEBOUNCE_MS, true));
			textarea.addEventListener('keydown', (event) => {
				if (event.key === 'Enter' && !event.shiftKey && textarea.value.trim()) {
					event.preventDefault();
					this.#navigate();
				}
			});
			return;
		}
		textarea.addEventListener('input', () => this.#schedule(() => void this.#run(), DEBOUNCE_MS));
		if (this.dataset.mode === 'page') {
			this.#restoreFromFragment();
			window.addEventListener('hashchange', () => this.#restoreFromFragment());
		}
	}

	#restoreFromFragment(): void {
		const paste = readPasteFragment(location.hash);
		if (paste === null || !this.#textarea || paste === this.#textarea.value) return;
		this.#textarea.value = paste;
		void this.#run();
	}

	#schedule(action: () => void, delay: number, onlyMultiLine = false): void {
		window.clearTimeout(this.#timer);
		const value = this.#textarea?.value ?? '';
		// Typing a few words in the small box is a search, not a paste: wait for Enter.
		if (onlyMultiLine && !value.includes('\n') && value.length < 40) return;
		this.#timer = window.setTimeout(action, delay);
	}

	#navigate(): void {
		const value = this.#textarea?.value ?? '';
		if (!value.trim()) return;
		location.href = `${this.dataset.diagnoseUrl ?? ''}${formatPasteFragment(value)}`;
	}

	/** Loads the engine (with the registry) and the renderer together, once. */
	#load(): Promise<{ engine: Engine; render: Render }> {
		this.#engine ??= Promise.all([
			import('./paste-engine.ts').then(({ createEngine }) => createEngine(this.dataset.registry ?? '', this.dataset.base ?? '/')),
			import('./paste-render.ts'),
		]).then(([engine, render]) => ({ engine, render }));
		this.#engine.catch(() => (this.#engine = null));
		return this.#engine;
	}

	async #run(): Promise<void> {
		const run = (this.#runs += 1);
		const paste = this.#textarea?.value ?? '';
		const status = this.querySelector<HTMLElement>('[data-status]');
		if (paste.trim() === '') {
			this.#show([], null);
			if (this.dataset.mode === 'page') history.replaceState(null, '', location.pathname + location.search);
			if (status) status.textContent = '';
			return;
		}
		let engine: Engine;
		let render: Render;
		try {
			({ engine, render } = await this.#load());
		} catch {
			if (status) status.textContent = 'Diagnosis could not load. Browse the error families instead.';
			return;
		}
		const { diagnosis, fragmentText } = await engine.run(paste);
		if (run !== this.#runs) return;
		const items = diagnosis.matches.map((match, rank) => render.renderMatch(match, rank, engine.wizardUrl(match.slug, fragmentText)));
		this.#show(items, diagnosis.matches.length ? null : diagnosis.searchQuery);
		if (status) status.textContent = diagnosis.matches.length ? `${diagnosis.matches.length} matching runbook${diagnosis.matches.length > 1 ? 's' : ''}, best first.` : 'No runbook matched.';
		if (this.dataset.mode === 'page') history.replaceState(null, '', `${location.pathname}${location.search}${formatPasteFragment(fragmentText)}`);
	}

	/** Shows the match items, or the no-match block (with search results for `query`) when there are none. */
	#show(items: HTMLLIElement[], query: string | null): void {
		const list = this.querySelector<HTMLOListElement>('[data-matches]');
		const noMatch = this.querySelector<HTMLElement>('[data-no-match]');
		list?.replaceChildren(...items);
		if (list) list.hidden = items.length === 0;
		if (noMatch) noMatch.hidden = query === null;
		if (query !== null) void this.#search(query);
	}

	async #search(query: string): Promise<void> {
		const section = this.querySelector<HTMLElement>('[data-search-results]');
		if (!section) return;
		section.hidden = true;
		if (!query) return;
		const run = this.#runs;
		try {
			const [{ loadPagefind }, { render }] = await Promise.all([import('./pagefind-loader.ts'), this.#load()]);
			const pagefind = await loadPagefind(this.dataset.base ?? '/');
			const found = await pagefind.search(query);
			const hits = await Promise.all(found.results.slice(0, MAX_SEARCH_RESULTS).map((result) => result.data()));
			if (run !== this.#runs || hits.length === 0) return;
			section.querySelector('ol')?.remove();
			section.append(render.renderSearchResults(hits.map((hit) => ({ url: hit.url, title: hit.meta.title ?? hit.url, excerpt: hit.excerpt }))));
			section.hidden = false;
		} catch {
			// No search index (a development server) or it failed to load: the wizard link remains.
		}
	}
}

customElements.define('triage-paste', TriagePaste);
