/**
 * The windows `LogWindow` keeps around error-looking lines of one kind (strong or weak), as
 * `focusErrorRegions` does: all of the first quarter of its `centres`, and a ring of the last
 * three quarters, each window a few lines before its centre and a few after, added as they arrive.
 */

/** Characters the windows of one kind, early and late alike, hold at most. */
const WINDOW_CHARS = 2_000_000;

/** A line of the log and its position. */
export interface Entry {
	seq: number;
	text: string;
	/** True once `text` no longer shares memory with its chunk (see `keep`). */
	owned?: boolean;
}

/** The lines around one error-looking line; lines after it are added as they arrive. */
interface Window {
	entries: Entry[];
	chars: number;
	/** Lines still to come into it. */
	remaining: number;
	/** True for a window in the ring of the last ones. */
	late: boolean;
}

/** Windows of one kind: all of the first few, a ring of the last ones. */
export class WindowSet {
	readonly early: Window[] = [];
	readonly late: Window[] = [];
	#earlyChars = 0;
	#lateChars = 0;
	readonly #open: Window[] = [];
	readonly #earlyCount: number;
	readonly #lateCount: number;
	readonly spec: { centres: number; before: number; after: number };

	constructor(spec: { centres: number; before: number; after: number }) {
		this.spec = spec;
		this.#earlyCount = Math.floor(spec.centres / 4);
		this.#lateCount = spec.centres - this.#earlyCount;
	}

	/** True while some window still waits for lines after its centre. */
	get following(): boolean {
		return this.#open.length > 0;
	}

	/** Opens a window on the line `entry`, after the lines `before` it (oldest first). */
	open(entry: Entry, before: readonly Entry[]): void {
		const entries = [...before.slice(Math.max(0, before.length - this.spec.before)), entry].map(keep);
		const late = this.early.length >= this.#earlyCount || this.#earlyChars >= WINDOW_CHARS;
		const window: Window = { entries, chars: entries.reduce((sum, e) => sum + e.text.length, 0), remaining: this.spec.after, late };
		if (!late) {
			this.early.push(window);
			this.#earlyChars += window.chars;
		} else {
			this.late.push(window);
			this.#lateChars += window.chars;
			while (this.late.length > this.#lateCount || (this.#lateChars > WINDOW_CHARS && this.late.length > 1)) {
				const evicted = this.late.shift()!;
				this.#lateChars -= evicted.chars;
				if (evicted.remaining > 0) this.#open.splice(this.#open.indexOf(evicted), 1);
			}
		}
		if (window.remaining > 0) this.#open.push(window);
	}

	/** Adds a line to every window still waiting for lines after its centre. */
	follow(entry: Entry): void {
		for (let i = this.#open.length - 1; i >= 0; i -= 1) {
			const window = this.#open[i];
			window.entries.push(keep(entry));
			window.chars += entry.text.length;
			if (window.late) this.#lateChars += entry.text.length;
			else this.#earlyChars += entry.text.length;
			window.remaining -= 1;
			if (window.remaining === 0) this.#open.splice(i, 1);
		}
	}

	/** Every line kept, windows in order (a line in two windows comes twice). */
	*entries(): Generator<Entry> {
		for (const window of [...this.early, ...this.late]) yield* window.entries;
	}
}

/** Makes a kept entry's text its own copy, once. */
function keep(entry: Entry): Entry {
	if (!entry.owned) {
		entry.text = ownCopy(entry.text);
		entry.owned = true;
	}
	return entry;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A copy of `text` that does not share memory with the chunk it was cut from: V8 keeps a whole
 * chunk alive for as long as any slice of it is, and kept lines come from chunks all over the log.
 * (Through UTF-8 and back, which runs in Node, pages and workers alike; a lone surrogate becomes
 * U+FFFD, as it would in any encoding of the paste.)
 */
export function ownCopy(text: string): string {
	return text.length < 13 ? text : decoder.decode(encoder.encode(text));
}
