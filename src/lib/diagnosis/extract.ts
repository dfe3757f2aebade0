/**
 * Extraction: from a paste (or a whole log) to the lines that can say what went wrong, each with
 * a weight. Traceback frames, source lines, C++ and sanitizer backtraces are dropped; boilerplate
 * is cut out; the final exception (and its continuation lines) weighs most, earlier exceptions of
 * the chain and CUDA / NCCL / sanitizer status lines a little less, anything else little.
 */
import { stripBoilerplate } from './boilerplate.ts';
import { decodeHtmlEntities, decodeWideText, foldTypography, splitLinePrefix, stripLinePrefixes, stripMarkdownEmphasis } from './clean.ts';
import { focusErrorRegions, splitLines, type PasteLine } from './lines.ts';
import { narrowLongPaste } from './long-paste.ts';
import { MAX_CONTEXT_CHARS, MAX_EVIDENCE_LINES, MAX_INPUT_CHARS } from './limits.ts';
import { normalizeText } from './normalize.ts';

/**
 * How a line reads. A `frame` is a Python traceback frame, kept only when nothing else in the
 * paste said anything (a traceback cut before its message): only cause patterns are read on it.
 */
export type LineKind = 'exception' | 'warning' | 'status' | 'other' | 'frame';

/** A line kept as evidence. */
export interface EvidenceLine {
	/** Position of its first occurrence in the paste. */
	index: number;
	/** Position of the last paste line it spans, when a wrapped message was read back as one line. */
	last?: number;
	/** The line with boilerplate and log prefixes cut out. */
	text: string;
	/** `text` normalised (see `normalize.ts`). */
	normalized: string;
	kind: LineKind;
	/** How much evidence found on this line counts, in (0, 1]. */
	weight: number;
	/** True for the final exception and its continuation lines. */
	final: boolean;
	/** Short exception class name on an exception line, e.g. `OutOfMemoryError`. */
	exceptionClass?: string;
	/** The class as printed, e.g. `torch.cuda.OutOfMemoryError`. */
	qualifiedClass?: string;
	/** How many lines of the paste normalise to this one. */
	count: number;
}

/** What extraction found. */
export interface Extraction {
	/** Evidence lines in paste order, one per distinct normalised text. */
	lines: EvidenceLine[];
	/** The final exception line, or the last status line when there is no exception. */
	finalLine: EvidenceLine | null;
	/** Ids of boilerplate that was cut out (see `boilerplate.ts`). */
	boilerplate: string[];
	/** Exceptions in the printed chain ("The above exception was the direct cause..."). */
	chainLength: number;
	/**
	 * The examined part of the paste as it was, frames included (at most `MAX_CONTEXT_CHARS`): what
	 * paste-level conditions of causes read ("was this a `pip install`?").
	 */
	context: string;
	/**
	 * How much of the paste was read, when some of it was set aside (a long log: its end and the
	 * regions around its first and last error lines are read); absent when all of it was.
	 */
	examined?: Examined;
}

/** How much of a long paste diagnosis read. */
export interface Examined {
	/** Lines read. */
	lines: number;
	/** Lines in the paste. */
	ofLines: number;
	/** Characters read (long lines are read in part). */
	chars: number;
	/** Characters in the paste. */
	ofChars: number;
}

/** Line weights, by role. */
export const WEIGHTS = { final: 1, exception: 0.85, status: 0.78, warning: 0.7, other: 0.45, frame: 0.45 } as const;

