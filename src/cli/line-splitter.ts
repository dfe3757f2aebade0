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

/** Calls `onLine` with each complete line, without its terminator. */
export class LineSplitter {
	#partial = '';
	// The head of a line longer than MAX_KEPT_LINE_CHARS whose end has not arrived yet.
	#longHead: string | null = null;
	#endedWithTerminator = true;
	readonly #onLine: (line: string) => void;

	constructor(onLine: (line: string) => void) {
		this.#onLine = onLine;
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
		const parts = text.split(/\r\n|\r|\n/);
		const last = parts.pop() ?? '';
		for (const part of parts) this.#emit(part);
		this.#partial = last;
		if (this.#partial.length > 2 * MAX_KEPT_LINE_CHARS) this.#shortenPartial();
		this.#partial += heldBack;
		this.#endedWithTerminator = /[\r\n]$/.test(chunk);
	}

	/** Emits the last line if the text did not end with a terminator. */
	end(): void {
		const rest = this.#partial.endsWith('\r') ? this.#partial.slice(0, -1) : this.#partial;
		if (rest !== '' || this.#longHead !== null) this.#emit(rest);
		this.#partial = '';
	}

	#emit(part: string): void {
		let line = part;
		if (this.#longHead !== null) {
			line = this.#longHead + part.slice(-TAIL_CHARS);
			this.#longHead = null;
		} else if (part.length > MAX_KEPT_LINE_CHARS) {
			line = part.slice(0, HEAD_CHARS) + part.slice(-TAIL_CHARS);
		}
		this.#onLine(line);
	}

	/** Keeps only the head and the tail of an unfinished endless line. */
	#shortenPartial(): void {
		this.#longHead ??= this.#partial.slice(0, HEAD_CHARS);
		this.#partial = this.#partial.slice(-TAIL_CHARS);
	}
}
