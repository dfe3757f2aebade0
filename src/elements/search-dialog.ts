/**
 * The inside of the search dialog, imported when it first opens. The input is a combobox over a
 * listbox of hits: arrow keys move the highlight, Enter opens the highlighted hit, Escape closes.
 * Keywords go to Pagefind; a multi-line paste, or the "Diagnose" entry, opens `/diagnose/#q=...`
 * (the paste stays in the URL fragment, which browsers never send to a server). Hits are built
 * with text nodes only: nothing from the index or the query is parsed as HTML.
 */
import { formatPasteFragment } from '../lib/diagnosis/fragment.ts';
import { FRAGMENT_CHARS, keepFullPaste, sessionStore } from '../lib/site/paste-handoff.ts';
import { condenseInWorker } from './diagnose-worker-client.ts';
import { splitExcerpt, toSearchOptions, type SearchOption } from '../lib/site/search-hits.ts';
import { loadPagefind } from './pagefind-loader.ts';

const DEBOUNCE_MS = 120;

/** Wires the dialog's input, list and keys; runs a first search for whatever was typed while it loaded. */
export function attachSearchDialog(dialog: HTMLDialogElement, { base, diagnoseUrl }: { base: string; diagnoseUrl: string }): void {
	const input = dialog.querySelector('input');
	const list = dialog.querySelector<HTMLElement>('[data-search-results]');
	const status = dialog.querySelector<HTMLElement>('[data-search-status]');
	const form = dialog.querySelector('form');
	if (!input || !list || !status || !form) return;
	let options: SearchOption[] = [];
	let active = -1;
	let runs = 0;

	// A long paste travels condensed in the address and whole in the tab's storage (paste-handoff.ts).
	const diagnose = async (text: string) => {
		let fragmentText = text;
		if (text.length > FRAGMENT_CHARS) {
			status.textContent = 'Reading a long paste…';
			try {
				fragmentText = await condenseInWorker(text);
			} catch {
				fragmentText = text.slice(-FRAGMENT_CHARS);
			}
			keepFullPaste(sessionStore(), fragmentText, text);
		}
		location.href = `${diagnoseUrl}${formatPasteFragment(fragmentText)}`;
	};
	const choose = (index: number) => {
		const option = options[index];
		if (!option) return;
		dialog.close();
		if (option.kind === 'diagnose') void diagnose(input.value);
		else location.href = option.url;
	};
	const highlight = (index: number) => {
		active = options.length ? (index + options.length) % options.length : -1;
		list.querySelectorAll('[role="option"]').forEach((item, i) => item.setAttribute('aria-selected', String(i === active)));
		const current = active >= 0 ? list.children[active] : undefined;
		if (current) {
			input.setAttribute('aria-activedescendant', current.id);
			current.scrollIntoView({ block: 'nearest' });
		} else input.removeAttribute('aria-activedescendant');
	};
	const show = (next: SearchOption[], message: string) => {
		options = next;
		list.replaceChildren(...next.map((option, index) => renderOption(option, index)));
		input.setAttribute('aria-expanded', String(next.length > 0));
		status.textContent = message;
		highlight(0);
	};
	const search = async () => {
		const run = (runs += 1);
		const query = input.value;
		if (query.trim().length < 2) {
			show([], '');
			return;
		}
		try {
			const pagefind = await loadPagefind(base);
			const found = await pagefind.debouncedSearch(query, {}, DEBOUNCE_MS);
			if (found === null || run !== runs) return; // a newer keystroke took over
			const data = await Promise.all(found.results.slice(0, 8).map((result) => result.data()));
			if (run !== runs) return;
			const next = toSearchOptions(data, query, { base, diagnoseUrl });
			const pages = next.filter((option) => option.kind !== 'diagnose' && option.kind !== 'check').length;
			show(next, pages ? `${pages} page${pages > 1 ? 's' : ''} found.` : 'No page matches these words. Enter diagnoses the text as an error message.');
		} catch {
			if (run !== runs) return;
			show(toSearchOptions([], query, { base, diagnoseUrl }), 'Search is unavailable here. Enter diagnoses the text as an error message.');
		}
	};

	input.addEventListener('input', () => void search());
	input.addEventListener('paste', (event) => {
		const text = event.clipboardData?.getData('text') ?? '';
		if (!text.includes('\n')) return;
		event.preventDefault();
		dialog.close();
		void diagnose(text);
	});
	input.addEventListener('keydown', (event) => {
		if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
			event.preventDefault();
			highlight(active + (event.key === 'ArrowDown' ? 1 : -1));
		} else if (event.key === 'Escape') {
			// A search field would clear itself first; Escape closes at once.
			event.preventDefault();
			dialog.close();
		}
	});
	form.addEventListener('submit', (event) => {
		event.preventDefault();
		if (active >= 0) choose(active);
		else if (input.value.trim()) {
			dialog.close();
			void diagnose(input.value);
		}
	});
	list.addEventListener('click', (event) => {
		const item = (event.target as Element).closest<HTMLElement>('[role="option"]');
		if (item) choose(Number(item.dataset.index));
	});
	list.addEventListener('mousemove', (event) => {
		const item = (event.target as Element).closest<HTMLElement>('[role="option"]');
		if (item && Number(item.dataset.index) !== active) highlight(Number(item.dataset.index));
	});
	void loadPagefind(base).catch(() => undefined);
	if (input.value) void search();
	dialog.dataset.ready = '';
}

function renderOption(option: SearchOption, index: number): HTMLLIElement {
	const item = document.createElement('li');
	item.id = `site-search-option-${index}`;
	item.setAttribute('role', 'option');
	item.setAttribute('aria-selected', 'false');
	item.dataset.index = String(index);
	item.dataset.kind = option.kind;
	item.dataset.url = option.url;
	const kind = span('hit-kind', option.label);
	const title = span('hit-title', option.title);
	item.append(kind, title);
	if (option.excerpt) {
		const excerpt = span('hit-excerpt');
		for (const part of splitExcerpt(option.excerpt)) {
			if (part.match) {
				const mark = document.createElement('mark');
				mark.textContent = part.text;
				excerpt.append(mark);
			} else excerpt.append(part.text);
		}
		item.append(excerpt);
	}
	return item;
}

function span(className: string, text?: string): HTMLSpanElement {
	const element = document.createElement('span');
	element.className = className;
	if (text !== undefined) element.textContent = text;
	return element;
}
