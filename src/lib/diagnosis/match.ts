/**
 * Matching: every piece of evidence a line offers (a cause pattern, an enum name or the CUDA
 * message that stands for one, an error number, a runbook's error string, an exception class)
 * becomes an item with a strength; the line's weight scales it; a family's score is the noisy-OR
 * of its best items. Strengths follow specificity: a cause pattern or an enum name beats a
 * message string, which beats a bare number or class name.
 */
import { CUDA_CONTEXT } from './cuda-messages.ts';
import { compileRegistry, telltaleStatusesOn, type CompiledRegistry } from './compile.ts';
import type { EvidenceLine } from './extract.ts';
import { informativeWords, normalizeText, sharedLibrariesIn, splitErrorString } from './normalize.ts';
import type { Token } from './tokens.ts';

/** What kind of evidence an item is. */
export type ItemKind = 'cause' | 'code' | 'string' | 'number' | 'class' | 'keyword';

/** One piece of evidence for one family. */
export interface Item {
	family: number;
	kind: ItemKind;
	/** How specific the evidence is, in (0, 1]. */
	strength: number;
	/** strength times the line's weight. */
	score: number;
	/** How `why` names it, e.g. "`cudaErrorIllegalAddress` (700)". */
	label: string;
	/** Position of the evidence line. */
	line: number;
	/** True when the line is a typical consequence of an earlier error (see CONSEQUENCE). */
	consequence: boolean;
	/** Position in `registry.causes`, for cause items. */
	cause?: number;
	/** Enum name, for code and number items. */
	code?: string;
	/** Error number as printed, for code and number items. */
	number?: number;
	/** True when the number is in pre-CUDA-10.1 numbering. */
	legacy?: boolean;
	/** True when `number` was printed in the paste (not only known from the registry). */
	printed?: boolean;
}

/** A family's score and the items behind it, best first. */
export interface FamilyScore {
	family: number;
	score: number;
	items: Item[];
}

export const STRENGTH = { cause: 1, code: 0.95, message: 0.9, libraryNumber: 0.8, number: 0.6, class: 0.5, keyword: 0.5 } as const;

// The libraries a line names, by the ids of their status tables.
const LIBRARY_WORD = /\b(cublas|cudnn|cufft|cusolver|cusparse|curand|nvrtc)/gi;

/** The library ids a line names ("cusparseSpMM" names cusparse). */
function librariesOn(text: string): string[] {
	if (!/cu(?:blas|dnn|fft|solver|sparse|rand)|nvrtc/i.test(text)) return [];
	return [...new Set([...text.matchAll(LIBRARY_WORD)].map((match) => match[1].toLowerCase()))];
}

// Specific evidence (a cause pattern that names what went wrong, an enum name printed in full)
// counts almost as much on any line as on the last one: in a whole traceback or a torchrun log the
// line that says what happened is rarely the last, which is often a generic wrapper.
const SPECIFIC_LINE_WEIGHT = 0.9;

