/**
 * `<triage-paste>`: the paste box. Results follow the textarea's `input` event (no button); the
 * diagnosis code and registry are imported on intent (first focus or input, or a `#q=` link),
 * never on page load. Modes (`data-mode`):
 * - `page`: the diagnosis page; reads `#q=` on load and keeps the paste in the fragment, condensed
 *   when long, with the whole paste in the tab's storage (see `lib/site/paste-handoff.ts`).
 * - `inline`: shows results under the box and keeps the whole paste in the history entry's state
 *   (not the URL), so Back from a runbook brings the paste and its answer back.
 * After a paste, or a link that carries one, the answer is scrolled into view if it landed below
 * the fold (on a phone the box fills the screen). A long paste gets a note saying how much of it
 * the diagnosis read and what the address holds.
 */
import { formatPasteFragment, readPasteFragment } from '../lib/diagnosis/fragment.ts';
import type { Diagnosis } from '../lib/diagnosis/diagnose.ts';
import type { Engine } from './paste-engine.ts';

type Render = typeof import('./paste-render.ts');

// Where a long paste waits while the address holds its condensed form; needed only once there is a paste.
const handoff = () => import('../lib/site/paste-handoff.ts');

// Light debounce: coalesces a burst of keystrokes, still renders well within 50 ms.
const DEBOUNCE_MS = 12;
const MAX_SEARCH_RESULTS = 5;

class TriagePaste extends HTMLElement {
	#textarea: HTMLTextAreaElement | null = null;
	#engine: Promise<{ engine: Engine; render: Render }> | null = null;
	#timer = 0;
	#runs = 0;
	/** Scroll the next answer into view: the input was a paste, or a link or Back brought one. */
	#reveal = false;
	#last: { diagnosis: Diagnosis; fragmentText: string; pasteChars: number } | null = null;
	/** The whole paste's length when only its condensed form reached this page (too big for storage). */
	#lostChars: number | undefined;

	connectedCallback(): void {
		const textarea = this.querySelector('textarea');
		if (!textarea) return;
		this.#textarea = textarea;
		textarea.disabled = false;
		textarea.addEventListener('focus', () => void this.#load().catch(() => undefined), { once: true });
		textarea.addEventListener('input', (event) => {
			if ((event as InputEvent).inputType === 'insertFromPaste' || (event as InputEvent).inputType === 'insertFromDrop') this.#reveal = true;
			this.#lostChars = undefined;
			this.#schedule(() => void this.#run(), DEBOUNCE_MS);
		});
		this.querySelector('[data-copy-markdown]')?.addEventListener('click', () => void this.#copyMarkdown());
		this.querySelector('[data-copy-link]')?.addEventListener('click', () => void this.#copyLink());
		if (this.dataset.mode === 'page') {
			void this.#restoreFromFragment();
			window.addEventListener('hashchange', () => void this.#restoreFromFragment());
		} else {
			const saved = (history.state as { paste?: unknown } | null)?.paste;
			if (typeof saved === 'string' && saved && !textarea.value) {
				textarea.value = saved;
				void this.#run();
			}
		}
	}

	async #restoreFromFragment(): Promise<void> {
		const fragment = readPasteFragment(location.hash);
		if (fragment === null || !this.#textarea) return;
		// The whole paste when this tab condensed it into the link (a long paste, Back, a reload).
		const recalled = await handoff()
			.then(({ recallFullPaste, sessionStore }) => recallFullPaste(sessionStore(), fragment))
			.catch(() => null);
		const paste = recalled?.paste ?? fragment;
		if (paste === this.#textarea.value) return;
		this.#textarea.value = paste;
		this.#lostChars = recalled && !recalled.whole ? recalled.fullChars : undefined;
		this.#reveal = true;
		void this.#run();
	}

	#schedule(action: () => void, delay: number): void {
		window.clearTimeout(this.#timer);
		this.#timer = window.setTimeout(action, delay);
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
			this.#note(null);
			this.#keep('', '');
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
		this.#last = { diagnosis, fragmentText, pasteChars: paste.length };
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
		this.#note(render.describeLongPaste({ pasteChars: paste.length, fragmentChars: fragmentText.length, examined: diagnosis.examined, lostChars: this.#lostChars }));
		this.#keep(fragmentText, paste);
		if (this.#reveal) this.#revealAnswer();
		this.#reveal = false;
	}

	/**
	 * Keeps the paste where this mode keeps it: on the diagnosis page the fragment (condensed when
	 * long, the whole paste in the tab's storage), elsewhere the history entry.
	 */
	#keep(fragmentText: string, paste: string): void {
		const url = `${location.pathname}${location.search}`;
		if (this.dataset.mode === 'page') {
			if (fragmentText !== paste && this.#lostChars === undefined) {
				void handoff().then(({ keepFullPaste, sessionStore }) => keepFullPaste(sessionStore(), fragmentText, paste));
			}
			history.replaceState(history.state, '', `${url}${formatPasteFragment(fragmentText)}`);
		} else history.replaceState({ ...(history.state as object | null), paste }, '');
	}

	/** Shows what the page says about a long paste, or nothing. */
	#note(text: string | null): void {
		const note = this.querySelector<HTMLElement>('[data-paste-note]');
		if (!note) return;
		note.textContent = text ?? '';
		note.hidden = text === null;
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
		const condensed = this.#last.fragmentText.length < this.#last.pasteChars;
		await this.#copy(
			url,
			condensed
				? `Link copied. It holds the paste condensed to the lines the diagnosis reads (${this.#last.fragmentText.length.toLocaleString('en-US')} of ${this.#last.pasteChars.toLocaleString('en-US')} characters), in the part after #, which browsers never send to a server.`
				: 'Link copied. The paste travels in the part after #, which browsers never send to a server.',
		);
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
