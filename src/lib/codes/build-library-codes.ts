/**
 * Joins the library statuses (from the GPU capture, or from headers while the capture is
 * incomplete) with our explanations into the data the library status pages render. Every gap is
 * an error here, so the generated file can never hold a status without an explanation or owner.
 */
import {
	LIBRARY_IDS,
	type CapturedLibrary,
	type HeaderStatusesFile,
	type LibraryCaptureFile,
	type LibraryCodes,
	type LibraryCodesData,
	type LibraryExplanationsFile,
	type LibraryId,
	type LibraryStatus,
	type StatusSource,
} from '../../schemas/library-code.ts';
import { LIBRARIES } from './libraries.ts';

/** Everything the reference is built from, already read and validated. */
export interface LibraryCodeInputs {
	/** The statuses and messages captured on a GPU. */
	capture: LibraryCaptureFile;
	/** Statuses read from headers for libraries whose capture is incomplete, or null. */
	headerStatuses: HeaderStatusesFile | null;
	/** Our explanations. */
	explanations: LibraryExplanationsFile;
}

/** The built reference and what the author should know that is not an error. */
export interface LibraryBuild {
	/** The reference. */
	data: LibraryCodesData;
	/** Notes such as "the capture of cudnn is complete now: remove its header entry". */
	notices: string[];
}

/** A status before it is explained: what the capture or header says. */
interface RawStatus {
	name: string;
	number: number;
	comment: string | null;
	message: string | null;
	/** What the header says about deprecation; undefined when the source does not tell. */
	deprecated?: boolean;
}

// Not errors: the success codes and NCCL's count of its own results.
const NOT_AN_ERROR = /(_SUCCESS|^ncclSuccess|^ncclNumResults)$/;

/** Builds the whole reference; throws one error listing every inconsistency found. */
export function buildLibraryCodes(inputs: LibraryCodeInputs): LibraryBuild {
	const problems: string[] = [];
	const notices: string[] = [];
	const libraries: LibraryCodes[] = [];
	for (const id of LIBRARY_IDS) {
		const chosen = chooseStatuses(id, inputs, problems, notices);
		if (!chosen) continue;
		const statuses = explainStatuses(id, chosen.statuses, inputs.explanations[id] ?? {}, problems);
		libraries.push({ id, title: LIBRARIES[id].title, typeName: LIBRARIES[id].typeName, source: chosen.source, statuses });
	}
	for (const id of Object.keys(inputs.capture.libraries)) {
		if (!(LIBRARY_IDS as readonly string[]).includes(id)) problems.push(`library-statuses.json captures "${id}", which has no pages (expected one of ${LIBRARY_IDS.join(', ')})`);
	}
	if (problems.length > 0) throw new Error(`The library status reference is inconsistent:\n  ${problems.join('\n  ')}`);
	return { data: { capture: inputs.capture.provenance, libraries }, notices };
}

/**
 * A library's statuses: the capture's when it is complete, else the header's. Complete means it
 * lists every status the header entry lists, with the same number; without a header entry, any
 * capture with statuses counts as complete.
 */
function chooseStatuses(
	id: LibraryId,
	inputs: LibraryCodeInputs,
	problems: string[],
	notices: string[],
): { source: StatusSource; statuses: RawStatus[] } | undefined {
	const entry = inputs.capture.libraries[id];
	const captured: CapturedLibrary | undefined = entry && 'statuses' in entry ? entry : undefined;
	const fromHeader = inputs.headerStatuses?.libraries[id];
	const capturedKeys = new Set((captured?.statuses ?? []).map((s) => `${s.name}=${s.number}`));
	const complete = captured !== undefined && captured.statuses.length > 0 && (fromHeader?.statuses ?? []).every((s) => capturedKeys.has(`${s.name}=${s.number}`));

	if (complete) {
		if (fromHeader) notices.push(`${id}: the capture now lists every status of ${fromHeader.header}; remove "${id}" from content/codes/library-header-statuses.json`);
		return {
			source: { kind: 'capture', header: baseName(captured.header), library: captured.library ? baseName(captured.library) : null, messageFunction: captured.messageFunction },
			statuses: captured.statuses.map((s) => ({ ...s, message: s.message === '' ? null : s.message })),
		};
	}
	if (fromHeader) {
		notices.push(`${id}: the capture lists ${captured?.statuses.length ?? 0} of the ${fromHeader.statuses.length} statuses in ${fromHeader.header}, so they are read from the header (no messages) until it is rerun`);
		return { source: { kind: 'header', header: fromHeader.header, version: fromHeader.version }, statuses: fromHeader.statuses.map((s) => ({ ...s, message: null })) };
	}
	const why = entry === undefined ? 'has no entry for it' : 'error' in entry ? `reports "${entry.error}"` : 'lists no statuses for it';
	problems.push(`${id}: test/fixtures/captures/codes/library-statuses.json ${why}, and content/codes/library-header-statuses.json has none either; rerun the capture on a GPU or read the header with --headers`);
	return undefined;
}

