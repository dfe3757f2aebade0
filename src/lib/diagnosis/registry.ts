/**
 * The registry: everything diagnosis knows, built from the runbooks' frontmatter (error strings,
 * codes, causes) by one pure function. It is plain JSON, so the site can emit it at build time
 * and the browser can fetch it on intent; the command line builds it from the files on disk.
 */
import type { CodesData } from '../../schemas/code.ts';
import type { Runbook } from '../../schemas/runbook.ts';
import { loadCodesData } from '../codes/codes-data.ts';
import { loadLibraryCodes } from '../codes/library-codes-data.ts';
import { loadXidCatalogue } from '../codes/xid-data.ts';
import { buildCudaMessages, type CudaMessage } from './cuda-messages.ts';
import { informativeWords, normalizeText, splitErrorString } from './normalize.ts';

/** A family as diagnosis shows it. */
export interface RegistryFamily {
	slug: string;
	title: string;
	summary: string;
	/** The error leaves the CUDA context unusable; "depends" where the family's causes differ. */
	sticky: boolean | 'depends';
	/** The check to run first, by verdict id (the runbook's `verdictChecks`); absent when it has none. */
	verdictChecks?: Record<string, string>;
}

/** One error string of a runbook, prepared for matching. */
export interface RegistryString {
	/** Position of the family in `families`. */
	family: number;
	/** The text as the runbook lists it. */
	text: string;
	/** Exception class at its start (short name), e.g. `OutOfMemoryError`. */
	exceptionClass?: string;
	/** The message part (after the class), normalised. */
	normalized: string;
	/** Its distinct informative words. */
	words: string[];
	/**
	 * The words of a leading program or function name (`nvidia-container-cli: ...`, `linalg.svd: ...`):
	 * they say which program printed the string, not which error it is, so a partial match does not
	 * count them among the words that tell errors apart. Absent when the string has no such prefix.
	 */
	source?: string[];
	/** Sum of the words' inverse family frequencies: how specific the string is. */
	weight: number;
}

/** A code a runbook covers: a runtime or driver enum, or a library status. */
export interface RegistryCode {
	name: string;
	family: number;
	api: 'runtime' | 'driver' | 'library';
	number?: number;
	legacyNumber?: number;
	/** The library of a library status, e.g. `cublas`. */
	library?: string;
}

/** A status of a CUDA library, from the generated library reference, owned or not. */
export interface RegistryLibraryStatus {
	/** Library id, e.g. `cusparse` (the `/codes/<library>/` segment). */
	library: string;
	/** Library title, e.g. `cuSPARSE`. */
	title: string;
	name: string;
	number: number;
	/** The library's own message for it, lower case, when it has one. */
	message?: string;
	/** Position of the owning family in `families`, when that family has a runbook. */
	family?: number;
}

/** An NVIDIA Xid event from the catalogue. */
export interface RegistryXid {
	number: number;
	/** Short name, e.g. "GPU has fallen off the bus". */
	name: string;
	/** Position of the owning family in `families`, when that family has a runbook. */
	family?: number;
}

/** A cause of a runbook: a pattern and what it means. */
export interface RegistryCause {
	family: number;
	id: string;
	/** Regular expression source, matched case-insensitively. */
	match: string;
	title: string;
	meaning: string;
	check?: string;
	/** True when the cause only restates the family's headline; a specific cause anywhere wins over it. */
	generic: boolean;
	/** True when the message wraps another error printed beside it (see the runbook schema). */
	wrapper: boolean;
	/** Whether this cause leaves the CUDA context unusable, where it is known per cause. */
	sticky?: boolean;
	/** Paste-level pattern that cancels the cause (see the runbook schema). */
	unless?: string;
	/** Paste-level pattern the cause needs (see the runbook schema). */
	onlyWith?: string;
}

/** Everything diagnosis matches against. Plain data: safe to serialise as JSON. */
export interface Registry {
	version: 1;
	families: RegistryFamily[];
	strings: RegistryString[];
	codes: RegistryCode[];
	causes: RegistryCause[];
	/** Inverse family frequency of every informative word in the error strings. */
	idf: Record<string, number>;
	/** Short exception class name to the families whose strings name it. */
	classes: Record<string, number[]>;
	/** What CUDA prints for each error code, from the generated error-code reference. */
	messages: CudaMessage[];
	/** Every status of the CUDA libraries (cuBLAS, cuDNN, cuFFT, cuSOLVER, cuSPARSE, cuRAND, NCCL, NVRTC). */
	libraryStatuses: RegistryLibraryStatus[];
	/** Every Xid of NVIDIA's catalogue. */
	xids: RegistryXid[];
}

