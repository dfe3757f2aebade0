/**
 * A very long paste (a whole log pasted or piped at once) read the way the command line streams a
 * log: one line at a time into a `LogWindow`, which keeps only the regions diagnosis examines. The
 * answer is the same as for the whole paste, and memory stays proportional to what is kept, not
 * to the paste: ten megabytes of newlines no longer become ten million line objects.
 */
import { LogWindow, WHOLE_CHARS, WHOLE_LINES } from './log-window.ts';

/** Lines handed to the window at a time. */
const BATCH = 4096;

/** The paste itself when it is short enough to read whole, else its examined regions joined. */
export function narrowLongPaste(text: string): string {
	if (text.length <= WHOLE_CHARS && !hasMoreLines(text, WHOLE_LINES)) return text;
	const window = new LogWindow();
	const batch: string[] = [];
	for (let start = 0; start <= text.length; ) {
		let end = text.indexOf('\n', start);
		if (end < 0) end = text.length;
		const line = end > start && text.charCodeAt(end - 1) === 13 ? text.slice(start, end - 1) : text.slice(start, end);
		batch.push(line);
		if (batch.length === BATCH) {
			window.push(batch);
			batch.length = 0;
		}
		start = end + 1;
	}
	if (batch.length > 0) window.push(batch);
	return window.text();
}

/** True when `text` has more than `limit` line breaks; stops counting there. */
function hasMoreLines(text: string, limit: number): boolean {
	let count = 0;
	for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
		count += 1;
		if (count > limit) return true;
	}
	return false;
}
