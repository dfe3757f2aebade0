/**
 * Turning a paste into a bounded list of lines: literal "\n" escapes (pastes from JSON logs) are
 * expanded, endless lines are cut into pieces, and a long log is narrowed to the regions around
 * lines that look like errors, so that a whole training log costs about as much as a traceback.
 */
import { stripAnsi } from './clean.ts';
import {
	FOCUS_THRESHOLD_LINES,
	MAX_FOCUSED_LINES,
	MAX_INPUT_CHARS,
	MAX_LINE_CHARS,
	MAX_PIECES_PER_LINE,
} from './limits.ts';

/** One line of the paste and its position in it. */
export interface PasteLine {
	/** 0-based position among the paste's lines (pieces of one long line share it). */
	index: number;
	/** The text, at most `MAX_LINE_CHARS` long. */
	text: string;
	/** True on the pieces of a line too long to read whole (its middle was skipped). */
	cut?: true;
}

// Lines worth a close look in a long log.
// The shell's and the kernel's words for a process that died count too: a `Killed` at the end of a
// progress bar is all a long log may have to say.
const INTEREST = /error|exception|traceback|assert|fail|warn|fatal|abort|timed? ?out|illegal|invalid|out of memory|not compatible|kernel image|sm_\d|unavailable|misaligned|watchdog|nccl|cuda|cudnn|cublas|=========|what\(\)|killed|segmentation fault|core dumped|bus error|sigkill|sigsegv|\boom/i;
// Lines that usually start or state the error itself; they win when the focus budget runs out.
const STRONG = /traceback|error:|exception:|assertion|cuda error|out of memory|nccl warn|watchdog|========= (?:invalid|error)|what\(\)/i;

/** Splits `text` into lines no longer than `MAX_LINE_CHARS`, expanding escaped newlines. */
export function splitLines(text: string): PasteLine[] {
	let source = text.length > MAX_INPUT_CHARS ? `${text.slice(0, MAX_INPUT_CHARS / 4)}\n${text.slice(-(MAX_INPUT_CHARS * 3) / 4)}` : text;
	source = stripAnsi(expandEscapedNewlines(source));
	const raw = source.split(/\r\n|\r|\n/);
	const lines: PasteLine[] = [];
	raw.forEach((line, index) => {
		const parts = unflattenTraceback(line);
		if (parts) {
			for (const part of parts) for (const piece of cutIntoPieces(part)) lines.push({ index, text: piece });
			return;
		}
		if (line.length <= MAX_LINE_CHARS) {
			lines.push({ index, text: line });
			return;
		}
		const cut = line.length > MAX_LINE_CHARS * MAX_PIECES_PER_LINE;
		for (const piece of cutLongLine(line)) lines.push(cut ? { index, text: piece, cut } : { index, text: piece });
	});
	return lines;
}

/** Keeps, in a long log, the lines near error-looking lines and the tail; short pastes pass whole. */
export function focusErrorRegions(lines: PasteLine[]): PasteLine[] {
	if (lines.length <= FOCUS_THRESHOLD_LINES) return lines;
	const strong: number[] = [];
	const weak: number[] = [];
	const seen = new Map<string, number>();
	lines.forEach((line, position) => {
		const interest = lineInterest(line.text);
		if (!interest) return;
		// The thousandth copy of the same assertion (or NCCL warning) from another thread adds nothing.
		const key = repeatKey(line.text);
		const count = (seen.get(key) ?? 0) + 1;
		seen.set(key, count);
		if (count > FOCUS.maxRepeats) return;
		(interest === 'strong' ? strong : weak).push(position);
	});
	const keep = new Set<number>();
	const addWindow = (position: number, before: number, after: number) => {
		for (let p = Math.max(0, position - before); p <= Math.min(lines.length - 1, position + after); p += 1) keep.add(p);
	};
	for (let p = Math.max(0, lines.length - FOCUS.tail); p < lines.length; p += 1) keep.add(p);
	for (const position of takeHeadAndTail(strong, FOCUS.strong.centres)) addWindow(position, FOCUS.strong.before, FOCUS.strong.after);
	for (const position of takeHeadAndTail(weak, FOCUS.weak.centres)) addWindow(position, FOCUS.weak.before, FOCUS.weak.after);
	const ordered = [...keep].sort((a, b) => a - b);
	const bounded = ordered.length > MAX_FOCUSED_LINES ? takeHeadAndTail(ordered, MAX_FOCUSED_LINES) : ordered;
	return bounded.map((position) => lines[position]);
}

/**
 * How `focusErrorRegions` narrows a long log, exported so that a reader that streams a log (the
 * command line) can keep the same regions without holding the whole log.
 */
export const FOCUS = {
	/** Last lines always kept. */
	tail: 60,
	/** Copies of one line (digits and spaces aside) that count as error-looking; later ones do not. */
	maxRepeats: 3,
	/** Windows around strong lines: the first quarter and last three quarters of `centres` of them. */
	strong: { centres: 200, before: 2, after: 10 },
	/** Windows around weak lines, likewise. */
	weak: { centres: 300, before: 1, after: 2 },
} as const;

/** The pattern behind `lineInterest`, for scanning a whole block of text at once (its source is lower case). */
export const INTEREST_PATTERN: RegExp = INTEREST;