const FRAME = [
	/^\s*File "[^"]{0,500}", line \d+(?:, in [^\s]{1,200})?\s*$/,
	/^\s*File [^\s,]{1,300}:\d+, in [^\s]{1,200}\s*$/,
	/^\s*Traceback \(most recent call last\):?\s*$/,
	/^\s*frame #\d+:/,
	/^\s*#\d+\s+0x[0-9a-f]+/i,
	/^\s*#\d+\s+\S+ in /,
	/^\s*Exception raised from .{0,300} \(most recent call first\):?$/,
	/^\s*at [\w.$<>]+\(.{0,300}\)\s*$/,
	/^={5,}\s+(?:Host|Device) Frame:/,
	/^={5,}\s+Saved host backtrace/,
	/^={5,}\s+in \//,
	/^\s+warnings\.warn\(/,
	/^\s*[~^]{3,}\s*$/,
	/^-{2,}>\s*\d+/,
	/^\S{1,200}\.py in [^\s(]{1,200}\(.{0,400}\)\s*$/,
	// Jupyter and IPython: "Cell In[14], line 2", "File ~/x.py:1501, in Module._call_impl(self, *args)",
	// and the header "RuntimeError                 Traceback (most recent call last)".
	/^\s*Cell In ?\[\d{0,6}\], line \d+/,
	// Older IPython: "<ipython-input-34-8d58693980cc> in <module>" and "~/x/module.py in _call_impl(self, *input)".
	/^\s*<ipython-input-\d{1,6}-[0-9a-f]{4,40}> in \S{1,200}\s*$/,
	/^\s*File [^\s,]{1,300}:\d+, in [^\s(]{1,200}\(.{0,300}\)\s*$/,
	/^\s*[\w.]{1,100}\s{4,}Traceback \(most recent call last\)\s*$/,
];
// IPython prints the frame's source with line numbers ("   1497 x = 1", "-> 1501 return f(x)").
const NUMBERED_SOURCE = /^\s*(?:-*>\s*)?\d{1,6}(?:\s|$)|^\s*\.\.\.\s*$/;
// C++ backtrace frames name the function that failed (`c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout`).
const NATIVE_FRAME = [/^\s*frame #\d+:/, /^\s*#\d+\s+0x[0-9a-f]+/i, /^\s*#\d+\s+\S+ in /];
// Python frames name the file and function a traceback stopped in (`cpp_extension.py ... _jit_compile`).
const PYTHON_FRAME = [/^\s*File "[^"]{0,500}", line \d+, in [^\s]{1,200}\s*$/, /^\s*File [^\s,]{1,300}:\d+, in [^\s]{1,200}/];
const CHAIN = /^\s*(?:The above exception was the direct cause of the following exception|During handling of the above exception, another exception occurred)\s*(?::\s*)?$/;
const EXCEPTION = /(?:^|[\s:\]>)|])((?:[A-Za-z_]\w{0,40}\.){0,8}[A-Z]\w{0,60}?(?:Error|Exception|Warning|Failure|Interrupt|Exit|OutOfResources|Timeout)|(?:[a-z_]\w{0,40}\.){1,8}[A-Z]\w{0,60})(?::(?:\s+(.*)|\s*$)|\s*$)/;
const WARNING = /:\d+: ([A-Z]\w{0,40}Warning): ?(.*)/;
const SANITIZER_REPORT = /^={5,20} (?:Invalid |Program hit |Race |Uninitialized |Barrier error|Malloc\/Free error|Illegal |Misaligned )/;
const STATUS = /error|fail|assert|warn|exception|fatal|abort|illegal|invalid|timed? ?out|out of memory|not compatible|not supported|no kernel image|unavailable|insufficient|terminate called|what\(\)|segmentation fault|core dumped|cudaError|CUDA_ERROR|_STATUS_|nccl[A-Z]|={5,20} \S|^\s*Killed\s*$/i;

/** Options of `extractEvidence`. */
export interface ExtractOptions {
	/**
	 * Keep backtrace frames as weak evidence even when the paste has message lines: the last resort
	 * for a backtrace buried in a log whose other lines say nothing, or a Python traceback cut before
	 * its message. C++ frames are read like any line; Python frames (`kind: 'frame'`) by cause
	 * patterns only.
	 */
	frames?: boolean;
}

/** A paste narrowed, split into lines and focused on its error regions: what extraction reads. */
export interface ReadPaste {
	paste: string;
	/** The paste, or its examined regions when it is very long (`narrowLongPaste`). */
	narrowed: string;
	split: PasteLine[];
	/** The lines extraction looks at (`focusErrorRegions`). */
	raw: PasteLine[];
}

/**
 * The part of extraction that does not depend on its options, done once: a diagnosis that falls
 * back to reading frames extracts twice from the same `ReadPaste`, not from the paste again.
 */
export function readPaste(input: string): ReadPaste {
	const paste = foldTypography(decodeHtmlEntities(decodeWideText(input)));
	// Emphasis only on what is read: a long log's examined regions, not every underscore of it.
	const narrowed = stripMarkdownEmphasis(narrowLongPaste(paste));
	const split = splitLines(narrowed);
	return { paste, narrowed, split, raw: focusErrorRegions(split) };
}

/** Reads a paste (or a paste already read with `readPaste`) into weighted evidence lines. */
export function extractEvidence(input: string | ReadPaste, options: ExtractOptions = {}): Extraction {
	const { paste, narrowed, split, raw } = typeof input === 'string' ? readPaste(input) : input;
	const boilerplate = new Set<string>();
	const kept: EvidenceLine[] = [];
	let chainLength = 0;
	let frameIndent = -1;
	let numberedSource = false;
	let continuing: EvidenceLine | null = null;
	// The paste line behind the last kept evidence, and what continued before it (for wrapped lines).
	let previousRaw: PasteLine | null = null;
	let previousContinuing: EvidenceLine | null = null;
	let previousPrefix = '';

	// The widest line, for a console that cut lines at its width; and the widest line with a space in
	// it, for a paste an e-mail client or a narrow console wrapped at word boundaries: such a wrap
	// cannot break a word, so a path or a URL longer than the wrap width stays whole on a line of its
	// own, and no line with a space in it is wider than the wrap width.
	let widest = 0;
	let widestSpaced = 0;
	for (const { text } of raw) {
		widest = Math.max(widest, text.length);
		if (text.length > widestSpaced && /\S\s+\S/.test(text)) widestSpaced = text.length;
	}
	const wrapWidth = inferWrapWidth(raw, widest);

	for (const line of raw) {
		// Indents are measured after the decoration: a timestamp, a rank or a quote mark in front of
		// every line (or the whole paste indented as a Markdown code block) is not a frame's source.
		const { prefix, text: unprefixed } = splitLinePrefix(line.text);
		if (frameIndent >= 0) {
			// A failed `assert` statement is the only message a bare AssertionError has: keep it.
			const source = unprefixed.trim();
			if (source !== '' && indentOf(unprefixed) > frameIndent && !source.startsWith('assert ')) continue;
			if (source === '' || indentOf(unprefixed) <= frameIndent) frameIndent = -1;
		}
		if (numberedSource) {
			if (NUMBERED_SOURCE.test(unprefixed)) continue;
			numberedSource = false;
		}
		if (CHAIN.test(unprefixed)) {
			chainLength += 1;
			continuing = null;
			previousRaw = null;
			continue;
		}
		if (FRAME.some((pattern) => pattern.test(unprefixed))) {
			if (/^\s*File /.test(unprefixed)) frameIndent = indentOf(unprefixed);
			if (/^\s*(?:File [^"]|Cell In|<ipython-input-)|\.py in \S/.test(unprefixed)) numberedSource = true;
			continuing = null;
			previousRaw = null;
			continue;
		}
		const stripped = stripBoilerplate(unprefixed);
		stripped.removed.forEach((id) => boilerplate.add(id));
		const text = stripped.text.trim();
		if (text === '') {
			// A line that was only boilerplate keeps the message going; a truly blank one ends it.
			if (stripped.removed.length === 0) continuing = null;
			previousRaw = null;
			continue;
		}
		const previous = kept[kept.length - 1];
		// A line with a prefix of its own (a new timestamp, another rank) starts a new record.
		// A line with none continues the record above it.
		const samePrefix = prefix === '' || prefixShape(prefix) === prefixShape(previousPrefix);
		if (previous && previousRaw && samePrefix && isWrapped(previousRaw, previous.text, line, text, widestSpaced, wrapWidth)) {
			// A terminal or an issue tracker broke one message over two lines: read them as one.
			const hardWrap = isCutMidWord(previousRaw, line, wrapWidth);
			kept.pop();
			const merged: EvidenceLine = { ...classify(previous.index, `${previous.text}${hardWrap ? '' : ' '}${text}`, previousContinuing), last: line.index };
			kept.push(merged);
			previousRaw = line;
			previousPrefix = prefix;
			if (merged.kind === 'exception') continuing = merged;
			continue;
		}
		previousContinuing = continuing;
		const evidence = classify(line.index, text, continuing);
		kept.push(evidence);
		previousRaw = line;
		previousPrefix = prefix;
		if (evidence.kind === 'exception') continuing = evidence;
	}

	// A paste that is only a C++ backtrace has no message line; its function names are all there is.
	if (kept.length === 0 || options.frames) {
		for (const line of raw) {
			const text = stripLinePrefixes(line.text);
			if (NATIVE_FRAME.some((pattern) => pattern.test(text))) kept.push({ ...classify(line.index, text.trim(), null), kind: 'other', weight: WEIGHTS.other });
			else if (options.frames && PYTHON_FRAME.some((pattern) => pattern.test(text))) kept.push({ ...classify(line.index, text.trim(), null), kind: 'frame', weight: WEIGHTS.frame });
		}
		kept.sort((a, b) => a.index - b.index);
	}
	const finalLine = markFinal(kept);
	chainLength = Math.max(chainLength + (kept.some((l) => l.kind === 'exception') ? 1 : 0), 0);
	const setAside = narrowed !== paste || narrowed.length > MAX_INPUT_CHARS || raw.length < split.length || raw.some((line) => line.cut);
	const examined = setAside ? examinedOf(paste, raw) : undefined;
	return { lines: dedupe(kept), finalLine, boilerplate: [...boilerplate], chainLength, context: contextOf(raw), ...(examined ? { examined } : {}) };
}

// Widths terminals and log viewers wrap at: a line of exactly this length that ends inside a word
// was cut mid-word, so its continuation joins without a space.
const WRAP_WIDTHS: ReadonlySet<number> = new Set([80, 100, 120, 128, 132, 140, 150, 160, 180, 200, 220, 240, 250, 256]);
// Terminals wrap at 80 columns or more, mail and issue text near 72: a shorter line was not wrapped.
const MIN_WRAPPED_LENGTH = 60;
// Lines that start a record of their own even in lower case.
// A program's or logger's name and a colon ("wandb: ...", "srun: error: ...") starts a record of its own.
const RECORD_START = /^(?:terminate called|what\(\)|frame #|warnings\.warn|during handling|the above exception|nccl|cuda error|cudaError|error:|warning:|note:|[a-z][\w.-]{1,30}: )/i;
// The shell's report of the signal that ended a program is a line of its own, whatever the line above
// it looks like ("...uncased_384", 128 columns, then "Segmentation fault (core dumped)").
const SHELL_REPORT = /^\s*(?:Segmentation fault|Killed|Aborted|Illegal instruction|Bus error|Floating point exception|Terminated)(?: \(core dumped\))?\s*$/;
// A line that ends a sentence, a clause or a bracket is complete; anything else may continue.
const COMPLETE_END = /[.!?;:)\]}>'"`]$/;
// The next line continues a message when it starts like the middle of a sentence.
const CONTINUES = /^[a-z0-9(<]/;

/** A prefix without its spacing and box frames: "[rank0]: │ │" and "[rank0]: │ │  │" read the same. */
function prefixShape(prefix: string): string {
	return prefix.replace(/[│┃║\s]+/g, ' ').trim();
}

/**
 * True when `text` (of paste line `line`) is the rest of the message on the line before it:
 * adjacent in the paste, the first long enough to have been wrapped and not ending a sentence,
 * the second starting like the middle of one and not naming an exception or a status itself.
 */
function isWrapped(previousRaw: PasteLine, previousText: string, line: PasteLine, text: string, widestSpaced: number, wrapWidth: number): boolean {
	if (line.index !== previousRaw.index + 1 || previousText.length > 1000 || SHELL_REPORT.test(line.text)) return false;
	if (previousRaw.text.length < MIN_WRAPPED_LENGTH && !isWordWrapped(previousRaw, line, widestSpaced)) return false;
	// Cut mid-word at a terminal's width ("... is on CP" then "U, but expected"), the tail of an
	// upper-case word may start in upper case; after a lower-case letter, upper case starts a sentence.
	const cutMidWord = isCutMidWord(previousRaw, line, wrapWidth);
	const continues = CONTINUES.test(text) || (cutMidWord && (/^[^A-Z]/.test(text) || /[A-Z0-9_]$/.test(previousRaw.text)));
	// A word cut at the edge of a console this paste shows cutting lines ("... operation time" then
	// "out: WorkNCCL(...)") goes on whatever it looks like; at a usual width alone, a line that starts
	// like a record ("wandb: ...") is one.
	const cutAtPasteWidth = cutMidWord && wrapWidth > 0 && previousRaw.text.length === wrapWidth;
	if (COMPLETE_END.test(previousText) || !continues || (RECORD_START.test(text) && !cutAtPasteWidth)) return false;
	// An indented line under a message is usually a list or a frame, not its wrapped tail.
	if (/^\s{2,}/.test(line.text) && !/^\s{2,}/.test(previousRaw.text)) return false;
	return !EXCEPTION.test(text.slice(0, 120)) && !WARNING.test(text);
}

// A paste wrapped at word boundaries is narrow: mail and chat wrap near 60 to 80 columns.
const MAX_WORD_WRAP_WIDTH = 100;
const MIN_WORD_WRAPPED_LENGTH = 30;

/**
 * True when `previous` is shorter than a terminal's width but was wrapped at a word boundary: the
 * first word of `line` would not have fitted on it within `width`, the paste's widest line with a
 * space in it.
 */
function isWordWrapped(previous: PasteLine, line: PasteLine, width: number): boolean {
	if (width > MAX_WORD_WRAP_WIDTH || previous.text.length < MIN_WORD_WRAPPED_LENGTH) return false;
	const firstWord = /^\S*/.exec(line.text)![0];
	return previous.text.trimEnd().length + 1 + firstWord.length > width;
}

// A console narrower than this is rare; log lines of one fixed format are often of equal length.
const MIN_INFERRED_WRAP_WIDTH = 80;

/**
 * The width a console of unusual size cut this paste's lines at, or 0: at least two lines of exactly
 * the paste's widest length, each ending inside a word that the next line, with no log prefix of
 * its own, goes on with. Lines of one log format that happen to be of equal length start their
 * next record with a prefix, so they do not count.
 */
function inferWrapWidth(raw: readonly PasteLine[], widest: number): number {
	if (widest < MIN_INFERRED_WRAP_WIDTH) return 0;
	let cut = 0;
	for (let i = 0; i + 1 < raw.length && cut < 2; i++) {
		const line = raw[i];
		const next = raw[i + 1];
		if (line.text.length !== widest || next.index !== line.index + 1) continue;
		if (/\w$/.test(line.text) && /^\w/.test(next.text) && splitLinePrefix(next.text).prefix === '') cut++;
	}
	return cut >= 2 ? widest : 0;
}

/**
 * True when `previous` fills a terminal's width (a usual one, or `wrapWidth`, the one this paste shows)
 * and ends inside a word that `line` goes on with.
 */
function isCutMidWord(previous: PasteLine, line: PasteLine, wrapWidth: number): boolean {
	const width = previous.text.length;
	return (WRAP_WIDTHS.has(width) || width === wrapWidth) && /\w$/.test(previous.text) && /^\w/.test(line.text);
}

/** Weighs `text`, read from paste line `index`, by its role. */
function classify(index: number, text: string, continuing: EvidenceLine | null): EvidenceLine {
	const base = { index, text, normalized: normalizeText(text), final: false, count: 1 };
	const warning = WARNING.exec(text);
	if (warning) return { ...base, kind: 'warning', weight: WEIGHTS.warning, exceptionClass: warning[1], qualifiedClass: warning[1] };
	const exception = EXCEPTION.exec(text);
	// Only a class at the start of the line, or right after a logger's prefix, is an exception line.
	if (exception && exception.index < 80 && !/\s/.test(exception[1])) {
		const qualified = exception[1];
		const short = qualified.slice(qualified.lastIndexOf('.') + 1);
		if (!/Warning$/.test(short)) return { ...base, kind: 'exception', weight: WEIGHTS.exception, exceptionClass: short, qualifiedClass: qualified };
		return { ...base, kind: 'warning', weight: WEIGHTS.warning, exceptionClass: short, qualifiedClass: qualified };
	}
	if (continuing) {
		// PyTorch messages run over several lines after "RuntimeError: ..."; they belong to it.
		return { ...base, kind: 'exception', weight: WEIGHTS.exception, exceptionClass: continuing.exceptionClass, qualifiedClass: continuing.qualifiedClass };
	}
	// compute-sanitizer's report names the fault itself; what the program printed after it is a consequence.
	if (SANITIZER_REPORT.test(text)) return { ...base, kind: 'status', weight: WEIGHTS.final };
	if (STATUS.test(text)) return { ...base, kind: 'status', weight: WEIGHTS.status };
	return { ...base, kind: 'other', weight: WEIGHTS.other };
}

/** The examined lines joined, their head and tail when longer than `MAX_CONTEXT_CHARS`. */
function contextOf(raw: readonly PasteLine[]): string {
	const text = raw.map((line) => line.text).join('\n');
	if (text.length <= MAX_CONTEXT_CHARS) return text;
	return `${text.slice(0, MAX_CONTEXT_CHARS / 4)}\n${text.slice(text.length - (MAX_CONTEXT_CHARS * 3) / 4)}`;
}

/** Marks the last exception (with its continuation lines) as final; without one, the last status line. */
function markFinal(lines: EvidenceLine[]): EvidenceLine | null {
	let last = -1;
	for (let i = lines.length - 1; i >= 0; i -= 1) {
		if (isExceptionHead(lines[i])) {
			last = i;
			break;
		}
	}
	if (last < 0) {
		for (let i = lines.length - 1; i >= 0; i -= 1) {
			if (lines[i].kind === 'exception' || lines[i].kind === 'status') {
				lines[i].final = true;
				lines[i].weight = 0.95;
				return lines[i];
			}
		}
		// A phrase typed or pasted alone ("illegal memory access") is what the person asks about.
		if (lines.length > 0 && lines.length <= 2) {
			const line = lines[lines.length - 1];
			line.final = true;
			line.weight = 0.95;
			return line;
		}
		return null;
	}
	const head = lines[last];
	for (let i = last; i < lines.length; i += 1) {
		const line = lines[i];
		if (i > last && (line.kind !== 'exception' || line.qualifiedClass !== head.qualifiedClass || isExceptionHead(line))) break;
		line.final = true;
		line.weight = WEIGHTS.final;
	}
	return head;
}

/** One evidence line per distinct normalised text, keeping the strongest weight; bounded. */
function dedupe(lines: EvidenceLine[]): EvidenceLine[] {
	const byText = new Map<string, EvidenceLine>();
	for (const line of lines) {
		const seen = byText.get(line.normalized);
		if (!seen) {
			byText.set(line.normalized, { ...line });
			continue;
		}
		seen.count += 1;
		if (line.weight > seen.weight) {
			seen.weight = line.weight;
			seen.kind = line.kind;
			seen.final = line.final || seen.final;
			seen.exceptionClass = line.exceptionClass ?? seen.exceptionClass;
			seen.qualifiedClass = line.qualifiedClass ?? seen.qualifiedClass;
		}
	}
	let distinct = [...byText.values()];
	if (distinct.length > MAX_EVIDENCE_LINES) {
		// Keep the heaviest lines, later ones first among equals, then restore paste order.
		distinct = distinct
			.map((line, order) => ({ line, order }))
			.sort((a, b) => b.line.weight - a.line.weight || b.order - a.order)
			.slice(0, MAX_EVIDENCE_LINES)
			.sort((a, b) => a.order - b.order)
			.map(({ line }) => line);
	}
	return distinct;
}

/** True for the line that names the exception, as opposed to the lines continuing its message. */
function isExceptionHead(line: EvidenceLine): boolean {
	return line.kind === 'exception' && line.qualifiedClass !== undefined && line.text.includes(line.qualifiedClass);
}

function indentOf(text: string): number {
	return text.length - text.trimStart().length;
}

/** What of `paste` the lines in `raw` cover, for a paste of which some was set aside. */
function examinedOf(paste: string, raw: readonly PasteLine[]): Examined {
	let ofLines = 1;
	for (let at = paste.indexOf('\n'); at >= 0; at = paste.indexOf('\n', at + 1)) ofLines += 1;
	if (paste.endsWith('\n')) ofLines -= 1;
	let chars = 0;
	let lines = 0;
	let previous = -1;
	for (const line of raw) {
		chars += line.text.length;
		if (line.index !== previous) lines += 1;
		previous = line.index;
	}
	// The line breaks between the lines read count as characters read.
	return { lines: Math.min(lines, ofLines), ofLines, chars: Math.min(paste.length, chars + Math.max(0, lines - 1)), ofChars: paste.length };
}
