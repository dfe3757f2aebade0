/**
 * A bounded window on a log of any length, fed one line at a time, for `diagnose` to read. A log
 * that fits (`WHOLE_LINES`, `WHOLE_CHARS`) is kept whole, so diagnosis sees exactly what it would
 * see in a paste. A longer one is narrowed as it streams past, the way `focusErrorRegions`
 * narrows a paste: its last lines, and windows around the first and the last error-looking lines.
 * Diagnosis narrows long pastes to the same regions, so the answer stays the same while memory
 * stays proportional to what is examined, not to the size of the log.
 */
import { stripAnsi } from '../lib/diagnosis/clean.ts';
import { MAX_FOCUSED_LINES } from '../lib/diagnosis/limits.ts';
import { FOCUS, lineInterest, repeatKey, takeHeadAndTail } from '../lib/diagnosis/lines.ts';

/** Lines kept whole before the window starts narrowing. */
export const WHOLE_LINES = 5000;
/** Characters kept whole before the window starts narrowing. */
export const WHOLE_CHARS = 4_000_000;
/** Characters the windows of one kind (strong, weak), early and late alike, hold at most. */
const WINDOW_CHARS = 2_000_000;
/** Distinct error-looking lines whose copies are counted; later distinct ones are not. */
const MAX_KEYS = 20_000;

interface Entry {
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
class WindowSet {
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

	/** Opens a window on the line `entry`, with the lines before it from `recent`. */
	open(entry: Entry, recent: readonly Entry[]): void {
		const before = recent.slice(Math.max(0, recent.length - this.spec.before));
		const entries = [...before, entry].map(keep);
		const late = this.early.length >= this.#earlyCount || this.#earlyChars >= WINDOW_CHARS;
		const window: Window = { entries, chars: entries.reduce((sum, e) => sum + e.text.length, 0), remaining: this.spec.after, late };
		if (!late) {
			this.early.push(window);
			this.#earlyChars += window.chars;
		} else {
			this.late.push(window);
			this.#lateChars += window.chars;
			while (this.late.length > this.#lateCount || (this.#lateChars > WINDOW_CHARS && this.late.length > 1)) {
				this.#lateChars -= this.late.shift()!.chars;
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

	*entries(): Generator<Entry> {
		for (const window of [...this.early, ...this.late]) yield* window.entries;
	}
}

/** Collects a log line by line; `text()` is what diagnosis should read. */
export class LogWindow {
	#seq = 0;
	#whole: string[] | null = [];
	#wholeChars = 0;
	#tail: Entry[] = [];
	readonly #counts = new Map<string, number>();
	readonly #strong = new WindowSet(FOCUS.strong);
	readonly #weak = new WindowSet(FOCUS.weak);

	/** Lines seen so far. */
	get lineCount(): number {
		return this.#seq;
	}

	/** True once the log was too long to keep whole. */
	get narrowed(): boolean {
		return this.#whole === null;
	}

	/** Adds the next line (without its terminator). */
	push(line: string): void {
		if (this.#whole !== null) {
			this.#whole.push(line);
			this.#wholeChars += line.length;
			this.#seq += 1;
			if (this.#seq > WHOLE_LINES || this.#wholeChars > WHOLE_CHARS) this.#startNarrowing();
			return;
		}
		this.#narrow({ seq: this.#seq, text: line });
		this.#seq += 1;
	}

	/** The log, or its examined regions in order, one line per line. */
	text(): string {
		if (this.#whole !== null) return this.#whole.join('\n');
		const bySeq = new Map<number, string>();
		for (const entry of [...this.#strong.entries(), ...this.#weak.entries(), ...this.#tail]) bySeq.set(entry.seq, entry.text);
		const ordered = [...bySeq.keys()].sort((a, b) => a - b);
		const bounded = ordered.length > MAX_FOCUSED_LINES ? takeHeadAndTail(ordered, MAX_FOCUSED_LINES) : ordered;
		return bounded.map((seq) => bySeq.get(seq)).join('\n');
	}

	#startNarrowing(): void {
		const lines = this.#whole ?? [];
		this.#whole = null;
		this.#wholeChars = 0;
		lines.forEach((text, seq) => this.#narrow({ seq, text }));
	}

	#narrow(line: Entry): void {
		const entry: Entry = { seq: line.seq, text: line.text };
		this.#strong.follow(entry);
		this.#weak.follow(entry);
		const clean = stripAnsi(line.text);
		const interest = lineInterest(clean);
		if (interest && this.#count(repeatKey(clean)) <= FOCUS.maxRepeats) {
			(interest === 'strong' ? this.#strong : this.#weak).open(entry, this.#tail);
		}
		this.#tail.push(entry);
		if (this.#tail.length > FOCUS.tail) this.#tail.shift();
	}

	#count(key: string): number {
		const count = (this.#counts.get(key) ?? 0) + 1;
		if (count > 1) this.#counts.set(key, count);
		else if (this.#counts.size < MAX_KEYS) this.#counts.set(ownCopy(key), count);
		return count;
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

/**
 * A copy of `text` that does not share memory with the chunk it was cut from: V8 keeps a whole
 * chunk alive for as long as any slice of it is, and kept lines come from chunks all over the log.
 */
function ownCopy(text: string): string {
	return text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8');
}
