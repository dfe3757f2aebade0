/**
 * Reads an error enum (`enum cudaError` in `driver_types.h`, `enum cudaError_enum` in `cuda.h`)
 * out of a CUDA header: each entry's name, number and doc comment, and the two facts the code
 * pages need from that comment: whether the code is deprecated and whether it is sticky.
 */

/** One entry of an error enum, as the header declares it. */
export interface HeaderEntry {
	/** Enum name, e.g. `cudaErrorIllegalAddress`. */
	name: string;
	/** Its value. */
	number: number;
	/** The doc comment above it, with the comment markers and line breaks removed. */
	comment: string;
	/** True when the comment carries a `\deprecated` tag. */
	deprecated: boolean;
	/** The CUDA version named in "deprecated as of CUDA x.y", when the comment names one. */
	deprecatedSince?: string;
	/** The sentences of the comment that say the error is sticky, quoted; absent when it is not. */
	stickyEvidence?: string;
}

// The headers state stickiness in a few wordings: "This leaves the process in an inconsistent
// state" and "the process must be terminated and relaunched" (most kernel faults), "The device
// cannot be used again" (cudaErrorAssert), "The context cannot be used anymore"
// (CUDA_ERROR_ASSERT). Each means the same to a user: no further CUDA work succeeds in this process.
const STICKY_PATTERNS = [
	/leaves the process in an inconsistent state/i,
	/process must be terminated and relaunched/i,
	/device cannot be used again/i,
	/context cannot be used anymore/i,
];

/**
 * Returns the text between the braces of the enum whose declaration matches `opener`
 * (e.g. `/enum\s+__device_builtin__\s+cudaError\s*\{/`). Throws when the header has no such enum.
 */
export function extractEnumBody(source: string, opener: RegExp): string {
	const start = source.search(opener);
	if (start < 0) throw new Error(`no enum matching ${opener} in the header`);
	const open = source.indexOf('{', start);
	const close = source.indexOf('}', open);
	if (open < 0 || close < 0) throw new Error(`the enum matching ${opener} is not closed`);
	return source.slice(open + 1, close);
}

/** Turns a `/** ... *\/` block into plain text: markers, leading stars and line breaks removed. */
export function cleanDocComment(block: string): string {
	return block
		.replace(/^\/\*\*<?/, '')
		.replace(/\*\/$/, '')
		.split('\n')
		.map((line) => line.replace(/^\s*\*?\s?/, '').trim())
		.filter((line) => line.length > 0)
		.join(' ')
		.replace(/\s+/g, ' ')
		.trim();
}

/**
 * Splits comment text into sentences. Some header comments drop the full stop before "This
 * leaves the process ..." (cudaErrorIllegalInstruction, cudaErrorContained), so that phrase
 * always starts a sentence.
 */
function splitSentences(text: string): string[] {
	return text
		.split(/(?<=[.!?])\s+(?=[A-Z\\])|\s+(?=This leaves the process)/)
		.map((s) => s.trim())
		.filter(Boolean);
}

/** The sentences that say the error is sticky, or undefined when the comment does not say so. */
export function readStickyEvidence(comment: string): string | undefined {
	const sentences = splitSentences(comment).filter((sentence) => STICKY_PATTERNS.some((p) => p.test(sentence)));
	return sentences.length > 0 ? sentences.join(' ') : undefined;
}

/** Whether the comment deprecates the code, and since which CUDA version when it says. */
export function readDeprecation(comment: string): { deprecated: boolean; deprecatedSince?: string } {
	if (!/\\deprecated\b/.test(comment)) return { deprecated: false };
	const since = /deprecated as of CUDA (\d+(?:\.\d+)?)/i.exec(comment)?.[1];
	return since ? { deprecated: true, deprecatedSince: since } : { deprecated: true };
}

/**
 * Parses the body of an error enum. A `/** ... *\/` comment belongs to the entry after it, a
 * trailing `/**< ... *\/` to the entry before it. Values may be decimal or hexadecimal
 * (old headers wrote `cudaErrorStartupFailure = 0x7f`).
 */
export function parseEnumBody(body: string): HeaderEntry[] {
	const token = /(\/\*\*<?[\s\S]*?\*\/)|\b([A-Za-z_]\w*)\s*=\s*(0x[0-9a-fA-F]+|\d+)\b/g;
	const entries: HeaderEntry[] = [];
	let pending = '';
	for (const match of body.matchAll(token)) {
		const [, comment, name, value] = match;
		if (comment !== undefined) {
			const text = cleanDocComment(comment);
			const last = entries.at(-1);
			if (comment.startsWith('/**<') && last) entries[entries.length - 1] = describeEntry(last.name, last.number, text);
			else pending = text;
			continue;
		}
		entries.push(describeEntry(name, Number(value), pending));
		pending = '';
	}
	return entries;
}

/** Builds an entry from its name, number and comment. */
function describeEntry(name: string, number: number, comment: string): HeaderEntry {
	const stickyEvidence = readStickyEvidence(comment);
	return {
		name,
		number,
		comment,
		...readDeprecation(comment),
		...(stickyEvidence ? { stickyEvidence } : {}),
	};
}

/** Parses the enum matching `opener` out of a whole header. */
export function parseErrorEnum(source: string, opener: RegExp): HeaderEntry[] {
	return parseEnumBody(extractEnumBody(source, opener));
}

/** The opening of `enum cudaError` in `driver_types.h` (CUDA runtime, `cudaError_t`). */
export const RUNTIME_ENUM_OPENER = /enum\s+(?:__device_builtin__\s+)?cudaError\s*\{/;

/** The opening of `enum cudaError_enum` in `cuda.h` (CUDA driver, `CUresult`). */
export const DRIVER_ENUM_OPENER = /typedef\s+enum\s+cudaError_enum\s*\{/;

/** Reads `#define CUDA_VERSION 13000` from `cuda.h` as "13.0". */
export function readCudaVersion(cudaHeader: string): string | undefined {
	const raw = /#define\s+CUDA_VERSION\s+(\d+)/.exec(cudaHeader)?.[1];
	return raw ? formatCudaVersion(Number(raw)) : undefined;
}

/** Turns CUDA's integer version (1000 × major + 10 × minor, e.g. 12080) into "12.8". */
export function formatCudaVersion(value: number): string {
	return `${Math.floor(value / 1000)}.${Math.floor((value % 1000) / 10)}`;
}