/** A runbook as the content layer (or `readRunbooks`) gives it. */
export interface RunbookEntry {
	slug: string;
	data: Runbook;
}

/** Builds the registry from the runbooks, in the order given (sorted by slug for stable output). */
export function buildRegistry(runbooks: readonly RunbookEntry[]): Registry {
	const sorted = [...runbooks].sort((a, b) => a.slug.localeCompare(b.slug));
	const codesData = loadCodesData();
	const messages = buildCudaMessages(codesData);
	const families: RegistryFamily[] = sorted.map(({ slug, data }) => ({
		slug,
		title: data.title,
		summary: data.summary,
		sticky: data.sticky,
		...(data.verdictChecks && Object.keys(data.verdictChecks).length ? { verdictChecks: data.verdictChecks as Record<string, string> } : {}),
	}));
	const drafts = sorted.flatMap(({ data }, family) => data.errorStrings.map((entry) => draftString(entry.text, family)));
	const idf = computeIdf(drafts, families.length);
	const strings = drafts
		.filter((draft) => draft.words.length > 0)
		.map((draft) => ({ ...draft, weight: round(draft.words.reduce((sum, word) => sum + (idf[word] ?? 0), 0)) }));
	const familyIndex = new Map(families.map((family, index) => [family.slug, index]));
	const indexOf = (slug: string | null) => (slug === null ? undefined : familyIndex.get(slug));
	const libraryStatuses: RegistryLibraryStatus[] = loadLibraryCodes().flatMap((library) =>
		library.statuses
			.filter((status) => !status.notAnError)
			.map((status) => {
				const family = indexOf(status.family);
				return {
					library: library.id,
					title: library.title,
					name: status.name,
					number: status.number,
					...(status.message && status.message !== status.name ? { message: status.message.toLowerCase().replace(/\.$/, '') } : {}),
					...(family !== undefined ? { family } : {}),
				};
			}),
	);
	const xids: RegistryXid[] = loadXidCatalogue().xids.map((xid) => {
		const family = indexOf(xid.family);
		return { number: xid.number, name: xid.name, ...(family !== undefined ? { family } : {}) };
	});
	const classes: Record<string, number[]> = {};
	for (const entry of strings) {
		if (!entry.exceptionClass) continue;
		const list = (classes[entry.exceptionClass] ??= []);
		if (!list.includes(entry.family)) list.push(entry.family);
	}
	return {
		version: 1,
		families,
		strings,
		codes: withOwnedCodes(
			sorted.flatMap(({ data }, family) => collectCodes(data, family, messages)),
			libraryStatuses,
			referenceOwnedCudaCodes(codesData, indexOf),
		),
		causes: sorted.flatMap(({ data }, family) =>
			data.causes.map((cause) => ({
				family,
				id: cause.id,
				match: cause.match,
				title: cause.title,
				meaning: cause.meaning,
				...(cause.check ? { check: cause.check } : {}),
				generic: cause.generic,
				wrapper: cause.wrapper,
				...(cause.sticky !== undefined ? { sticky: cause.sticky } : {}),
				...(cause.unless ? { unless: cause.unless } : {}),
				...(cause.onlyWith ? { onlyWith: cause.onlyWith } : {}),
			})),
		),
		idf,
		classes,
		messages,
		libraryStatuses,
		xids,
	};
}

/**
 * The runbooks' codes, plus every library status and every CUDA runtime or driver code whose owning
 * family (in the code references) has a runbook but does not list it: ownership is decided in one
 * place, the reference. A CUDA code a runbook lists keeps that runbook, whatever the reference says.
 */
function withOwnedCodes(codes: RegistryCode[], statuses: readonly RegistryLibraryStatus[], cudaCodes: readonly RegistryCode[]): RegistryCode[] {
	const listed = new Set(codes.map((code) => `${code.family}:${code.name}`));
	const listedNames = new Set(codes.map((code) => code.name));
	const out = codes.map((code) => {
		const status = code.api === 'library' ? statuses.find((s) => s.name === code.name) : undefined;
		return status ? { ...code, library: status.library, number: status.number } : code;
	});
	for (const status of statuses) {
		if (status.family === undefined || listed.has(`${status.family}:${status.name}`)) continue;
		out.push({ name: status.name, family: status.family, api: 'library', number: status.number, library: status.library });
	}
	for (const code of cudaCodes) if (!listedNames.has(code.name)) out.push(code);
	return out;
}

