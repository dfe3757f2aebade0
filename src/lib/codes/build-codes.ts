/**
 * Joins what the headers say (names, numbers, deprecated, sticky) with the legacy numbers, the
 * captured messages and our explanations into the data the code pages render. Every gap is an
 * error here, so the generated file can never hold a code without an explanation or a message
 * that was not captured.
 */
import type {
	CodeApi,
	CodesData,
	CudaCode,
	ExplanationsFile,
	LegacyNumbersFile,
	MessagesFile,
} from '../../schemas/code.ts';
import type { HeaderEntry } from './parse-header.ts';

/** Everything the reference is built from, already read and validated. */
export interface CodeInputs {
	/** Toolkit version of the headers, e.g. "13.0". */
	cudaVersion: string;
	/** File names of the headers, for provenance. */
	headerNames: { runtime: string; driver: string };
	/** Entries of `enum cudaError`. */
	runtime: HeaderEntry[];
	/** Entries of `enum cudaError_enum`. */
	driver: HeaderEntry[];
	/** Pre-CUDA-10.1 numbers. */
	legacy: LegacyNumbersFile;
	/** Our explanations. */
	explanations: ExplanationsFile;
	/** Messages captured on a GPU, or null when there is no capture yet. */
	messages: MessagesFile | null;
}

// cudaSuccess and CUDA_SUCCESS are in the enums but are not errors: no page for them.
const SUCCESS_NAMES = new Set(['cudaSuccess', 'CUDA_SUCCESS']);

/** Builds the whole reference; throws one error listing every inconsistency found. */
export function buildCodesData(inputs: CodeInputs): CodesData {
	const problems: string[] = [];
	const runtime = inputs.runtime.filter((e) => !SUCCESS_NAMES.has(e.name));
	const driver = inputs.driver.filter((e) => !SUCCESS_NAMES.has(e.name));
	problems.push(...checkExplanationKeys(inputs.explanations, [...runtime, ...driver], new Set(runtime.map((e) => e.name))));
	problems.push(...checkLegacyNames(inputs.legacy, runtime));
	problems.push(...checkMessages(inputs.messages, runtime, driver));
	if (problems.length > 0) throw new Error(`The code reference is inconsistent:\n  ${problems.join('\n  ')}`);
	const toCode = (api: CodeApi) => (entry: HeaderEntry) => describeCode(api, entry, inputs);
	return {
		headers: { cudaVersion: inputs.cudaVersion, ...inputs.headerNames },
		messages: inputs.messages?.provenance ?? null,
		legacySources: inputs.legacy.sources,
		runtime: sortByNumber(runtime).map(toCode('runtime')),
		driver: sortByNumber(driver).map(toCode('driver')),
	};
}

/** Entries sorted by number, then name, so the output does not depend on header order. */
function sortByNumber(entries: HeaderEntry[]): HeaderEntry[] {
	return [...entries].sort((a, b) => a.number - b.number || a.name.localeCompare(b.name));
}

/** One code of the reference. */
function describeCode(api: CodeApi, entry: HeaderEntry, inputs: CodeInputs): CudaCode {
	const explainedAs = resolveExplanationName(inputs.explanations, entry.name);
	const own = inputs.explanations[explainedAs];
	if (!own || 'sameAs' in own) throw new Error(`no explanation for ${entry.name}`);
	const legacy = api === 'runtime' ? inputs.legacy.numbers[entry.name] : undefined;
	const movedNumber = legacy && legacy.number !== entry.number ? legacy : undefined;
	// An empty string means the library returned none: that is not a message to show.
	const captured = inputs.messages?.[api].find((m) => m.name === entry.name && m.message !== '');
	return {
		api,
		number: entry.number,
		...(movedNumber ? { legacyNumber: movedNumber.number } : {}),
		legacySources: movedNumber ? [...movedNumber.sources].sort() : [],
		name: entry.name,
		message: captured?.message ?? null,
		sticky: entry.stickyEvidence !== undefined,
		...(entry.stickyEvidence ? { stickyEvidence: entry.stickyEvidence } : {}),
		deprecated: entry.deprecated,
		...(entry.deprecatedSince ? { deprecatedSince: entry.deprecatedSince } : {}),
		family: own.family,
		...(own.noRunbook ? { noRunbook: own.noRunbook } : {}),
		explanation: own.text,
		explainedAs,
	};
}

/** The name whose own explanation applies to `name`: itself, or the runtime code it is the same as. */
export function resolveExplanationName(explanations: ExplanationsFile, name: string): string {
	const entry = explanations[name];
	return entry && 'sameAs' in entry ? entry.sameAs : name;
}

/** Every code needs an explanation, every explanation a code, and `sameAs` must point at one written out. */
function checkExplanationKeys(explanations: ExplanationsFile, entries: HeaderEntry[], runtimeNames: Set<string>): string[] {
	const problems: string[] = [];
	const names = new Set(entries.map((e) => e.name));
	for (const entry of entries) {
		if (!(entry.name in explanations)) problems.push(`explanations.yaml has no entry for ${entry.name} (${entry.number})`);
	}
	for (const [name, explanation] of Object.entries(explanations)) {
		if (!names.has(name)) problems.push(`explanations.yaml explains ${name}, which the headers do not declare`);
		if (!('sameAs' in explanation)) continue;
		const target = explanations[explanation.sameAs];
		if (!runtimeNames.has(explanation.sameAs)) problems.push(`${name}: sameAs ${explanation.sameAs} is not a runtime code in the headers`);
		else if (!target || 'sameAs' in target) problems.push(`${name}: sameAs ${explanation.sameAs}, which has no explanation of its own`);
	}
	return problems;
}

/** Legacy numbers must name codes that still exist. */
function checkLegacyNames(legacy: LegacyNumbersFile, runtime: HeaderEntry[]): string[] {
	const names = new Set(runtime.map((e) => e.name));
	return Object.keys(legacy.numbers)
		.filter((name) => !names.has(name))
		.map((name) => `legacy-runtime-numbers.yaml lists ${name}, which the headers do not declare`);
}

/** A captured message of a code the headers declare must carry the header's number. */
function checkMessages(messages: MessagesFile | null, runtime: HeaderEntry[], driver: HeaderEntry[]): string[] {
	if (!messages) return [];
	const problems: string[] = [];
	for (const [api, entries] of [['runtime', runtime], ['driver', driver]] as const) {
		const numbers = new Map(entries.map((e) => [e.name, e.number]));
		for (const m of messages[api]) {
			const number = numbers.get(m.name);
			if (number !== undefined && number !== m.number) {
				problems.push(`messages.json (${api}) gives ${m.name} the number ${m.number}; the header says ${number}`);
			}
		}
	}
	return problems;
}

/**
 * Captured codes the headers do not declare, e.g. from a driver newer than the toolkit. They get
 * no page (a page needs the header's facts), so the generator reports them instead.
 */
export function listUndeclaredMessages(inputs: CodeInputs): string[] {
	if (!inputs.messages) return [];
	const declared = new Set([...inputs.runtime, ...inputs.driver].map((e) => e.name));
	return (['runtime', 'driver'] as const).flatMap((api) =>
		(inputs.messages?.[api] ?? []).filter((m) => !declared.has(m.name)).map((m) => `${api} ${m.number} ${m.name}`),
	);
}
