/**
 * Text arriving in chunks (a file, a pipe, a job's output) cut into lines the way diagnosis cuts
 * a paste: at `\n`, `\r\n` and a lone `\r` (a progress bar redraws itself with `\r`). A line that
 * never ends is kept as its head and its tail, the parts diagnosis reads, so memory stays bounded
 * whatever arrives.
 */
import { MAX_LINE_CHARS, MAX_PIECES_PER_LINE } from '../lib/diagnosis/limits.ts';

/** Characters of one line kept at most: what diagnosis reads of a line (`cutLongLine` in lines.ts). */
export const MAX_KEPT_LINE_CHARS = MAX_LINE_CHARS * MAX_PIECES_PER_LINE;
const HEAD_CHARS = Math.floor(MAX_PIECES_PER_LINE / 4) * MAX_LINE_CHARS;
const TAIL_CHARS = MAX_KEPT_LINE_CHARS - HEAD_CHARS;

/**
 * Receives complete lines, without their terminators, a chunk's worth at a time; `block`, when
 * given, is the same lines joined with `\n` (free to have, and faster to scan than line by line).
 */
export type LinesSink = (lines: readonly string[], block?: string) => void;

/** Cuts text into lines for `sink`. */
export class LineSplitter {
	#partial = '';
	// The head of a line longer than MAX_KEPT_LINE_CHARS whose end has not arrived yet.
	#longHead: string | null = null;
	#endedWithTerminator = true;
	readonly #sink: LinesSink;

	constructor(sink: LinesSink) {
		this.#sink = sink;
	}

	/** True when everything written so far ended with a line terminator (or nothing was written). */
	get endedWithTerminator(): boolean {
		return this.#endedWithTerminator;
	}

	/** Feeds the next piece of text. */
	write(chunk: string): void {
		if (chunk === '') return;
		let text = this.#partial + chunk;
		// A `\r` at the very end may be the first half of `\r\n`: wait for the next chunk.
		let heldBack = '';
		if (text.endsWith('\r')) {
			heldBack = '\r';
			text = text.slice(0, -1);
		}
		// Most logs have no `\r` at all; splitting at a plain string is about twice as fast.
		const plain = !text.includes('\r');
		const parts = plain ? text.split('\n') : text.split(/\r\n|\r|\n/);
		const last = parts.pop() ?? '';
		if (parts.length > 0) {
			const simple = plain && this.#longHead === null && parts.every((part) => part.length <= MAX_KEPT_LINE_CHARS);
			if (simple) this.#sink(parts, text.slice(0, text.length - last.length - 1));
			else this.#sink(parts.map((part) => this.#cap(part)));
		}
		this.#partial = last;
		if (this.#partial.length > 2 * MAX_KEPT_LINE_CHARS) this.#shortenPartial();
		this.#partial += heldBack;
		this.#endedWithTerminator = /[\r\n]$/.test(chunk);
	}

	/** Emits the last line if the text did not end with a terminator. */
	end(): void {
		// A held-back `\r` ended a line, even an empty one.
		const terminated = this.#partial.endsWith('\r');
		const rest = terminated ? this.#partial.slice(0, -1) : this.#partial;
		if (terminated || rest !== '' || this.#longHead !== null) this.#sink([this.#cap(rest)]);
		this.#partial = '';
	}

	/** The line as kept: whole, or the head and the tail of a very long one. */
	#cap(part: string): string {
		if (this.#longHead !== null) {
			const line = this.#longHead + part.slice(-TAIL_CHARS);
			this.#longHead = null;
			return line;
		}
		return part.length > MAX_KEPT_LINE_CHARS ? part.slice(0, HEAD_CHARS) + part.slice(-TAIL_CHARS) : part;
	}

	/** Keeps only the head and the tail of an unfinished endless line. */
	#shortenPartial(): void {
		this.#longHead ??= this.#partial.slice(0, HEAD_CHARS);
		this.#partial = this.#partial.slice(-TAIL_CHARS);
	}
}