/** Joins statuses with their explanations, resolving aliases; records every gap in `problems`. */
function explainStatuses(
	id: LibraryId,
	raw: RawStatus[],
	explanations: NonNullable<LibraryExplanationsFile[LibraryId]>,
	problems: string[],
): LibraryStatus[] {
	const file = 'library-explanations.yaml';
	const byName = new Map(raw.map((s) => [s.name, s]));
	for (const name of Object.keys(explanations)) {
		if (!byName.has(name)) problems.push(`${file} explains ${id} ${name}, which the ${id} statuses do not include`);
	}
	const aliasesOf = new Map<string, string[]>();
	for (const status of raw) {
		const entry = explanations[status.name];
		if (entry && 'aliasOf' in entry) aliasesOf.set(entry.aliasOf, [...(aliasesOf.get(entry.aliasOf) ?? []), status.name]);
	}
	const owners = new Map<number, string>();
	const statuses: LibraryStatus[] = [];
	for (const status of raw) {
		const entry = explanations[status.name];
		if (!entry) {
			problems.push(`${file} has no entry for ${id} ${status.name} (${status.number})`);
			continue;
		}
		const aliasOf = 'aliasOf' in entry ? entry.aliasOf : undefined;
		const target = aliasOf ? explanations[aliasOf] : entry;
		if (aliasOf && (!target || 'aliasOf' in target || byName.get(aliasOf)?.number !== status.number)) {
			problems.push(`${file}: ${id} ${status.name} is aliasOf ${aliasOf}, which must be a ${id} status with its own explanation and the same number (${status.number})`);
			continue;
		}
		if (!target || 'aliasOf' in target) continue;
		if (!aliasOf) {
			const other = owners.get(status.number);
			if (other) problems.push(`${file}: ${id} ${other} and ${status.name} share the number ${status.number}; mark the deprecated one aliasOf the other`);
			owners.set(status.number, status.name);
		}
		const deprecated = aliasOf !== undefined || target.deprecated;
		if (status.deprecated !== undefined && status.deprecated !== deprecated) {
			problems.push(`${file}: ${id} ${status.name} is ${status.deprecated ? '' : 'not '}deprecated in the header; set deprecated: ${status.deprecated}`);
		}
		const notAnError = NOT_AN_ERROR.test(status.name);
		if (notAnError && target.family !== null) problems.push(`${file}: ${id} ${status.name} is not an error, so its family must be null (with a noRunbook reason)`);
		statuses.push({
			name: status.name,
			number: status.number,
			message: status.message,
			comment: status.comment,
			deprecated,
			...(aliasOf ? { aliasOf } : {}),
			aliases: aliasOf ? [] : (aliasesOf.get(status.name) ?? []),
			notAnError,
			family: target.family,
			...(target.noRunbook ? { noRunbook: target.noRunbook } : {}),
			explanation: target.text,
		});
	}
	// By number; an alias after the status it aliases, in declaration order otherwise.
	return statuses
		.map((status, index) => ({ status, index }))
		.sort((a, b) => a.status.number - b.status.number || Number(a.status.aliasOf !== undefined) - Number(b.status.aliasOf !== undefined) || a.index - b.index)
		.map(({ status }) => status);
}

function baseName(path: string): string {
	return path.replace(/^.*\//, '');
}
