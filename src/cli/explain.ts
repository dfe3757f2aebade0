/**
 * `cuda-triage explain <code>`: finds a CUDA runtime or driver code (by number, enum name or
 * message), a library status (`CUBLAS_STATUS_EXECUTION_FAILED`, `cublas 13`, its message), an Xid
 * (`xid 79`) or a pre-CUDA-10.1 number (`--legacy 77`) in the code references, and the nearest
 * known ones when nothing matches. Pure: the data comes in as an argument.
 */
import type { CliCudaCode, CliData, CliLibrary, CliLibraryStatus, CliXid } from './data.ts';

/** One code found. */
export type ExplainHit =
	| { kind: 'cuda'; code: CliCudaCode; /** True when found by its pre-CUDA-10.1 number. */ legacy: boolean }
	| { kind: 'library'; library: CliLibrary; status: CliLibraryStatus }
	| { kind: 'xid'; xid: CliXid };

/** What a query found: the codes, or none and the nearest known names or numbers. */
export interface ExplainResult {
	hits: ExplainHit[];
	/** Known codes close to an unknown query, best first (empty when something was found). */
	nearest: string[];
	/** A sentence about how the query was read, e.g. that a number is not a code since CUDA 10.1. */
	note?: string;
}

// Queries have their spaces collapsed to one first, so single optional spaces are enough here.
const LIBRARY_PREFIX = /^(cublas|cudnn|cufft|cusolver|cusparse|curand|nccl|nvrtc) ?[:#]? ?(-?\d+)$/i;
// "xid 79", "Xid79", or a kernel-log line: "NVRM: Xid (PCI:0000:5a:00): 79, GPU has fallen off the bus."
const XID = /\bxid ?(?:\([^)]{0,40}\) ?)?[:#]? ?(\d+)\b/i;
const NUMBER = /^-?\d+$/;
// What programs print before a message: "RuntimeError: CUDA error: ", "CUDA_ERROR_X: ".
const MESSAGE_PREFIX = /^(?:[\w.]*(?:Error|Exception):\s*)?(?:CUDA error:\s*|cuda runtime error \(\d+\)\s*:\s*)?/i;
const MAX_HITS = 6;

/** Looks `query` up; `legacy` reads a number as a pre-CUDA-10.1 runtime number. */
export function explainCode(query: string, data: CliData, legacy = false): ExplainResult {
	const text = query.trim().replace(/\s+/g, ' ');
	if (legacy) return byLegacyNumber(text, data);
	const xid = XID.exec(text);
	if (xid) return found(data.xids.filter((x) => x.number === Number(xid[1])).map((x) => ({ kind: 'xid', xid: x })), () => nearestNumbers(Number(xid[1]), data.xids.map((x) => x.number)).map((n) => `xid ${n}`));
	const library = LIBRARY_PREFIX.exec(text);
	if (library) {
		const entry = data.libraries.find((l) => l.id === library[1].toLowerCase());
		const number = Number(library[2]);
		const statuses = entry?.statuses.filter((s) => s.number === number && s.aliasOf === undefined) ?? [];
		return found(
			statuses.map((status) => ({ kind: 'library', library: entry!, status })),
			() => nearestNumbers(number, entry?.statuses.map((s) => s.number) ?? []).map((n) => `${entry?.id} ${n}`),
		);
	}
	if (NUMBER.test(text)) return byNumber(Number(text), data);
	return byNameOrMessage(text, data);
}

function byNumber(number: number, data: CliData): ExplainResult {
	const hits: ExplainHit[] = [...data.runtime, ...data.driver].filter((code) => code.number === number).map((code) => ({ kind: 'cuda', code, legacy: false }));
	const formerly = data.legacyRuntime.find((entry) => entry.number === number);
	if (hits.length === 0 && formerly) {
		const legacy = byLegacyNumber(String(number), data);
		return { ...legacy, note: `No CUDA code has had the number ${number} since CUDA 10.1, which renumbered the runtime's codes. ${legacy.note ?? ''}`.trim() };
	}
	const result = found(hits, () => nearestNumbers(number, data.runtime.map((code) => code.number)).map(String));
	if (formerly && hits.length > 0 && !hits.some((hit) => hit.kind === 'cuda' && hit.code.name === formerly.name)) {
		result.note = `Before CUDA 10.1, ${number} was ${formerly.name}; for a message from an older CUDA, run \`cuda-triage explain --legacy ${number}\`.`;
	}
	return result;
}

/** A runtime number as CUDA 10.0 and older printed it, read through that release's enum. */
function byLegacyNumber(text: string, data: CliData): ExplainResult {
	if (!NUMBER.test(text)) return { hits: [], nearest: [], note: '--legacy expects a number, such as 77' };
	const number = Number(text);
	const old = data.legacyRuntime.find((entry) => entry.number === number);
	if (!old) return { hits: [], nearest: nearestNumbers(number, data.legacyRuntime.map((entry) => entry.number)).map((n) => `--legacy ${n}`) };
	const code = data.runtime.find((entry) => entry.name === old.name);
	if (!code) return { hits: [], nearest: [], note: `Before CUDA 10.1, ${number} was ${old.name}, which CUDA ${data.cudaVersion} no longer has.` };
	const note = code.number === number ? `${old.name} kept the number ${number} when CUDA 10.1 renumbered the runtime's codes.` : `Before CUDA 10.1, ${number} was ${old.name}; it is ${code.number} since.`;
	return { hits: [{ kind: 'cuda', code, legacy: true }], nearest: [], note };
}

function byNameOrMessage(text: string, data: CliData): ExplainResult {
	const lower = text.toLowerCase();
	const cuda = [...data.runtime, ...data.driver];
	const statuses = data.libraries.flatMap((library) => library.statuses.map((status) => ({ library, status })));
	const byName: ExplainHit[] = [
		...cuda.filter((code) => code.name.toLowerCase() === lower).map((code): ExplainHit => ({ kind: 'cuda', code, legacy: false })),
		...statuses.filter(({ status }) => status.name.toLowerCase() === lower).map(({ library, status }): ExplainHit => ({ kind: 'library', library, status })),
		...data.xids.filter((xid) => xid.mnemonic.toLowerCase().split(' / ').includes(lower)).map((xid): ExplainHit => ({ kind: 'xid', xid })),
	];
	if (byName.length) return { hits: byName, nearest: [] };
	// A whole error line pasted: the enum names it contains ("CUBLAS_STATUS_EXECUTION_FAILED when calling ...").
	const words = new Set(text.match(/\w+/g) ?? []);
	const named: ExplainHit[] = [
		...cuda.filter((code) => words.has(code.name)).map((code): ExplainHit => ({ kind: 'cuda', code, legacy: false })),
		...statuses.filter(({ status }) => words.has(status.name)).map(({ library, status }): ExplainHit => ({ kind: 'library', library, status })),
	];
	if (named.length) return { hits: named.slice(0, MAX_HITS), nearest: [] };
	const message = normalizeMessage(text);
	const exact = byMessage(message, data, (known) => known === message);
	if (exact.length) return { hits: exact.slice(0, MAX_HITS), nearest: [] };
	// A message cut short, or quoted with the program's own words around it.
	const partial = message.length >= 8 ? byMessage(message, data, (known) => known.length >= 8 && (known.includes(message) || message.includes(known))) : [];
	if (partial.length) return { hits: partial.slice(0, MAX_HITS), nearest: [] };
	const names = [...cuda.map((code) => code.name), ...statuses.map(({ status }) => status.name)];
	return { hits: [], nearest: nearestNames(text, names) };
}

function byMessage(message: string, data: CliData, test: (known: string) => boolean): ExplainHit[] {
	const hits: ExplainHit[] = [];
	for (const code of data.runtime) if (code.message && test(normalizeMessage(code.message))) hits.push({ kind: 'cuda', code, legacy: false });
	// A driver code whose runtime twin was found says the same thing; list it only when it is alone.
	for (const code of data.driver) {
		if (!code.message || !test(normalizeMessage(code.message))) continue;
		if (!hits.some((hit) => hit.kind === 'cuda' && hit.code.number === code.number)) hits.push({ kind: 'cuda', code, legacy: false });
	}
	for (const library of data.libraries) {
		for (const status of library.statuses) {
			if (status.message && status.aliasOf === undefined && test(normalizeMessage(status.message))) hits.push({ kind: 'library', library, status });
		}
	}
	for (const xid of data.xids) if (test(normalizeMessage(xid.name))) hits.push({ kind: 'xid', xid });
	return hits;
}

/** A message without the program's prefix, case, trailing full stop and extra spaces. */
function normalizeMessage(text: string): string {
	let message = text.replace(MESSAGE_PREFIX, '').toLowerCase().replace(/\s+/g, ' ').trim();
	while (message.endsWith('.')) message = message.slice(0, -1).trimEnd();
	return message;
}

function found(hits: ExplainHit[], nearest: () => string[]): ExplainResult {
	return hits.length ? { hits, nearest: [] } : { hits, nearest: nearest() };
}

/** The three known numbers closest to `number`, closest first. */
function nearestNumbers(number: number, known: readonly number[]): number[] {
	return [...new Set(known)].sort((a, b) => Math.abs(a - number) - Math.abs(b - number) || a - b).slice(0, 3);
}

/** Up to five names closest to `text` by edit distance (case aside), only those reasonably close. */
function nearestNames(text: string, names: readonly string[]): string[] {
	const lower = text.toLowerCase();
	const scored = [...new Set(names)].map((name) => ({ name, distance: editDistance(lower, name.toLowerCase()) }));
	scored.sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name));
	const limit = Math.max(3, Math.floor(lower.length / 3));
	return scored.filter((entry) => entry.distance <= limit).slice(0, 5).map((entry) => entry.name);
}

/** Levenshtein distance, two rows at a time. */
export function editDistance(a: string, b: string): number {
	let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
	for (let i = 1; i <= a.length; i += 1) {
		const current = [i];
		for (let j = 1; j <= b.length; j += 1) {
			current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
		}
		previous = current;
	}
	return previous[b.length];
}
