/**
 * A long paste on its way into and back out of the diagnosis page. The address (`#q=`) carries
 * the paste condensed to the lines diagnosis reads, at most `FRAGMENT_CHARS`: Chromium drops a URL
 * over 2 MiB, and the page and the paste with it. The whole paste waits in the tab's
 * `sessionStorage` beside its condensed form, so the diagnosis page shows all of it, and Back or a
 * reload brings all of it back; a paste too big for the tab's storage is remembered by its length,
 * so the page can say that only its error lines came along.
 */

/** The longest paste kept verbatim in `#q=`; a longer one keeps the lines diagnosis reads. */
export const FRAGMENT_CHARS = 16_000;

const KEY = 'cuda-triage:paste';

/** The part of `Storage` used here (a `Map`-backed stand-in in tests). */
export interface PasteStore {
	getItem(key: string): string | null;
	setItem(key: string, value: string): void;
	removeItem(key: string): void;
}

/** The tab's `sessionStorage`, or null where the browser refuses it (storage off, sandboxed frames). */
export function sessionStore(): PasteStore | null {
	try {
		return globalThis.sessionStorage ?? null;
	} catch {
		return null;
	}
}

/**
 * Keeps `full` as the paste behind `condensed`. Returns false when only its length fit (the tab's
 * storage holds about 5 million characters); never throws.
 */
export function keepFullPaste(store: PasteStore | null, condensed: string, full: string): boolean {
	if (!store) return false;
	try {
		// The old paste goes first, so a full store has room, and a failed write leaves no stale pair.
		store.removeItem(`${KEY}:full`);
		store.setItem(`${KEY}:condensed`, condensed);
		store.setItem(`${KEY}:length`, String(full.length));
	} catch {
		return false;
	}
	try {
		store.setItem(`${KEY}:full`, full);
		return true;
	} catch {
		return false;
	}
}

/** The paste behind a `#q=` fragment, as far as this tab knows it. */
export interface RecalledPaste {
	/** The whole paste, or the condensed one when the whole did not fit in storage. */
	paste: string;
	/** How long the whole paste was. */
	fullChars: number;
	/** False when only the condensed paste is left. */
	whole: boolean;
}

/**
 * For the paste `condensed` read from `#q=`: the whole paste this tab condensed into it, or null
 * when this tab condensed no such paste (a link opened from elsewhere holds what it holds).
 */
export function recallFullPaste(store: PasteStore | null, condensed: string): RecalledPaste | null {
	if (!store) return null;
	try {
		if (store.getItem(`${KEY}:condensed`) !== condensed) return null;
		const fullChars = Number(store.getItem(`${KEY}:length`));
		const full = store.getItem(`${KEY}:full`);
		if (full !== null && full.length === fullChars) return { paste: full, fullChars, whole: true };
		return Number.isSafeInteger(fullChars) && fullChars > condensed.length ? { paste: condensed, fullChars, whole: false } : null;
	} catch {
		return null;
	}
}