// Errors that usually follow another one (a cuBLAS call failing on a context an illegal access
// already broke, a collective timing out because a peer died): they yield to a specific cause.
// The shell's word for a process that died (segfault, bus error, SIGILL, SIGKILL, in English or in
// the Chinese and German a localised shell prints) follows whatever the program printed first;
// alone, it is a host error.
const CONSEQUENCE = /CUBLAS_STATUS_(?:EXECUTION_FAILED|INTERNAL_ERROR|NOT_INITIALIZED)|CUDNN_STATUS_(?:EXECUTION_FAILED|INTERNAL_ERROR|MAPPING_ERROR)|Watchdog caught collective operation timeout|Some NCCL operations have failed or timed out|ChildFailedError|NCCL communicator was aborted|unspecified launch failure|Segmentation fault|Bus error|Illegal instruction \(core dumped\)|^\s*Killed\s*$|段错误|总线错误|非法指令 \(核心已转储\)|^\s*已杀死\s*$|Speicherzugriffsfehler|Ungültiger Maschinenbefehl|^\s*Getötet\s*$/i;
const CONSEQUENCE_DISCOUNT = 0.55;
// A compiler's diagnostic on a source line: nvcc and NVRTC ("kernel.cu(32): error: ..."), gcc and
// clang ("file.cpp:12:5: error: ...").
const COMPILER_DIAGNOSTIC = /^\S{1,300}\(\d{1,7}\): (?:error|warning)\b|^\S{1,300}:\d{1,7}:\d{1,5}: (?:fatal )?(?:error|warning):/;
// Classes that every kind of error is raised as; naming one says nothing about the family.
const GENERIC_CLASSES: ReadonlySet<string> = new Set([
	'Error', 'Exception', 'RuntimeError', 'ValueError', 'TypeError', 'AssertionError', 'KeyError', 'IndexError', 'OSError',
	'SystemError', 'NotImplementedError', 'AttributeError', 'ImportError', 'AcceleratorError', 'CUDAError', 'CudaAPIError',
	'CUDARuntimeError', 'CUDADriverError', 'XlaRuntimeError', 'JaxRuntimeError', 'CalledProcessError', 'InternalError',
]);
// Errors of the Python program itself (a removed NumPy alias, a typo): the words on their line are
// the program's names, never a GPU family's vocabulary, so they count only as whole strings and causes.
const PYTHON_LEVEL_CLASSES: ReadonlySet<string> = new Set(['AttributeError', 'NameError', 'SyntaxError', 'IndentationError', 'FileNotFoundError', 'ModuleNotFoundError']);
const MIN_STRING_COVERAGE = 0.55;
// Keyword evidence needs words worth this many single-family words (idf of a word one family uses).
const KEYWORD_MIN_WORDS = 1.4;
const KEYWORD_FULL_WORDS = 3;
// A distinctive word is used by one family only, in at least this many of its strings.
const KEYWORD_MIN_USES = 3;
// Words every GPU error talks about: never distinctive, however the runbooks happen to use them.
const PLAIN_WORDS: ReadonlySet<string> = new Set([
	'device', 'devices', 'tensor', 'tensors', 'type', 'types', 'size', 'memory', 'data', 'process', 'processes', 'failed',
	'failure', 'fail', 'error', 'errors', 'cuda', 'gpu', 'gpus', 'torch', 'input', 'output', 'expected', 'expect', 'found',
	'argument', 'arguments', 'value', 'values', 'function', 'run', 'running', 'use', 'using', 'used', 'check', 'checking',
	'time', 'number', 'version', 'not', 'no', 'got', 'same', 'different', 'should', 'must', 'cannot', 'can', 'unable',
	'invalid', 'runtime', 'api', 'library', 'backend', 'kernel', 'operation', 'model', 'module', 'program', 'system', 'set',
	'get', 'waiting', 'wait', 'other', 'more', 'first', 'one', 'two', 'all', 'any', 'only', 'method', 'while', 'after',
	'before', 'have', 'has', 'had', 'will', 'may', 'might', 'does', 'do', 'done', 'need', 'needs', 'information', 'detected',
	'encountered', 'support', 'supported', 'available', 'current', 'call', 'calls', 'result', 'results', 'status', 'code',
	// What the operating system says of any missing file or library, GPU or not.
	'such', 'directory', 'file', 'files', 'open', 'shared', 'object', 'path', 'permission', 'denied', 'exist', 'exists',
	// What a shell says of any process that died on a signal: "Aborted (core dumped)" after an uncaught
	// C++ exception shares them with "Bus error (core dumped)", and says nothing of which signal.
	'core', 'dumped', 'aborted',
]);

// The words a program reports any error with ("Error code: 801", "status: failed, result 3").
const REPORT_WORDS: ReadonlySet<string> = new Set([
	'error', 'errors', 'code', 'codes', 'status', 'result', 'results', 'returned', 'return', 'failed', 'failure', 'fail',
	'exception', 'warning', 'warn', 'info', 'message', 'text', 'number', 'value', 'id', 'line',
]);

