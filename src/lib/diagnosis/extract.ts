/**
 * Extraction: from a paste (or a whole log) to the lines that can say what went wrong, each with
 * a weight. Traceback frames, source lines, C++ and sanitizer backtraces are dropped; boilerplate
 * is cut out; the final exception (and its continuation lines) weighs most, earlier exceptions of
 * the chain and CUDA / NCCL / sanitizer status lines a little less, anything else little.
 */
import { stripBoilerplate } from './boilerplate.ts';
import { focusErrorRegions, splitLines, type PasteLine } from './lines.ts';
import { MAX_EVIDENCE_LINES } from './limits.ts';
import { normalizeText } from './normalize.ts';

/** How a line reads. */
export type LineKind = 'exception' | 'warning' | 'status' | 'other';

/** A line kept as evidence. */
export interface EvidenceLine {
	/** Position of its first occurrence in the paste. */
	index: number;
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
}

/** Line weights, by role. */
export const WEIGHTS = { final: 1, exception: 0.85, status: 0.78, warning: 0.7, other: 0.45 } as const;

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
	/^\S+\.py in \S+\(.*\)\s*$/,
];
// C++ backtrace frames name the function that failed (`c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout`).
const NATIVE_FRAME = [/^\s*frame #\d+:/, /^\s*#\d+\s+0x[0-9a-f]+/i, /^\s*#\d+\s+\S+ in /];
const CHAIN = /^\s*(?:The above exception was the direct cause of the following exception|During handling of the above exception, another exception occurred)\s*:?\s*$/;
// Prefixes that launchers and loggers put before every line: torchrun's "[rank0]:", pytest's "E   ", Ray's "(Worker pid=1)".
const LINE_PREFIX = /^\s*(?:\[(?:rank|default)\d{1,5}\]:\s?|E\s{2,}|\((?:[\w.]{1,60} )?(?:pid|rank)=\d+[^)]{0,120}\)\s*)/;
const EXCEPTION = /(?:^|[\s:\]>)|])((?:[A-Za-z_]\w{0,40}\.){0,8}[A-Z]\w{0,60}?(?:Error|Exception|Warning|Failure|Interrupt|Exit|OutOfResources|Timeout)|(?:[a-z_]\w{0,40}\.){1,8}[A-Z]\w{0,60})(?::(?:\s+(.*))?$|\s*$)/;
const WARNING = /:\d+: ([A-Z]\w{0,40}Warning): ?(.*)$/;
const SANITIZER_REPORT = /^={5,} (?:Invalid |Program hit |Race |Uninitialized |Barrier error|Malloc\/Free error|Illegal |Misaligned )/;
const STATUS = /error|fail|assert|warn|exception|fatal|abort|illegal|invalid|timed? ?out|out of memory|not compatible|not supported|no kernel image|unavailable|insufficient|terminate called|what\(\)|segmentation fault|core dumped|cudaError|CUDA_ERROR|_STATUS_|nccl[A-Z]|={5,} \S/i;

/** Reads a paste into weighted evidence lines. */
export function extractEvidence(paste: string): Extraction {
	const raw = focusErrorRegions(splitLines(paste));
	const boilerplate = new Set<string>();
	const kept: EvidenceLine[] = [];
	let chainLength = 0;
	let frameIndent = -1;
	let continuing: EvidenceLine | null = null;

	for (const line of raw) {
		if (frameIndent >= 0) {
			if (line.text.trim() !== '' && indentOf(line.text) > frameIndent) continue;
			frameIndent = -1;
		}
		if (CHAIN.test(line.text)) {
			chainLength += 1;
			continuing = null;
			continue;
		}
		if (FRAME.some((pattern) => pattern.test(line.text))) {
			if (/^\s*File /.test(line.text)) frameIndent = indentOf(line.text);
			continuing = null;
			continue;
		}
		const stripped = stripBoilerplate(line.text.replace(LINE_PREFIX, ''));
		stripped.removed.forEach((id) => boilerplate.add(id));
		const text = stripped.text.trim();
		if (text === '') {
			// A line that was only boilerplate keeps the message going; a truly blank one ends it.
			if (stripped.removed.length === 0) continuing = null;
			continue;
		}
		const evidence = classify(line, text, continuing);
		kept.push(evidence);
		if (evidence.kind === 'exception') continuing = evidence;
	}

	// A paste that is only a C++ backtrace has no message line; its function names are all there is.
	if (kept.length === 0) {
		for (const line of raw) {
			if (NATIVE_FRAME.some((pattern) => pattern.test(line.text))) kept.push(classify(line, line.text.replace(LINE_PREFIX, '').trim(), null));
		}
	}
	const finalLine = markFinal(kept);
	chainLength = Math.max(chainLength + (kept.some((l) => l.kind === 'exception') ? 1 : 0), 0);
	return { lines: dedupe(kept), finalLine, boilerplate: [...boilerplate], chainLength };
}

function classify(line: PasteLine, text: string, continuing: EvidenceLine | null): EvidenceLine {
	const base = { index: line.index, text, normalized: normalizeText(text), final: false, count: 1 };
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
