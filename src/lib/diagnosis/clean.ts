/**
 * Cleaning a line the way a person reads past its decoration: terminal colour codes, and the
 * prefixes that launchers, loggers and schedulers put in front of every line (timestamps, log
 * levels, ranks, process ids, container names). What is left is the message itself, so that
 * `[rank3]:[E501 12:00:00.123 ProcessGroupNCCL.cpp:616] [Rank 3] Watchdog caught ...` and
 * `Watchdog caught ...` read the same.
 *
 * Every pattern here is anchored at the start of the line and bounded, so cleaning a line costs
 * time proportional to its length.
 */

// ESC [ ... letter (colours, cursor moves) and ESC ] ... BEL (titles, hyperlinks).
const ANSI = /\u001b\[[0-9;?]{0,32}[A-Za-z]|\u001b\][^\u0007\u001b]{0,512}(?:\u0007|\u001b\\)/g;
// The same colour codes after the escape character was lost on the way ("[1;31mError[0m").
const ORPHAN_COLOUR = /\[(?:\d{1,3};){0,4}\d{1,3}m/g;

/** Removes terminal colour and control sequences from `text`. */
export function stripAnsi(text: string): string {
	let out = text.includes('\u001b') ? text.replace(ANSI, '') : text;
	// Only a paste full of them is a coloured log; a lone "[0m" might be text.
	if (out.includes('m') && (out.match(ORPHAN_COLOUR)?.length ?? 0) >= 2) out = out.replace(ORPHAN_COLOUR, '');
	return out;
}

// What a web page, a chat client, a word processor or an input method puts in place of the ASCII
// characters a program printed: no-break and other wide spaces, curly quotes, typographic dashes
// and minus signs, and the full-width forms of ASCII (a Chinese or Japanese IME's "：" and "（").
const WIDE_SPACES = /[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g;
const SINGLE_QUOTES = /[\u2018-\u201b\u2032]/g;
const DOUBLE_QUOTES = /[\u201c-\u201f\u2033]/g;
const DASHES = /[\u2010-\u2015\u2212]/g;
const FULL_WIDTH = /[\uff01-\uff5e]/g;
// Any of them: the five classes above in one.
const TYPOGRAPHIC = new RegExp(`[${[WIDE_SPACES, SINGLE_QUOTES, DOUBLE_QUOTES, DASHES, FULL_WIDTH].map((pattern) => pattern.source.slice(1, -1)).join('')}]`);

/**
 * `text` with the typographic stand-ins above put back to the ASCII the program printed, one
 * character for one (so positions and line numbers in the paste stay where they were).
 */
export function foldTypography(text: string): string {
	// One scan to find out; a log of progress bars has non-ASCII characters but none of these.
	if (!TYPOGRAPHIC.test(text)) return text;
	return text
		.replace(WIDE_SPACES, ' ')
		.replace(SINGLE_QUOTES, "'")
		.replace(DOUBLE_QUOTES, '"')
		.replace(DASHES, '-')
		.replace(FULL_WIDTH, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));
}

// Text written as UTF-16 (a PowerShell `>` redirect, some Windows services' logs) and read back one
// byte per character has a NUL after every ASCII character; an editor or a web form that shows the
// NULs as spaces gives "C U D A   e r r o r" (a space of the text becomes three).
const SPACED_OUT_HINT = /(?:\S ){12}\S/;
// Shorter lines are left alone: "a b c d" in a table is more likely text than a UTF-16 remnant.
const MIN_SPACED_OUT_LINE = 24;
// Longer ones too: no log line is this long, and diagnosis reads only a line's head and tail.
const MAX_SPACED_OUT_LINE = 100_000;

/**
 * `text` with the remnants of UTF-16 read as single bytes undone: NULs between characters are
 * dropped, and a line whose every other character is a space (at least `MIN_SPACED_OUT_LINE` long,
 * with a word of four letters in what is left) is read from its other characters. Other text is
 * returned as it is.
 */
export function decodeWideText(text: string): string {
	// split and join: twice as fast as a replace when every other character is a NUL.
	const out = text.includes('\u0000') ? text.split('\u0000').join('') : text;
	if (!SPACED_OUT_HINT.test(out)) return out;
	return out
		.split('\n')
		.map((line) => collapseSpacedOut(line) ?? line)
		.join('\n');
}

/** The characters of a spaced-out line without the spaces between them, or null for any other line. */
function collapseSpacedOut(line: string): string | null {
	const text = line.endsWith('\r') ? line.slice(0, -1) : line;
	if (text.length < MIN_SPACED_OUT_LINE || text.length > MAX_SPACED_OUT_LINE) return null;
	for (const offset of [0, 1]) {
		let spaced = true;
		// Every character after one of the text's own is the space that stood for its NUL.
		for (let i = offset + 1; i < text.length; i += 2) {
			if (text[i] !== ' ') {
				spaced = false;
				break;
			}
		}
		if (!spaced) continue;
		let kept = '';
		for (let i = offset; i < text.length; i += 2) kept += text[i];
		if (/[A-Za-z]{4}/.test(kept)) return kept;
	}
	return null;
}

// A paste copied from a page's source, an API's JSON or an e-mail can come HTML-escaped.
const HTML_ENTITY = /&(?:(lt|gt|quot|apos|amp|nbsp)|#(\d{1,7})|#x([0-9a-f]{1,6}));/gi;
const NAMED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&', nbsp: ' ' };

/**
 * `text` with HTML character references decoded, when it shows escaping (`&lt;`, `&quot;`, `&#39;`
 * ...): "Assertion `t &gt;= 0` failed" reads as the program printed it. Text without them is
 * returned as it is.
 */
export function decodeHtmlEntities(text: string): string {
	if (!text.includes('&')) return text;
	return text.replace(HTML_ENTITY, (entity, name: string | undefined, decimal: string | undefined, hex: string | undefined) => {
		if (name) return NAMED_ENTITIES[name.toLowerCase()];
		const code = decimal ? Number(decimal) : Number.parseInt(hex!, 16);
		// Only printable characters: a reference to a control character or past Unicode stays text.
		return code >= 0x20 && code <= 0x10ffff && code !== 0x7f ? String.fromCodePoint(code) : entity;
	});
}

// Markdown emphasis an issue tracker kept around words of a paste typed as prose: "_Check_ failed",
// "unhandled cuda _error_", "**RuntimeError: CUDA out of memory**". A single underscore or asterisk
// pair holds one word of letters; a double asterisk pair may hold a whole message. Neither may touch
// a word character outside it, so identifiers (`_ZN3cub`, `cuda_error_t`, `__init__`) and C
// pointers (`float *a, float *b`) stay as they are.
const EMPHASIS = /(?<![\w*\\])(?:_([A-Za-z]{1,40})_|\*([A-Za-z]{1,40})\*|\*\*(?=\S)([^*\n]{1,300}?)(?<=\S)\*\*)(?![\w*])/g;

/** `text` without the Markdown emphasis markers around its words (see EMPHASIS); the words stay. */
export function stripMarkdownEmphasis(text: string): string {
	if (!text.includes('_') && !text.includes('*')) return text;
	return text.replace(EMPHASIS, (_match, under: string | undefined, single: string | undefined, double: string | undefined) => under ?? single ?? double ?? '');
}

/**
 * Prefixes that carry no evidence, each anchored at the start of the line. They are removed one
 * after another (a torchrun rank prefix, then a glog header, then a level word).
 */
const PREFIXES: readonly RegExp[] = [
	// A Markdown quote of someone else's paste ("> RuntimeError: ...", "> > ..."); a REPL's ">>> " too
	/^\s{0,4}>(?:[ \t]{0,2}>){0,3}(?:[ \t]|$)/,
	// torchrun and friends: "[rank0]:", "[default3]:", "[Rank 3]", "[1,0]<stderr>:" (mpirun), "rank3: "
	/^\s{0,8}\[(?:rank|default)\s?\d{1,5}\]:?\s?/i,
	/^\s{0,8}\[\d{1,5},\d{1,5}\]<std(?:out|err)>:\s?/,
	/^\s{0,8}rank\s?\d{1,5}:\s/i,
	// Ray and vLLM workers: "(RayWorkerWrapper pid=123, ip=10.0.0.1)", "(VllmWorkerProcess pid=99)"
	/^\s{0,8}\((?:[\w.]{1,60} )?(?:pid|rank)=\d{1,9}[^)]{0,120}\)\s{0,4}/,
	// pytest's "E   " in front of the failing exception
	/^E\s{2,}/,
	// ISO dates and times, with or without brackets: "2024-05-01 12:00:00,123", "[2024-05-01T12:00:00.123Z]"
	/^\s{0,4}\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d{1,9})?(?:Z|[+-]\d{2}:?\d{2})?\]?\s{0,4}(?:[-|:]\s{0,4})?/,
	// vLLM and others: "ERROR 05-01 12:00:00 [engine.py:123] " or "INFO 05-01 12:00:00 worker.py:12] "
	/^\s{0,4}(?:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL|FATAL)\s{1,4}\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,9})?\s{1,4}(?:\[?[\w.-]{1,80}:\d{1,6}\]\s?)?/,
	// glog (PyTorch, XLA, TensorFlow C++): "E0501 12:00:00.123456 12345 file.cc:123] " and "[E501 12:00:00.123 x.cpp:1] "
	/^\s{0,4}\[?[IWEF]\d{3,4} \d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?: {1,8}\d{1,9})?(?: [\w./-]{1,120}:\d{1,6})?\]\s?/,
	// syslog and journalctl: "May 01 12:00:00 host kernel: "
	/^\s{0,4}[A-Z][a-z]{2} {1,2}\d{1,2} \d{2}:\d{2}:\d{2} [\w.-]{1,64} [\w./-]{1,40}(?:\[\d{1,9}\])?:\s/,
	// dmesg: "[ 1234.567890] "
	/^\s{0,4}\[\s{0,12}\d{1,9}\.\d{3,9}\]\s?/,
	// bare times: "12:00:00 " or "[12:00:00]"
	/^\s{0,4}\[?\d{2}:\d{2}:\d{2}(?:[.,]\d{1,9})?\]?\s{1,4}/,
	// DeepSpeed and friends: "[ERROR] [launch.py:321:sigkill_handler] "; Hugging Face: "[INFO|trainer.py:1812] "
	/^\s{0,4}\[(?:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL|FATAL)(?:\|[\w.-]{1,80}:\d{1,6})?\]\s{0,4}(?:\[[\w.-]{1,80}:\d{1,6}(?::\w{1,80})?\]\s?)?/i,
	// A bare level word, as a logging format puts it after the time: "2024-05-01 12:00:00,123 ERROR ..."
	/^\s{0,4}(?:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL|FATAL) {1,4}(?=[^\s|:-])/,
	// Python logging's default format: "ERROR:root:" and "WARNING:__main__:"
	/^\s{0,4}(?:DEBUG|INFO|WARNING|ERROR|CRITICAL):[\w.]{1,80}:/,
	// "... - ERROR - " and "| ERROR |" after a logger name
	/^\s{0,4}(?:[\w.]{1,80}\s{0,4}[-|]\s{0,4})?(?:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL|FATAL)\s{0,4}[-|:]\s{1,4}(?:[\w.]{1,60} [-|] )?/,
	// Slurm "srun -l" task labels ("0: ", "12: ") and docker compose service columns ("trainer-1  | ")
	/^\s{0,4}\d{1,5}: (?=\S)/,
	/^\s{0,4}[\w.-]{1,64}\s{1,16}\|\s/,
];

