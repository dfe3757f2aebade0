/**
 * What each error-code page shows besides the code itself: the same number on the other API,
 * the neighbouring codes, the legacy sources, and the sentences about stickiness and the message's
 * provenance. The pages render these; they compute nothing themselves.
 */
import type { CodeApi, CodesData, CudaCode, LegacySource } from '../../schemas/code.ts';
import { codePath } from '../site/paths.ts';
import type { IndexRow } from './code-index.ts';
import { formatCudaVersion } from './parse-header.ts';

/** Everything one code page renders. */
export interface CodePageView {
	/** The code. */
	code: CudaCode;
	/** The code with the same number on the other API, when there is one. */
	counterpart?: CudaCode;
	/** The code before it in number order, on the same API. */
	previous?: CudaCode;
	/** The code after it in number order, on the same API. */
	next?: CudaCode;
	/** The public copies that show its legacy number. */
	legacySources: LegacySource[];
	/** The code whose explanation it shares, when that is another code. */
	explainedBy?: CudaCode;
}

/** The other API. */
export function otherApi(api: CodeApi): CodeApi {
	return api === 'runtime' ? 'driver' : 'runtime';
}

/** The views of every code of one API, in number order. */
export function listCodePages(data: CodesData, api: CodeApi): CodePageView[] {
	const codes = data[api];
	const others = data[otherApi(api)];
	return codes.map((code, index) => {
		const counterpart = others.find((other) => other.number === code.number);
		const explainedBy =
			code.explainedAs === code.name
				? undefined
				: [...data.runtime, ...data.driver].find((other) => other.name === code.explainedAs);
		return {
			code,
			...(counterpart ? { counterpart } : {}),
			...(index > 0 ? { previous: codes[index - 1] } : {}),
			...(index < codes.length - 1 ? { next: codes[index + 1] } : {}),
			legacySources: code.legacySources.map((id) => data.legacySources[id]).filter((s) => s !== undefined),
			...(explainedBy ? { explainedBy } : {}),
		};
	});
}

/** The type name of an API's codes, as people search for it. */
export function apiTypeName(api: CodeApi): string {
	return api === 'runtime' ? 'cudaError_t' : 'CUresult';
}

/** A short name of the API, e.g. "CUDA runtime". */
export function apiLabel(api: CodeApi): string {
	return api === 'runtime' ? 'CUDA runtime' : 'CUDA driver';
}

/** What stickiness means for the process, in one or two sentences. */
export function describeSticky(code: CudaCode): string {
	return code.sticky
		? 'Yes: the error leaves the CUDA context unusable, so every later CUDA call in the process fails too. Catching the exception does not recover; save what you can and restart the process.'
		: 'No: the call that returned it failed, but the CUDA context stays usable, so the program can handle the error and carry on.';
}

// How to say each fact `repro/cases/codes/messages.py` records, most telling first; other keys
// follow as "key: value".
const PROVENANCE_PHRASES: Record<string, (value: string | number | boolean) => string | undefined> = {
	gpu_and_driver: (v) => `GPU and driver ${describeGpuLines(String(v))}`,
	cuda_runtime_version: (v) => `CUDA runtime ${typeof v === 'number' ? formatCudaVersion(v) : v}`,
	libcuda_driver_cuda_version: (v) => `driver API for CUDA ${typeof v === 'number' ? formatCudaVersion(v) : v}`,
	date: (v) => `captured ${v}`,
	libcudart: (v) => `libcudart ${v}`,
	range: (v) => `numbers ${v} queried`,
	generator: (v) => `by ${v}`,
	// The lab machine's host name tells a reader nothing.
	host: () => undefined,
};

/** nvidia-smi prints one line per GPU; identical lines become "2 × NVIDIA H200, 580.159.04". */
function describeGpuLines(lines: string): string {
	const counts = new Map<string, number>();
	for (const line of lines.split('\n').map((l) => l.trim()).filter(Boolean)) counts.set(line, (counts.get(line) ?? 0) + 1);
	return [...counts].map(([line, count]) => (count > 1 ? `${count} × ${line}` : line)).join('; ');
}

/** The provenance of the captured messages as short phrases: known facts first, then the rest. */
export function describeProvenance(provenance: CodesData['messages']): string[] {
	if (!provenance) return [];
	const known = Object.keys(PROVENANCE_PHRASES).filter((key) => key in provenance);
	const other = Object.keys(provenance).filter((key) => !(key in PROVENANCE_PHRASES));
	return [
		...known.flatMap((key) => PROVENANCE_PHRASES[key]!(provenance[key]!) ?? []),
		...other.map((key) => `${key}: ${String(provenance[key])}`),
	];
}

/** The page title: name and number, e.g. "cudaErrorIllegalAddress (700)". */
export function describeTitle(code: CudaCode): string {
	return `${code.name} (${code.number})`;
}

/** The page description for search engines and link previews. */
export function describeSummary(code: CudaCode): string {
	const legacy = code.legacyNumber === undefined ? '' : `, ${code.legacyNumber} before CUDA 10.1`;
	return `${apiLabel(code.api)} error ${code.number}${legacy}: ${code.name}. ${code.explanation.split('. ')[0]}.`.slice(0, 300);
}

/** One address of a code page: the number (canonical) or the enum name (leads to the number). */
export interface CodeRoute {
	/** The last path segment: the number or the enum name. */
	key: string;
	/** The page's content. */
	view: CodePageView;
	/** True for the enum-name address. */
	alias: boolean;
}

/** Both addresses of every code of one API. */
export function listCodeRoutes(data: CodesData, api: CodeApi): CodeRoute[] {
	return listCodePages(data, api).flatMap((view) => [
		{ key: String(view.code.number), view, alias: false },
		{ key: view.code.name, view, alias: true },
	]);
}

/** The rows of one API's index table. */
export function listCudaIndexRows(base: string, codes: readonly CudaCode[]): IndexRow[] {
	return codes.map((code) => ({
		number: code.number,
		...(code.legacyNumber === undefined ? {} : { legacyNumber: code.legacyNumber }),
		name: code.name,
		nameIsCode: true,
		...(code.deprecated ? { note: 'deprecated' } : {}),
		aliases: [],
		href: codePath(base, code.api, code.number),
		family: code.family,
		...(code.noRunbook ? { noRunbook: code.noRunbook } : {}),
		extra: code.sticky ? 'yes' : 'no',
		text: code.message,
		muted: code.deprecated,
	}));
}
