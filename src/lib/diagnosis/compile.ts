/**
 * The registry in the form matching needs: regular expressions compiled, codes and strings
 * indexed. Built once per registry object and cached, so repeated diagnoses (every keystroke in
 * the browser) pay for it once.
 */
import { CUDA_CONTEXT, NCCL_RESULTS } from './cuda-messages.ts';
import { normalizeText, sharedLibrariesIn } from './normalize.ts';
import type { Registry, RegistryCode, RegistryLibraryStatus } from './registry.ts';

/** A registry prepared for matching. */
export interface CompiledRegistry {
	registry: Registry;
	/** Cause patterns, by position in `registry.causes`; null where the source does not compile. */
	causePatterns: (RegExp | null)[];
	/** The patterns of causes that wrap another error: a line they match is a consequence line. */
	wrapperPatterns: RegExp[];
	/** Each cause's paste-level conditions (`unless`, `onlyWith`), by position; null when it has none. */
	causeContexts: ({ unless: RegExp | null; onlyWith: RegExp | null } | null)[];
	/** Codes by enum name (a name can belong to more than one runbook). */
	codesByName: Map<string, RegistryCode[]>;
	/** Positions in `registry.strings` of the strings containing each word. */
	stringsByWord: Map<string, number[]>;
	/** The shared libraries each string names (see `sharedLibrariesIn`), by position in `registry.strings`. */
	stringLibraries: Set<string>[];
	/** For each word, the families whose strings use it and in how many of their strings. */
	vocabulary: Map<string, Map<number, number>>;
	/** CUDA messages, normalised, with the names that stand for them. */
	messages: { normalized: string; names: string[]; number: number; legacyNumber?: number; generic: boolean; text: string }[];
	/** NCCL result messages, normalised. */
	ncclMessages: { normalized: string; name: string }[];
	/** The family that owns most of each library's statuses: where a failure of the library with no status goes. */
	libraryOwners: Map<string, number>;
	/** Library statuses that have a message of their own, the message normalised, by library id. */
	libraryMessages: Map<string, { normalized: string; name: string }[]>;
	/**
	 * Library messages that name their status without the library beside them: at least four words,
	 * no CUDA message's words, and one status only. ggml prints a cuBLAS failure as "CUDA error: the
	 * resource allocation failed", the cuBLAS call on a line of its own below it.
	 */
	telltaleLibraryMessages: { normalized: string; status: RegistryLibraryStatus }[];
}

const cache = new WeakMap<Registry, CompiledRegistry>();

/** Compiles `registry` (cached per object). */
export function compileRegistry(registry: Registry): CompiledRegistry {
	const cached = cache.get(registry);
	if (cached) return cached;
	const codesByName = new Map<string, RegistryCode[]>();
	for (const code of registry.codes) codesByName.set(code.name, [...(codesByName.get(code.name) ?? []), code]);
	const stringsByWord = new Map<string, number[]>();
	registry.strings.forEach((entry, position) => {
		for (const word of entry.words) stringsByWord.set(word, [...(stringsByWord.get(word) ?? []), position]);
	});
	const vocabulary = new Map<string, Map<number, number>>();
	for (const entry of registry.strings) {
		for (const word of entry.words) {
			const counts = vocabulary.get(word) ?? new Map<number, number>();
			counts.set(entry.family, (counts.get(entry.family) ?? 0) + 1);
			vocabulary.set(word, counts);
		}
	}
	const messages = registry.messages.map((entry) => ({
		normalized: normalizeText(entry.message),
		names: entry.driver ? [entry.runtime, entry.driver] : [entry.runtime],
		number: entry.number,
		...(entry.legacyNumber !== undefined ? { legacyNumber: entry.legacyNumber } : {}),
		generic: entry.generic === true,
		text: entry.message,
	}));
	const compiled: CompiledRegistry = {
		vocabulary,
		registry,
		causePatterns: registry.causes.map((cause) => compilePattern(cause.match)),
		wrapperPatterns: registry.causes.filter((cause) => cause.wrapper).flatMap((cause) => compilePattern(cause.match) ?? []),
		causeContexts: registry.causes.map((cause) =>
			cause.unless || cause.onlyWith ? { unless: cause.unless ? compilePattern(cause.unless) : null, onlyWith: cause.onlyWith ? compilePattern(cause.onlyWith) : null } : null,
		),
		codesByName,
		stringsByWord,
		stringLibraries: registry.strings.map((entry) => sharedLibrariesIn(entry.text)),
		messages,
		ncclMessages: NCCL_RESULTS.map((entry) => ({ normalized: normalizeText(entry.message), name: entry.name })),
		libraryMessages: groupLibraryMessages(registry),
		telltaleLibraryMessages: findTelltaleLibraryMessages(registry, new Set(messages.map((message) => message.normalized))),
		libraryOwners: findLibraryOwners(registry),
	};
	cache.set(registry, compiled);
	return compiled;
}

