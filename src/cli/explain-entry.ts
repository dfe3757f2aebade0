/**
 * What `explain` says about one code, as plain data (printed as text, or as JSON with `--json`):
 * name, number, message, stickiness, what it means, the runbook that owns it and the check to
 * read first, and its page on the site.
 */
import type { Diagnosis } from '../lib/diagnosis/diagnose.ts';
import type { RegistryFamily } from '../lib/diagnosis/registry.ts';
import { checkPath, codePath, libraryCodePath, runbookPath, xidPath } from '../lib/site/paths.ts';
import type { CliCheck, CliCommand, CliData } from './data.ts';
import type { ExplainHit } from './explain.ts';

/** One explained code. */
export interface ExplainEntry {
	kind: 'cuda' | 'library' | 'xid';
	/** For a CUDA code, the API: `runtime` (cudaError_t) or `driver` (CUresult). */
	api?: 'runtime' | 'driver';
	/** For a library status, the library id, e.g. `cublas`. */
	library?: string;
	/** E.g. "CUDA runtime (cudaError_t)", "cuBLAS (cublasStatus_t)", "NVIDIA Xid event". */
	type: string;
	name: string;
	number: number;
	/** The runtime number before CUDA 10.1, where it differed. */
	legacyNumber?: number;
	/** What the API's string function returns for it (the Xid's name for an Xid), when known. */
	message: string | null;
	/** Whether the error leaves the CUDA context unusable (CUDA codes only). */
	sticky?: boolean;
	deprecated: boolean;
	/** For a deprecated alias, the status it stands for. */
	aliasOf?: string;
	/** The same number on the other CUDA API, e.g. `CUDA_ERROR_ILLEGAL_ADDRESS` for 700. */
	twin?: string;
	/** What it means, the usual cause and what to do. */
	meaning: string;
	/** For an Xid: what NVIDIA's catalogue says to do first, and to investigate. */
	actions?: { immediate?: string; investigatory?: string };
	/** The runbook that owns it, or null (then `noRunbook` says why). */
	runbook: { slug: string; title: string; url: string } | null;
	noRunbook?: string;
	/** The check to read first. */
	check?: { id: string; title: string; url: string; command?: CliCommand };
	/** Its page on the site. */
	url: string;
}

/** Looks up the owner's title and picks the check: the one diagnosis names for the code's own words, else the runbook's first. */
export interface EntryContext {
	data: CliData;
	families: readonly RegistryFamily[];
	diagnose: (paste: string) => Diagnosis;
}

/** The entry for a hit. */
export function toExplainEntry(hit: ExplainHit, context: EntryContext): ExplainEntry {
	if (hit.kind === 'cuda') {
		const { code } = hit;
		const others = code.api === 'runtime' ? context.data.driver : context.data.runtime;
		const twin = others.find((other) => other.number === code.number);
		return {
			kind: 'cuda',
			api: code.api,
			type: code.api === 'runtime' ? 'CUDA runtime (cudaError_t)' : 'CUDA driver (CUresult)',
			name: code.name,
			number: code.number,
			...(code.legacyNumber !== undefined ? { legacyNumber: code.legacyNumber } : {}),
			message: code.message,
			sticky: code.sticky,
			deprecated: code.deprecated,
			...(twin ? { twin: twin.name } : {}),
			meaning: code.explanation,
			...owner(code.family, code.noRunbook, `${code.name}: ${code.message ?? ''}`, context),
			url: codePath('/', code.api, code.number),
		};
	}
	if (hit.kind === 'library') {
		const { library, status } = hit;
		return {
			kind: 'library',
			library: library.id,
			type: `${library.title} (${library.typeName})`,
			name: status.name,
			number: status.number,
			message: status.message,
			deprecated: status.deprecated,
			...(status.aliasOf !== undefined ? { aliasOf: status.aliasOf } : {}),
			meaning: status.explanation,
			...owner(status.family, status.noRunbook, `${status.name}: ${status.message ?? ''}`, context),
			url: libraryCodePath('/', library.id, status.number),
		};
	}
	const { xid } = hit;
	return {
		kind: 'xid',
		type: 'NVIDIA Xid event',
		name: `Xid ${xid.number}`,
		number: xid.number,
		message: xid.name,
		deprecated: false,
		meaning: xid.text,
		...(xid.immediate || xid.investigatory ? { actions: { ...(xid.immediate ? { immediate: xid.immediate } : {}), ...(xid.investigatory ? { investigatory: xid.investigatory } : {}) } } : {}),
		...owner(xid.family, xid.noRunbook, `NVRM: Xid (PCI:0000:00:00): ${xid.number}, ${xid.name}`, context),
		url: xidPath('/', xid.number),
	};
}

/** The runbook, and the check that diagnosing `words` (the code as programs print it) points at in it. */
function owner(family: string | null, noRunbook: string | undefined, words: string, context: EntryContext): Pick<ExplainEntry, 'runbook' | 'noRunbook' | 'check'> {
	const runbook = family === null ? undefined : context.families.find((f) => f.slug === family);
	if (!runbook) return { runbook: null, ...(noRunbook ? { noRunbook } : {}) };
	const checks = context.data.checks[runbook.slug] ?? [];
	const match = context.diagnose(words).matches[0];
	const named = match?.slug === runbook.slug ? checks.find((check) => check.id === match.cause?.check) : undefined;
	const check: CliCheck | undefined = named ?? checks[0];
	return {
		runbook: { slug: runbook.slug, title: runbook.title, url: runbookPath('/', runbook.slug) },
		...(check ? { check: { id: check.id, title: check.title, url: checkPath('/', runbook.slug, check.id), ...(check.command ? { command: check.command } : {}) } } : {}),
	};
}

/** Drops a driver code whose runtime twin is also there: same number, same meaning, shown once. */
export function withoutTwins(entries: ExplainEntry[]): ExplainEntry[] {
	return entries.filter(
		(entry) =>
			!(entry.api === 'driver' && entries.some((other) => other.api === 'runtime' && other.number === entry.number && other.meaning === entry.meaning)),
	);
}