/** Whether a (colour-free) line looks like an error: `strong` lines usually state it, `weak` ones mention it. */
export function lineInterest(text: string): 'strong' | 'weak' | undefined {
	if (!INTEREST.test(text)) return undefined;
	return STRONG.test(text) ? 'strong' : 'weak';
}

/** What makes two error-looking lines copies of each other: their head without digits and spaces. */
export function repeatKey(text: string): string {
	return text.slice(0, 160).replace(/[\d\s]+/g, '');
}

/** The first quarter and last three quarters of `items`, `limit` in all, order kept. */
export function takeHeadAndTail<T>(items: T[], limit: number): T[] {
	if (items.length <= limit) return items;
	const head = Math.floor(limit / 4);
	return [...items.slice(0, head), ...items.slice(items.length - (limit - head))];
}

// One record of a JSON log: `{"ts": ..., "msg": "...\n..."}`. Its strings are JSON, so its escapes
// are decoded however few there are; elsewhere a lone "\n" may be part of a Windows path.
const JSON_RECORD_START = /^\s*\{\s*"[\w.@-]{1,60}"\s*:/;

/** Pastes copied out of JSON logs carry "\n" as two characters; a traceback needs real newlines. */
function expandEscapedNewlines(text: string): string {
	const sample = text.length > 200_000 ? text.slice(0, 200_000) : text;
	const realNewlines = (sample.match(/\n/g) ?? []).length;
	const escaped = (sample.match(/\\n/g) ?? []).length;
	if (escaped === 0) return text;
	if (escaped < 3 || realNewlines > escaped) {
		if (!/^\s*\{\s*"/m.test(sample)) return text;
		return text
			.split('\n')
			.map((line) => (line.includes('\\') && JSON_RECORD_START.test(line) && line.trimEnd().endsWith('}') ? unescapeJsonText(line) : line))
			.join('\n');
	}
	return unescapeJsonText(text);
}

/** The JSON escapes a log's strings carry, decoded: newlines, tabs, ESC, quotes and backslashes. */
function unescapeJsonText(text: string): string {
	return text
		.replace(/\\r\\n|\\n/g, '\n')
		.replace(/\\t/g, '\t')
		.replace(/\\u001b|\\x1b|\\033/gi, '\u001b')
		.replace(/\\"/g, '"')
		.replace(/\\\\/g, '\\');
}

// A Python frame's head inside a line, and the exception that follows the last frame's source.
const FRAME_HEAD = /\bFile "[^"\n]{1,300}", line \d{1,7}, in [^\s]{1,200}/g;
const TRACEBACK_START = /\s?\bTraceback \(most recent call last\):/;
const EXCEPTION_AFTER_SOURCE = /\s((?:[A-Za-z_]\w{0,40}\.){0,8}[A-Z]\w{0,60}(?:Error|Exception|Interrupt|Exit|Failure):\s)/;
// Flattened tracebacks are read up to this length; a longer line is cut into pieces as it is.
const MAX_FLATTENED_CHARS = MAX_LINE_CHARS * MAX_PIECES_PER_LINE;

/**
 * A Python traceback flattened onto one line (a log viewer, a JSON field, a web form that dropped
 * the line breaks) split back into its lines: the "Traceback" header, each frame's head, its
 * source, and the exception after the last frame. Null when `line` is not one.
 */
export function unflattenTraceback(line: string): string[] | null {
	if (line.length < 200 || line.length > MAX_FLATTENED_CHARS || line.indexOf('File "') === line.lastIndexOf('File "')) return null;
	const heads = [...line.matchAll(FRAME_HEAD)];
	if (heads.length < 2) return null;
	const parts: string[] = [];
	let start = 0;
	for (const head of heads) {
		const before = line.slice(start, head.index);
		parts.push(...before.split(TRACEBACK_START).flatMap((text, i) => (i > 0 ? ['Traceback (most recent call last):', text] : [text])));
		parts.push(head[0]);
		start = head.index + head[0].length;
	}
	// After the last frame: its source, then the exception (which the source rarely contains).
	const tail = line.slice(start);
	const exception = EXCEPTION_AFTER_SOURCE.exec(tail);
	if (exception) parts.push(tail.slice(0, exception.index), tail.slice(exception.index + 1));
	else parts.push(tail);
	return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** Cuts a very long line at spaces into pieces, keeping its head and its tail. */
function cutLongLine(line: string): string[] {
	const budget = MAX_LINE_CHARS * MAX_PIECES_PER_LINE;
	if (line.length <= budget) return cutIntoPieces(line);
	// Only the head and the tail are read; the middle of a 5 MB line is never cut up at all.
	const head = Math.floor(MAX_PIECES_PER_LINE / 4) * MAX_LINE_CHARS;
	return [...cutIntoPieces(line.slice(0, head)), ...cutIntoPieces(line.slice(line.length - (budget - head)))];
}

function cutIntoPieces(text: string): string[] {
	const pieces: string[] = [];
	for (let start = 0; start < text.length; ) {
		let end = Math.min(text.length, start + MAX_LINE_CHARS);
		if (end < text.length) {
			// Look for a space only in the second half of the window, so each cut costs one window.
			const space = text.slice(start + MAX_LINE_CHARS / 2, end).lastIndexOf(' ');
			if (space >= 0) end = start + MAX_LINE_CHARS / 2 + space + 1;
		}
		pieces.push(text.slice(start, end));
		start = end;
	}
	return pieces;
}