/** A case-insensitive pattern, or null where the source does not compile. */
function compilePattern(source: string): RegExp | null {
	try {
		return new RegExp(source, 'i');
	} catch {
		return null;
	}
}

/** The library statuses with a message, normalised; messages too short to tell anything are left out. */
function groupLibraryMessages(registry: Registry): Map<string, { normalized: string; name: string }[]> {
	const byLibrary = new Map<string, { normalized: string; name: string }[]>();
	for (const status of registry.libraryStatuses) {
		if (!status.message) continue;
		const normalized = normalizeText(status.message);
		if (normalized.split(' ').length < 2) continue;
		byLibrary.set(status.library, [...(byLibrary.get(status.library) ?? []), { normalized, name: status.name }]);
	}
	return byLibrary;
}

/** See `CompiledRegistry.telltaleLibraryMessages`; `cudaMessages` are the CUDA messages, normalised. */
function findTelltaleLibraryMessages(registry: Registry, cudaMessages: ReadonlySet<string>): CompiledRegistry['telltaleLibraryMessages'] {
	const byText = new Map<string, RegistryLibraryStatus[]>();
	for (const status of registry.libraryStatuses) {
		if (!status.message) continue;
		const normalized = normalizeText(status.message);
		if (normalized.split(' ').length < 4 || cudaMessages.has(normalized)) continue;
		byText.set(normalized, [...(byText.get(normalized) ?? []), status]);
	}
	return [...byText].filter(([, statuses]) => statuses.length === 1).map(([normalized, [status]]) => ({ normalized, status }));
}

/**
 * The library statuses a line names by a telltale message alone (see
 * `CompiledRegistry.telltaleLibraryMessages`): only on a line with CUDA words, since the words
 * alone are any program's. `normalized` is the line's normalised text.
 */
export function telltaleStatusesOn(text: string, normalized: string, compiled: CompiledRegistry): RegistryLibraryStatus[] {
	if (!CUDA_CONTEXT.test(text)) return [];
	const padded = ` ${normalized} `;
	return compiled.telltaleLibraryMessages.filter((message) => padded.includes(` ${message.normalized} `)).map((message) => message.status);
}

/** For each library, the family owning most of its statuses. */
function findLibraryOwners(registry: Registry): Map<string, number> {
	const counts = new Map<string, Map<number, number>>();
	for (const status of registry.libraryStatuses) {
		if (status.family === undefined) continue;
		const byFamily = counts.get(status.library) ?? new Map<number, number>();
		byFamily.set(status.family, (byFamily.get(status.family) ?? 0) + 1);
		counts.set(status.library, byFamily);
	}
	const owners = new Map<string, number>();
	for (const [library, byFamily] of counts) owners.set(library, [...byFamily].sort((a, b) => b[1] - a[1])[0][0]);
	return owners;
}
