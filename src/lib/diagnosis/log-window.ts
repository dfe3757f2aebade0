/**
 * A bounded window on a log of any length, fed one line at a time, for `diagnose` to read. A log
 * that fits (`WHOLE_LINES`, `WHOLE_CHARS`) is kept whole, so diagnosis sees exactly what it would
 * see in a paste. A longer one is narrowed as it streams past, the way `focusErrorRegions`
 * narrows a paste: its last lines, and windows around the first and the last error-looking lines.
 * Diagnosis narrows long pastes to the same regions, so the answer stays the same while memory
 * stays proportional to what is examined, not to the size of the log.
 */
import { stripAnsi } from './clean.ts';
import { MAX_FOCUSED_LINES } from './limits.ts';
import { FOCUS, INTEREST_PATTERN, lineInterest, repeatKey, takeHeadAndTail } from './lines.ts';
import { ownCopy, WindowSet, type Entry } from './window-set.ts';

/** Lines kept whole before the window starts narrowing. */
export const WHOLE_LINES = 5000;
/** Characters kept whole before the window starts narrowing. */
export const WHOLE_CHARS = 4_000_000;
/** Distinct error-looking lines whose copies are counted; later distinct ones are not. */
const MAX_KEYS = 20_000;
// The error-looking test as one scan over a lower-cased block: much faster than a test per line.
const INTEREST_SCAN = new RegExp(INTEREST_PATTERN.source, 'g');

/** When to stop keeping the log whole (tests narrow small logs to compare with diagnosis's own focus). */
export interface WindowOptions {
	wholeLines?: number;
	wholeChars?: number;
}

/** Collects a log line by line; `text()` is what diagnosis should read. */
export class LogWindow {
	readonly #wholeLines: number;
	readonly #wholeChars: number;
	#seq = 0;
	#whole: string[] | null = [];
	#keptChars = 0;
	// The last FOCUS.tail lines, by seq modulo its length.
	readonly #tail: string[] = new Array<string>(FOCUS.tail).fill('');
	readonly #counts = new Map<string, number>();
	readonly #strong = new WindowSet(FOCUS.strong);
	readonly #weak = new WindowSet(FOCUS.weak);

	constructor(options: WindowOptions = {}) {
		this.#wholeLines = options.wholeLines ?? WHOLE_LINES;
		this.#wholeChars = options.wholeChars ?? WHOLE_CHARS;
	}

	/** Lines seen so far. */
	get lineCount(): number {
		return this.#seq;
	}

	/** True once the log was too long to keep whole. */
	get narrowed(): boolean {
		return this.#whole === null;
	}

	/** Adds the next lines (without terminators); `block`, when given, is them joined with `\n`. */
	push(lines: readonly string[], block?: string): void {
		let i = 0;
		for (; i < lines.length && this.#whole !== null; i += 1) {
			this.#whole.push(lines[i]);
			this.#keptChars += lines[i].length;
			this.#seq += 1;
			if (this.#seq > this.#wholeLines || this.#keptChars > this.#wholeChars) this.#startNarrowing();
		}
		const candidates = i === 0 && block !== undefined ? screen(lines, block) : undefined;
		for (; i < lines.length; i += 1) {
			this.#narrow(this.#seq, lines[i], candidates ? candidates.has(i) : true);
			this.#seq += 1;
		}
	}

	/** The log, or its examined regions in order, one line per line. */
	text(): string {
		if (this.#whole !== null) return this.#whole.join('\n');
		const bySeq = new Map<number, string>();
		for (const entry of [...this.#strong.entries(), ...this.#weak.entries()]) bySeq.set(entry.seq, entry.text);
		for (let seq = Math.max(0, this.#seq - FOCUS.tail); seq < this.#seq; seq += 1) bySeq.set(seq, this.#tail[seq % FOCUS.tail]);
		const ordered = [...bySeq.keys()].sort((a, b) => a - b);
		const bounded = ordered.length > MAX_FOCUSED_LINES ? takeHeadAndTail(ordered, MAX_FOCUSED_LINES) : ordered;
		return bounded.map((seq) => bySeq.get(seq)).join('\n');
	}

	#startNarrowing(): void {
		const lines = this.#whole ?? [];
		this.#whole = null;
		this.#keptChars = 0;
		lines.forEach((text, seq) => this.#narrow(seq, text, true));
	}

	/** The hot path of a long log: most lines only pass through the tail. */
	#narrow(seq: number, text: string, mayInterest: boolean): void {
		let entry: Entry | undefined;
		if (this.#strong.following || this.#weak.following) {
			entry = { seq, text };
			this.#strong.follow(entry);
			this.#weak.follow(entry);
		}
		// Colour codes never make a line look like an error, so only error-looking lines are cleaned.
		if (mayInterest && lineInterest(text)) {
			const clean = stripAnsi(text);
			const interest = lineInterest(clean);
			if (interest && this.#count(repeatKey(clean)) <= FOCUS.maxRepeats) {
				(interest === 'strong' ? this.#strong : this.#weak).open(entry ?? { seq, text }, this.#before(seq));
			}
		}
		this.#tail[seq % FOCUS.tail] = text;
	}

	/** The lines just before `seq`, oldest first, as many as the widest window takes. */
	#before(seq: number): Entry[] {
		const count = Math.min(seq, Math.max(FOCUS.strong.before, FOCUS.weak.before));
		const before: Entry[] = [];
		for (let s = seq - count; s < seq; s += 1) before.push({ seq: s, text: this.#tail[s % FOCUS.tail] });
		return before;
	}

	#count(key: string): number {
		const count = (this.#counts.get(key) ?? 0) + 1;
		if (count > 1) this.#counts.set(key, count);
		else if (this.#counts.size < MAX_KEYS) this.#counts.set(ownCopy(key), count);
		return count;
	}
}

/**
 * Positions in `lines` of the lines that may look like errors, from one scan of `block` (the
 * lines joined); undefined where lower-casing changes the length and positions would not line up.
 */
function screen(lines: readonly string[], block: string): Set<number> | undefined {
	const lower = block.toLowerCase();
	if (lower.length !== block.length) return undefined;
	const found = new Set<number>();
	let line = 0;
	let lineEnd = lines[0]?.length ?? 0;
	INTEREST_SCAN.lastIndex = 0;
	for (let match = INTEREST_SCAN.exec(lower); match !== null; match = INTEREST_SCAN.exec(lower)) {
		while (match.index > lineEnd && line < lines.length - 1) {
			line += 1;
			lineEnd += 1 + lines[line].length;
		}
		found.add(line);
		// One hit is enough for a line: go on from the next one.
		INTEREST_SCAN.lastIndex = lineEnd + 1;
	}
	return found;
}
