/**
 * `<triage-paste>`: the paste box. Results follow the textarea's `input` event (no button); the
 * diagnosis code and registry are imported on intent (first focus or input, or a `#q=` link),
 * never on page load. Modes (`data-mode`):
 * - `page`: the diagnosis page; reads `#q=` on load and keeps the paste in the fragment.
 * - `inline`: shows results under the box and keeps the paste in the history entry's state (not
 *   the URL), so Back from a runbook brings the paste and its answer back.
 * - `navigate`: opens `/diagnose/#q=...` when a paste arrives (or on Enter).
 * After a paste, or a link that carries one, the answer is scrolled into view if it landed below
 * the fold (on a phone the box fills the screen).
 */
import { formatPasteFragment, readPasteFragment } from '../lib/diagnosis/fragment.ts';
import type { Diagnosis } from '../lib/diagnosis/diagnose.ts';
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
	/** Scroll the next answer into view: the input was a paste, or a link or Back brought one. */
	#reveal = false;
	#last: { diagnosis: Diagnosis; fragmentText: string } | null = null;

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
		textarea.addEventListener('input', (event) => {
			if ((event as InputEvent).inputType === 'insertFromPaste' || (event as InputEvent).inputType === 'insertFromDrop') this.#reveal = true;
			this.#schedule(() => void this.#run(), DEBOUNCE_MS);
		});
		this.querySelector('[data-copy-markdown]')?.addEventListener('click', () => void this.#copyMarkdown());
		this.querySelector('[data-copy-link]')?.addEventListener('click', () => void this.#copyLink());
		if (this.dataset.mode === 'page') {
			this.#restoreFromFragment();
			window.addEventListener('hashchange', () => this.#restoreFromFragment());
		} else {
			const saved = (history.state as { paste?: unknown } | null)?.paste;
			if (typeof saved === 'string' && saved && !textarea.value) {
				textarea.value = saved;
				void this.#run();
			}
		}
	}

	#restoreFromFragment(): void {
		const paste = readPasteFragment(location.hash);
		if (paste === null || !this.#textarea || paste === this.#textarea.value) return;
		this.#textarea.value = paste;
		this.#reveal = true;
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
			this.#last = null;
			this.#show([], null);
			this.#keep('');
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
		this.#last = { diagnosis, fragmentText };
		const base = this.dataset.base ?? '/';
		const items = diagnosis.matches.map((match, rank) =>
			render.renderMatch(match, rank, {
				wizardUrl: engine.wizardUrl(match.slug, fragmentText),
				guide: engine.guides[match.slug],
				familySummary: engine.summaries[match.slug],
				base,
				recognized: diagnosis.recognized,
			}),
		);
		this.#show(items, diagnosis.matches.length ? null : diagnosis);
		if (status) {
			const count = diagnosis.matches.length;
			status.textContent = count ? `${count} matching runbook${count > 1 ? 's' : ''}, best first: ${diagnosis.matches[0].title}.` : 'Diagnosis done: no family fits; what the paste shows is below.';
		}
		this.#keep(fragmentText);
		if (this.#reveal) this.#revealAnswer();
		this.#reveal = false;
	}

	/** Keeps the paste where this mode keeps it: the fragment on the diagnosis page, the history entry elsewhere. */
	#keep(fragmentText: string): void {
		const url = `${location.pathname}${location.search}`;
		if (this.dataset.mode === 'page') history.replaceState(history.state, '', `${url}${formatPasteFragment(fragmentText)}`);
		else history.replaceState({ ...(history.state as object | null), paste: fragmentText }, '');
	}

	/** Brings the answer into view when it sits in the bottom quarter of the window or below it. */
	#revealAnswer(): void {
		const answer = this.querySelector<HTMLElement>('[data-matches]:not([hidden]) > li, [data-no-match]:not([hidden])');
		if (!answer || answer.getBoundingClientRect().top < window.innerHeight * 0.75) return;
		const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
		answer.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
	}

	/** Shows the match items, or the no-match block (what the paste shows, search results) when there are none. */
	#show(items: HTMLLIElement[], noMatch: Diagnosis | null): void {
		const list = this.querySelector<HTMLOListElement>('[data-matches]');
		const block = this.querySelector<HTMLElement>('[data-no-match]');
		const tools = this.querySelector<HTMLElement>('[data-tools]');
		list?.replaceChildren(...items);
		if (list) list.hidden = items.length === 0;
		if (block) block.hidden = noMatch === null;
		if (tools) tools.hidden = items.length === 0 && noMatch === null;
		if (noMatch) {
			void this.#renderRecognized(noMatch);
			void this.#search(noMatch.searchQuery);
		}
	}

	async #renderRecognized(diagnosis: Diagnosis): Promise<void> {
		const slot = this.querySelector<HTMLElement>('[data-no-match-recognized]');
		if (!slot) return;
		const { render } = await this.#load();
		slot.querySelector('ul')?.remove();
		const list = render.renderRecognized(diagnosis.recognized);
		if (list) slot.append(list);
		slot.hidden = list === null;
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
			// Pagefind wants every word on the page; a shorter query (the error line's first words are its
			// most telling) finds pages when the whole line finds none.
			const words = query.split(/\s+/);
			let results: Awaited<ReturnType<typeof pagefind.search>>['results'] = [];
			let asked = query;
			for (let count = words.length; count > 0 && results.length === 0; count -= 1) {
				asked = words.slice(0, count).join(' ');
				results = (await pagefind.search(asked)).results;
			}
			const hits = await Promise.all(results.slice(0, MAX_SEARCH_RESULTS).map((result) => result.data()));
			if (run !== this.#runs || hits.length === 0) return;
			section.querySelector('ol')?.remove();
			const quoted = section.querySelector('[data-search-query]');
			if (quoted) quoted.textContent = asked;
			section.append(render.renderSearchResults(hits.map((hit) => ({ url: hit.url, title: hit.meta.title ?? hit.url, excerpt: hit.excerpt }))));
			section.hidden = false;
		} catch {
			// No search index (a development server) or it failed to load: the wizard link remains.
		}
	}

	async #copyMarkdown(): Promise<void> {
		if (!this.#last) return;
		const [{ engine }, { diagnosisToMarkdown }] = await Promise.all([this.#load(), import('../lib/site/diagnosis-markdown.ts')]);
		const markdown = diagnosisToMarkdown({ diagnosis: this.#last.diagnosis, origin: location.origin, base: this.dataset.base ?? '/', guides: engine.guides, summaries: engine.summaries });
		await this.#copy(markdown, 'Markdown copied: paste it into an issue or a chat.');
	}

	async #copyLink(): Promise<void> {
		if (!this.#last) return;
		const url = new URL(`${this.dataset.diagnoseUrl ?? ''}${formatPasteFragment(this.#last.fragmentText)}`, location.href).href;
		await this.#copy(url, 'Link copied. The paste travels in the part after #, which browsers never send to a server.');
	}

	async #copy(text: string, done: string): Promise<void> {
		const status = this.querySelector<HTMLElement>('[data-tools-status]');
		try {
			await navigator.clipboard.writeText(text);
			if (status) status.textContent = done;
		} catch {
			if (status) status.textContent = 'The browser refused the clipboard; select and copy the text by hand.';
		}
		window.setTimeout(() => {
			if (status) status.textContent = '';
		}, 4000);
	}
}

customElements.define('triage-paste', TriagePaste);