/** Scores every family against the evidence; families without evidence are left out. */
export function scoreFamilies(
	lines: readonly EvidenceLine[],
	tokens: readonly Token[],
	registry: Parameters<typeof compileRegistry>[0],
	context = '',
): FamilyScore[] {
	const compiled = compileRegistry(registry);
	const tokensByLine = new Map<number, Token[]>();
	for (const token of tokens) tokensByLine.set(token.line, [...(tokensByLine.get(token.line) ?? []), token]);
	// Paste-level conditions of causes, each tested once per paste and only when its cause matched.
	const decided = new Map<number, CauseSetting>();
	const causeSetting = (index: number): CauseSetting => {
		const conditions = compiled.causeContexts[index];
		if (!conditions) return 'applies';
		let setting = decided.get(index);
		if (setting === undefined) {
			setting = conditions.unless?.test(context) ? 'ruled-out' : (conditions.onlyWith?.test(context) ?? true) ? 'applies' : 'unconfirmed';
			decided.set(index, setting);
		}
		return setting;
	};
	const causeApplies = (index: number): boolean => causeSetting(index) === 'applies';
	const items: Item[] = [];
	lines.forEach((line, position) => {
		items.push(...scoreLine(line, position, tokensByLine.get(position) ?? [], compiled, causeSetting));
		const previous = lines[position - 1];
		// Only a line that names no call of its own ("Returned: invalid argument.") continues the one before.
		const joinable = (l: EvidenceLine) => l.kind !== 'other' && l.kind !== 'frame';
		if (previous && (previous.last ?? previous.index) === line.index - 1 && joinable(previous) && joinable(line) && !/\w\(/.test(line.text)) {
			items.push(...scorePair(previous, line, position, compiled, causeApplies, items));
		}
	});
	return aggregate(items, compiled.registry.families.length);
}

/**
 * Causes whose message a program split over two lines ("CUDA Error in x.cpp:48: cudaMemcpy(...)"
 * then "Returned: invalid argument."): tested on the two adjacent lines joined, when neither line
 * alone matched them.
 */
function scorePair(previous: EvidenceLine, line: EvidenceLine, position: number, compiled: CompiledRegistry, causeApplies: (index: number) => boolean, found: Item[]): Item[] {
	const { registry } = compiled;
	const joined = `${previous.text} ${line.text}`;
	const matched = new Set(found.filter((item) => item.cause !== undefined && item.line >= position - 1).map((item) => item.cause));
	const weight = Math.max(previous.weight, line.weight, SPECIFIC_LINE_WEIGHT);
	const items: Item[] = [];
	compiled.causePatterns.forEach((pattern, index) => {
		if (matched.has(index) || registry.causes[index].generic || !pattern?.test(joined) || !causeApplies(index)) return;
		const cause = registry.causes[index];
		items.push({ family: cause.family, kind: 'cause', strength: STRENGTH.cause, score: STRENGTH.cause * weight, label: `cause "${cause.title}"`, line: position, consequence: false, cause: index });
	});
	return items;
}

/**
 * Whether a matched cause counts in this paste: it applies; its `unless` shows a setting where the
 * message means something else (ruled out); or its `onlyWith` setting is not shown (unconfirmed).
 */
type CauseSetting = 'applies' | 'ruled-out' | 'unconfirmed';

function scoreLine(line: EvidenceLine, position: number, tokens: Token[], compiled: CompiledRegistry, causeSetting: (index: number) => CauseSetting): Item[] {
	const { registry } = compiled;
	const followsAnother = CONSEQUENCE.test(line.text);
	const wraps = compiled.wrapperPatterns.some((pattern) => pattern.test(line.text));
	const consequence = followsAnother || wraps;
	const items: Item[] = [];
	const add = (family: number, kind: ItemKind, strength: number, label: string, extra: Partial<Item> = {}) => {
		items.push({ family, kind, strength, score: strength * line.weight, label, line: position, consequence, ...extra });
	};

	// A Python frame (a traceback cut before its message) says where it stopped, not what happened:
	// only a cause written for that place counts, and only at the frame's own low weight.
	const frame = line.kind === 'frame';
	const specificWeight = frame ? line.weight : Math.max(line.weight, SPECIFIC_LINE_WEIGHT);
	// Families whose cause for this line's message the paste's setting rules out (`unless`): the same
	// message read as a string or as words must not bring the family back. An unconfirmed cause
	// (`onlyWith`) leaves them, as the weaker evidence they are.
	const ruledOut = new Set<number>();
	const ruledIn = new Set<number>();
	compiled.causePatterns.forEach((pattern, index) => {
		const matched = pattern?.exec(line.text);
		if (!matched) return;
		const cause = registry.causes[index];
		const setting = causeSetting(index);
		if (setting === 'ruled-out') ruledOut.add(cause.family);
		if (setting !== 'applies') return;
		ruledIn.add(cause.family);
		// A generic cause counts where it stands (the last line, usually); only a specific one is lifted.
		// Only the cause whose own words follow another error, or wrap one, yields: a line can hold both
		// (PyTorch 2.0's "inductor raised OutOfResources: ...", an illegal access and the cuBLAS failure
		// it caused in a log flattened onto one line).
		add(cause.family, 'cause', STRENGTH.cause, `cause "${cause.title}"`, {
			cause: index,
			consequence: (followsAnother && CONSEQUENCE.test(matched[0])) || (wraps && cause.wrapper),
			...(cause.generic ? {} : { score: STRENGTH.cause * specificWeight }),
		});
	});
	if (frame) return items;

	// Enum names printed on the line, then the CUDA and NCCL messages that stand for one.
	const names = new Map<string, { label: string; strength: number }>();
	for (const token of tokens) if (token.kind === 'enum') names.set(token.name, { label: `\`${token.name}\``, strength: STRENGTH.code });
	const padded = ` ${line.normalized} `;
	// A library's own message beside its name ("operation not supported when calling `cusparseSpMM`")
	// is that library's status, not the CUDA error with the same words.
	const libraryTexts = new Set<string>();
	for (const library of librariesOn(line.text)) {
		for (const message of compiled.libraryMessages.get(library) ?? []) {
			if (!padded.includes(` ${message.normalized} `) || names.has(message.name)) continue;
			names.set(message.name, { label: `\`${message.name}\``, strength: STRENGTH.message });
			libraryTexts.add(message.normalized);
		}
	}
	if (libraryTexts.size === 0) {
		for (const status of telltaleStatusesOn(line.text, line.normalized, compiled)) {
			if (!names.has(status.name)) names.set(status.name, { label: `\`${status.name}\``, strength: STRENGTH.libraryNumber });
		}
	}
	for (const token of tokens) {
		if (token.kind !== 'library-number') continue;
		const status = registry.libraryStatuses.find((s) => s.library === token.library && s.number === token.value);
		if (status && !names.has(status.name)) names.set(status.name, { label: `\`${status.name}\` (${status.title} status ${token.value})`, strength: STRENGTH.libraryNumber });
	}
	for (const message of compiled.messages) {
		if (libraryTexts.has(message.normalized) || !padded.includes(` ${message.normalized} `)) continue;
		if (message.generic && !CUDA_CONTEXT.test(line.text)) continue;
		for (const name of message.names) if (!names.has(name)) names.set(name, { label: `\`${message.names[0]}\` (${message.number})`, strength: STRENGTH.message });
	}
	if (/nccl/i.test(line.text)) {
		for (const message of compiled.ncclMessages) {
			if (padded.includes(` ${message.normalized} `) && !names.has(message.name)) names.set(message.name, { label: `\`${message.name}\``, strength: STRENGTH.message });
		}
	}
	const seenCodeFamilies = new Set<string>();
	for (const [name, { label, strength }] of names) {
		for (const code of compiled.codesByName.get(name) ?? []) {
			const key = `${code.family}:${label}`;
			if (seenCodeFamilies.has(key)) continue;
			seenCodeFamilies.add(key);
			const printed = strength === STRENGTH.code;
			add(code.family, 'code', strength, code.number !== undefined && !label.includes('(') ? `${label} (${code.number})` : label, {
				code: name,
				...(code.number !== undefined ? { number: code.number } : {}),
				...(printed ? { score: strength * specificWeight } : {}),
			});
			seenCodeFamilies.add(`${code.family}:${name}`);
		}
	}
	for (const token of tokens) if (token.kind === 'number') scoreNumber(token, names, compiled, add, items);
	for (const token of tokens) {
		if (token.kind !== 'library-failure') continue;
		const family = compiled.libraryOwners.get(token.library);
		const title = registry.libraryStatuses.find((status) => status.library === token.library)?.title ?? token.library;
		if (family !== undefined) add(family, 'number', STRENGTH.libraryNumber, `a failed ${title} call`);
	}
	for (const token of tokens) {
		if (token.kind !== 'xid') continue;
		const xid = registry.xids.find((entry) => entry.number === token.value);
		if (xid?.family !== undefined) add(xid.family, 'code', STRENGTH.code, `Xid ${xid.number} ("${xid.name}")`, { score: STRENGTH.code * specificWeight });
	}

	const allowed = (item: Item) => !ruledOut.has(item.family) || ruledIn.has(item.family);
	items.push(...scoreStrings(line, compiled, consequence, position).filter(allowed));
	if (line.kind !== 'other' && !PYTHON_LEVEL_CLASSES.has(line.exceptionClass ?? '')) items.push(...scoreKeywords(line, compiled, consequence, position).filter(allowed));

	for (const token of tokens) {
		// Warnings (UserWarning, FutureWarning) are raised for anything; only errors name a family.
		if (token.kind !== 'class' || GENERIC_CLASSES.has(token.name) || token.name.endsWith('Warning')) continue;
		const families = registry.classes[token.name] ?? [];
		for (const family of families) add(family, 'class', STRENGTH.class / families.length, `exception class \`${token.name}\``);
	}
	return items;
}

/** An error number: confirms a code already named on the line, or stands as weaker evidence. */
function scoreNumber(
	token: Extract<Token, { kind: 'number' }>,
	names: Map<string, unknown>,
	compiled: CompiledRegistry,
	add: (family: number, kind: ItemKind, strength: number, label: string, extra?: Partial<Item>) => void,
	items: Item[],
): void {
	const candidates = resolveNumber(token.value, token.era, compiled);
	const legacy = (name: string) => compiled.messages.some((m) => m.names.includes(name) && m.legacyNumber === token.value) || compiled.registry.codes.some((c) => c.name === name && c.legacyNumber === token.value);
	const confirmed = candidates.filter((name) => names.has(name));
	if (confirmed.length) {
		// Same line already names the code: the number only sharpens the label.
		for (const item of items) {
			if (item.kind === 'code' && item.code && confirmed.includes(item.code)) {
				item.number = token.value;
				item.printed = true;
				item.legacy = legacy(item.code);
				item.strength = Math.min(1, item.strength + 0.03);
				if (item.legacy) item.label = `\`${item.code}\` (${token.value} before CUDA 10.1)`;
				else if (!item.label.includes(`${token.value}`)) item.label += ` (${token.value})`;
			}
		}
		return;
	}
	const families = new Map<number, string>();
	for (const name of candidates) for (const code of compiled.codesByName.get(name) ?? []) if (!families.has(code.family)) families.set(code.family, name);
	for (const [family, name] of families) {
		const isLegacy = legacy(name);
		add(family, 'number', STRENGTH.number / families.size, `error number ${token.value} (\`${name}\`${isLegacy ? ' in pre-CUDA-10.1 numbering' : ''})`, { code: name, number: token.value, legacy: isLegacy, printed: true });
	}
}

/** The enum names a printed number can stand for, in the numbering its format implies. */
function resolveNumber(value: number, era: 'legacy' | 'any', compiled: CompiledRegistry): string[] {
	const current = new Set<string>();
	const old = new Set<string>();
	for (const code of compiled.registry.codes) {
		if (code.api === 'library') continue;
		if (code.number === value && (code.legacyNumber === undefined || code.api === 'driver')) current.add(code.name);
		if (code.legacyNumber === value || (code.legacyNumber === undefined && code.api === 'runtime' && code.number === value && value < 100)) old.add(code.name);
	}
	for (const message of compiled.messages) {
		if (message.number === value) message.names.forEach((name) => current.add(name));
		if (message.legacyNumber === value || (message.legacyNumber === undefined && message.number === value && value < 100)) old.add(message.names[0]);
	}
	// THC's "cuda runtime error (N)" printed whatever the CUDA it was built with returned: a number the old
	// numbering never had ("(209) : unrecognized error code", a CUDA 10.1+ build) is a current one.
	if (era === 'legacy') return old.size ? [...old] : [...current];
	return current.size ? [...current] : [...old];
}

/** The best-covered error string of each family on this line. */
function scoreStrings(line: EvidenceLine, compiled: CompiledRegistry, consequence: boolean, position: number): Item[] {
	const { registry } = compiled;
	const words = informativeWords(line.normalized);
	if (words.length === 0) return [];
	const wordSet = new Set(words);
	const candidates = new Set<number>();
	for (const word of words) for (const index of compiled.stringsByWord.get(word) ?? []) candidates.add(index);
	const padded = ` ${line.normalized} `;
	// On a line of the Python program's own error (see PYTHON_LEVEL_CLASSES) or a compiler's
	// diagnostic, the words are the program's own names: only the whole string counts.
	const wholeOnly = PYTHON_LEVEL_CLASSES.has(line.exceptionClass ?? '') || COMPILER_DIAGNOSTIC.test(line.text);
	const core = wholeOnly ? null : phraseOf(line, words, registry.idf);
	const lineLibraries = sharedLibrariesIn(line.text);
	const best = new Map<number, Item>();
	for (const index of candidates) {
		const entry = registry.strings[index];
		let coverage: number;
		if (padded.includes(` ${entry.normalized} `)) coverage = 1;
		else if (wholeOnly) continue;
		else {
			// A message about another library is another message: "libopencv_highgui.so.3.2: cannot open
			// shared object file" shares every word of the libcudart string but the one that matters.
			const wanted = compiled.stringLibraries[index];
			if (wanted.size > 0 && lineLibraries.size > 0 && ![...wanted].some((library) => lineLibraries.has(library))) continue;
			// Squared idf: missing the string's distinctive words costs more than missing its format words.
			let sharedSquared = 0;
			let totalSquared = 0;
			let sharedTelling = 0;
			for (const word of entry.words) {
				const idf = registry.idf[word] ?? 0;
				totalSquared += idf * idf;
				if (wordSet.has(word)) {
					sharedSquared += idf * idf;
					// The name of the program that printed it is shared by all its messages: "nvidia-container-cli:
					// ... unknown" is not yet "nvidia-container-cli: device error: ...: unknown device".
					if (!PLAIN_WORDS.has(word) && !entry.source?.includes(word)) sharedTelling += 1;
				}
			}
			// Part of a string counts only when it shares two words that tell errors apart: "NaN" and
			// "values" of "Tensor had NaN values" are not yet that message.
			const ofString = totalSquared > 0 && sharedTelling >= 2 ? sharedSquared / totalSquared : 0;
			// A short paste ("illegal memory access") can sit wholly, as a phrase, inside a longer string;
			// so can a line cut off mid-word ("... 'indices' to have s"), less its last fragment.
			const whole = ` ${entry.normalized} `;
			const within = core === null ? null : whole.includes(` ${core.phrase.text} `) ? core.phrase : core.cut !== null && whole.includes(` ${core.cut.text} `) ? core.cut : null;
			// Measured against the message's own words: the exception class before it and a word cut off
			// at its end are not part of what the string could cover.
			const ofLine = within !== null ? (0.9 * entry.words.reduce((sum, word) => sum + (within.words.has(word) ? (registry.idf[word] ?? 0) : 0), 0)) / within.weight : 0;
			coverage = Math.max(ofString, ofLine);
		}
		if (coverage < MIN_STRING_COVERAGE) continue;
		const specificity = 0.72 + 0.2 * Math.min(1, entry.weight / 8);
		let strength = specificity * (coverage >= 0.999 ? 1 : 0.9 * coverage * coverage);
		if (entry.exceptionClass && entry.exceptionClass === line.exceptionClass) strength = Math.min(0.97, strength * 1.05);
		const item: Item = { family: entry.family, kind: 'string', strength, score: strength * line.weight, label: `'${shorten(entry.text)}'`, line: position, consequence };
		const previous = best.get(entry.family);
		if (!previous || item.score > previous.score) best.set(entry.family, item);
	}
	return [...best.values()];
}

/**
 * The line's message as a phrase (class and "CUDA error:" prefixes off), when it has two words that
 * matter; `cut` is the phrase without its last word, for a line that may end mid-word.
 */
function phraseOf(line: EvidenceLine, words: string[], idf: Readonly<Record<string, number>>): { phrase: Phrase; cut: Phrase | null } | null {
	if (words.length < 2) return null;
	const message = line.text.replace(/^\s*(?:[\w.]{1,200}(?:Error|Exception|Warning)\s*:\s*)+/, '').replace(/^\s*CUDA error\s*:\s*/i, '');
	const phrase = toPhrase(normalizeText(message), idf);
	// "Error code: 801" sits inside every string that prints an error code; a phrase of such words
	// alone says how an error is printed, not which error it is.
	if (phrase.count < 2 || [...phrase.words].every((word) => REPORT_WORDS.has(word))) return null;
	const lastSpace = phrase.text.lastIndexOf(' ');
	const cut = /\w$/.test(message.trimEnd()) && lastSpace > 0 ? toPhrase(phrase.text.slice(0, lastSpace), idf) : null;
	return { phrase, cut: cut && cut.count >= 3 ? cut : null };
}

/** A normalised phrase, its informative words (and how many, repeats included) and their summed idf (unknown words count 1). */
interface Phrase {
	text: string;
	words: ReadonlySet<string>;
	count: number;
	weight: number;
}

function toPhrase(text: string, idf: Readonly<Record<string, number>>): Phrase {
	const words = informativeWords(text);
	return { text, words: new Set(words), count: words.length, weight: words.reduce((sum, word) => sum + (idf[word] ?? 1), 0) };
}

/**
 * The weakest evidence: words of the line that the runbooks' strings use, weighted by how few
 * families use them. It catches lines no string covers ("NCCL WARN socketStartConnect: ...")
 * while staying below any specific match; a line needs two words that one family, and only
 * that family, uses again and again.
 */
function scoreKeywords(line: EvidenceLine, compiled: CompiledRegistry, consequence: boolean, position: number): Item[] {
	const { registry, vocabulary } = compiled;
	const unique = Math.log((registry.families.length + 1) / 1.5);
	const sums = new Map<number, { sum: number; words: string[]; distinctive: number }>();
	for (const word of informativeWords(line.normalized)) {
		const idf = registry.idf[word];
		if (idf === undefined) continue;
		const counts = vocabulary.get(word);
		if (!counts) continue;
		for (const [family, count] of counts) {
			// A word that one string happens to use is not yet the family's vocabulary.
			if (count < 2) continue;
			const entry = sums.get(family) ?? { sum: 0, words: [], distinctive: 0 };
			entry.sum += idf;
			entry.words.push(word);
			if (counts.size === 1 && count >= KEYWORD_MIN_USES && !PLAIN_WORDS.has(word)) entry.distinctive += 1;
			sums.set(family, entry);
		}
	}
	const items: Item[] = [];
	for (const [family, { sum, words, distinctive }] of sums) {
		if (distinctive < 2 || sum < KEYWORD_MIN_WORDS * unique) continue;
		const strength = STRENGTH.keyword * Math.min(1, sum / (KEYWORD_FULL_WORDS * unique));
		const shown = [...words].sort((a, b) => (registry.idf[b] ?? 0) - (registry.idf[a] ?? 0)).slice(0, 3);
		items.push({ family, kind: 'keyword', strength, score: strength * line.weight, label: `the words ${shown.map((w) => `'${w}'`).join(', ')}`, line: position, consequence });
	}
	return items;
}

/** Noisy-OR of each family's best distinct items; consequences discounted next to a specific cause. */
function aggregate(items: Item[], familyCount: number): FamilyScore[] {
	const byFamily: Item[][] = Array.from({ length: familyCount }, () => []);
	for (const item of items) byFamily[item.family]?.push(item);
	const scores = byFamily.map((list, family) => {
		const distinct = distinctBest(list);
		return { family, items: distinct, full: noisyOr(distinct.map((i) => i.score)), specific: noisyOr(distinct.filter((i) => !i.consequence).map((i) => i.score)) };
	});
	const anchor = Math.max(0, ...scores.map((s) => s.specific));
	return scores
		.filter((s) => s.items.length > 0)
		.map(({ family, items: list, full, specific }) => {
			if (anchor < 0.6 || specific >= anchor) return { family, score: full, items: list };
			const discounted = list.map((i) => (i.consequence ? i.score * CONSEQUENCE_DISCOUNT : i.score)).sort((a, b) => b - a);
			return { family, score: noisyOr(discounted), items: list };
		})
		.sort((a, b) => b.score - a.score || (b.items[0]?.score ?? 0) - (a.items[0]?.score ?? 0) || a.family - b.family);
}

/** Items sorted by score, one per label. */
function distinctBest(list: Item[]): Item[] {
	const seen = new Set<string>();
	return [...list]
		.sort((a, b) => b.score - a.score)
		.filter((item) => {
			const key = item.kind === 'cause' ? `cause:${item.cause}` : item.label;
			if (seen.has(key)) return false;
			seen.add(key);
			return true;
		});
}

/**
 * A damped noisy-OR: the best item counts 90%, each further one half as much as the one before.
 * Scores so stay below 1 and keep two families with strong evidence apart.
 */
function noisyOr(scores: number[]): number {
	const sorted = [...scores].sort((a, b) => b - a).slice(0, 4);
	return 1 - sorted.reduce((product, score, rank) => product * (1 - 0.9 * Math.min(1, Math.max(0, score)) * 0.5 ** rank), 1);
}

/** An error string as `why` quotes it: its message, with what varies (paths, numbers, sizes) elided. */
function shorten(text: string): string {
	const message = splitErrorString(text)
		.message.replace(/(?:[A-Za-z]:)?(?:[\\/][\w.@+~-]+){2,}[\\/]?(?::\d+)?/g, '…')
		.replace(/\b0x[0-9a-fA-F]+\b|\b\d[\d,]*(?:\.\d+)?(?:\s?(?:[KMGTP]i?B|bytes?))?/g, '…')
		.replace(/…(?:[\s,.;:]*…)+/g, '…')
		.trim();
	if (message.length <= 80) return message;
	const cut = message.lastIndexOf(' ', 78);
	return `${message.slice(0, cut > 40 ? cut : 78)} …`;
}