/** The CUDA runtime and driver codes of the generated reference that name a family with a runbook. */
function referenceOwnedCudaCodes(data: CodesData, indexOf: (slug: string | null) => number | undefined): RegistryCode[] {
	const out: RegistryCode[] = [];
	for (const code of [...data.runtime, ...data.driver]) {
		const family = indexOf(code.family ?? null);
		if (family === undefined) continue;
		out.push({ name: code.name, family, api: code.api, number: code.number, ...(code.api === 'runtime' && code.legacyNumber !== undefined ? { legacyNumber: code.legacyNumber } : {}) });
	}
	return out;
}

// A lower-case name with separators before the first colon: a program (`nvidia-container-cli:`),
// a C function (`ggml_cuda_init:`, `cholesky_cuda:`), a Python function (`linalg.svd:`) or a shared
// object (`libcudart.so.11.0:`). Exception classes were split off already; enums (`ncclSystemError:`)
// and status words (`INTERNAL:`) have capitals and no separators, so they stay part of the message.
const SOURCE_PREFIX = /^([a-z][a-z0-9]*(?:[._+-][a-z0-9]+)+):\s/;

function draftString(text: string, family: number): Omit<RegistryString, 'weight'> {
	const { exceptionClass, message } = splitErrorString(text);
	const normalized = normalizeText(message);
	const source = SOURCE_PREFIX.exec(message);
	return {
		family,
		text,
		...(exceptionClass ? { exceptionClass } : {}),
		normalized,
		words: informativeWords(normalized),
		...(source ? { source: informativeWords(normalizeText(source[1])) } : {}),
	};
}

// Words that belong to how errors are printed, not to which error it is ("THCudaCheck FAIL
// file=... line=... error=2", "RuntimeError: CUDA error: ..."): they count a quarter.
const FORMAT_WORDS: ReadonlySet<string> = new Set([
	'thcudacheck', 'fail', 'failed', 'error', 'errors', 'runtimeerror', 'runtime', 'cuda', 'exception', 'raised', 'check',
	'warning', 'warn', 'info', 'torch', 'pytorch', 'python', 'traceback', 'what', 'terminate', 'instance', 'throwing',
	'c10', 'aten', 'native', 'src', 'cu', 'cpp', 'py', 'lib', 'results', 'result', 'status', 'code', 'search', 'more',
	'information', 'docs', 'api', 'driver', 'when', 'calling',
]);

/** log((N + 1) / (df + 0.5)): a word in one family weighs about 2, a word in all of them about 0. */
function computeIdf(drafts: readonly Omit<RegistryString, 'weight'>[], familyCount: number): Record<string, number> {
	const familiesOf = new Map<string, Set<number>>();
	for (const draft of drafts) {
		for (const word of draft.words) {
			const set = familiesOf.get(word) ?? new Set<number>();
			set.add(draft.family);
			familiesOf.set(word, set);
		}
	}
	const idf: Record<string, number> = {};
	for (const [word, set] of [...familiesOf].sort(([a], [b]) => a.localeCompare(b))) {
		const weight = Math.max(0.05, Math.log((familyCount + 1) / (set.size + 0.5)));
		idf[word] = round(FORMAT_WORDS.has(word) ? weight / 4 : weight);
	}
	return idf;
}

/** The runbook's codes, plus the driver twin of each runtime code (same meaning, same family). */
function collectCodes(data: Runbook, family: number, messages: readonly CudaMessage[]): RegistryCode[] {
	const codes: RegistryCode[] = [];
	for (const code of data.codes.runtime) {
		codes.push({ name: code.name, family, api: 'runtime', number: code.number, ...(code.legacyNumber !== undefined ? { legacyNumber: code.legacyNumber } : {}) });
	}
	for (const code of data.codes.driver) codes.push({ name: code.name, family, api: 'driver', number: code.number });
	for (const name of data.codes.library) codes.push({ name, family, api: 'library' });
	for (const code of data.codes.runtime) {
		const twin = messages.find((entry) => entry.runtime === code.name && entry.driver)?.driver;
		if (twin && !codes.some((c) => c.name === twin)) codes.push({ name: twin, family, api: 'driver', number: code.number });
	}
	return codes;
}

function round(value: number): number {
	return Math.round(value * 1000) / 1000;
}