// The longest decoration peeled off one line, so a pathological line cannot loop for long.
const MAX_PREFIXES = 6;

// The frames of `rich` and `loguru` tracebacks: "│ │   text   │ │", "╭──── locals ────╮".
const BOX_START = /^\s{0,40}(?:[│┃║]\s{0,40}){1,6}/;
const BOX_END = /(?:\s{0,4}[│┃║]){1,6}\s*$/;
const BOX_RULE = /^\s{0,8}(?:[│┃║]\s{0,4}){0,6}[╭╰╔╚┏┗][─━═]{1,400}[^─━═]{0,80}[─━═]{0,400}[╮╯╗╝┓┛]?/;

/** Removes launcher, logger and scheduler prefixes from the start of `line`, and box frames around it. */
export function stripLinePrefixes(line: string): string {
	return splitLinePrefix(line).text;
}

/**
 * `line` without its decoration (`text`), and the decoration taken off its start (`prefix`): two
 * lines whose prefixes differ only in numbers (a timestamp, a pid) are separate records.
 */
export function splitLinePrefix(line: string): { prefix: string; text: string } {
	let text = line;
	let start = 0;
	const boxed = /[│┃║╭╰╔╚┏┗]/.test(text);
	for (let round = 0; round < MAX_PREFIXES; round += 1) {
		let changed = false;
		if (boxed) {
			if (BOX_RULE.test(text)) return { prefix: line, text: '' };
			const head = BOX_START.exec(text)?.[0].length ?? 0;
			const unboxed = text.slice(head).replace(BOX_END, '');
			changed = unboxed !== text;
			start += head;
			text = unboxed;
		}
		for (const prefix of PREFIXES) {
			const match = prefix.exec(text);
			if (match && match[0].length > 0 && match[0].length < text.length) {
				text = text.slice(match[0].length);
				start += match[0].length;
				changed = true;
			}
		}
		if (!changed) break;
	}
	return { prefix: line.slice(0, start), text };
}
