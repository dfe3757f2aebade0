/**
 * Generates `content/codes/library-codes.json`, the library status reference, from:
 * - `test/fixtures/captures/codes/library-statuses.json`: every status of cuBLAS, cuDNN, cuFFT,
 *   cuSOLVER, cuSPARSE, cuRAND, NCCL and NVRTC as read on a GPU machine, with each library's own
 *   message where it has a string function (`repro/cases/codes/library-statuses.py`);
 * - `content/codes/library-header-statuses.json`, when present: statuses read from headers for the
 *   libraries whose capture is incomplete, used only until the capture lists them all;
 * - `content/codes/library-explanations.yaml` (ours).
 *
 * Run: `npx node scripts/codes/generate-libraries.ts`. To read statuses from headers for
 * libraries whose capture is incomplete (headers are not committed):
 * `npx node scripts/codes/generate-libraries.ts --headers <dir> cudnn curand`.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { buildLibraryCodes, type LibraryBuild, type LibraryCodeInputs } from '../../src/lib/codes/build-library-codes.ts';
import { LIBRARIES } from '../../src/lib/codes/libraries.ts';
import { parseContentFile } from '../../src/lib/codes/parse-file.ts';
import { parseStatusEnum, readMacroVersion } from '../../src/lib/codes/parse-status-enum.ts';
import {
	headerStatusesFileSchema,
	libraryCaptureFileSchema,
	libraryCodesDataSchema,
	libraryExplanationsFileSchema,
	libraryIdSchema,
	type HeaderStatusesFile,
	type LibraryCodesData,
} from '../../src/schemas/library-code.ts';

/** The repository-relative path of the generated file. */
export const LIBRARY_OUTPUT_FILE = 'content/codes/library-codes.json';

/** The repository-relative path of the statuses captured on a GPU. */
export const LIBRARY_CAPTURE_FILE = 'test/fixtures/captures/codes/library-statuses.json';

/** The repository-relative path of the statuses read from headers. */
export const HEADER_STATUSES_FILE = 'content/codes/library-header-statuses.json';

/** The repository-relative path of our explanations. */
export const LIBRARY_EXPLANATIONS_FILE = 'content/codes/library-explanations.yaml';

const ROOT = resolve(import.meta.dirname, '../..');

/** Reads a file, with an error that says which input is missing and why it is needed. */
function readInput(path: string, purpose: string): string {
	try {
		return readFileSync(path, 'utf8');
	} catch (cause) {
		throw new Error(`cannot read ${path} (${purpose})`, { cause });
	}
}

/** Reads and validates every input of the reference under `root`. */
export function readLibraryInputs(root = ROOT): LibraryCodeInputs {
	const capture = parseContentFile(
		libraryCaptureFileSchema,
		JSON.parse(readInput(join(root, LIBRARY_CAPTURE_FILE), 'the library statuses captured on a GPU')),
		LIBRARY_CAPTURE_FILE,
	);
	const headerPath = join(root, HEADER_STATUSES_FILE);
	const headerStatuses = existsSync(headerPath)
		? parseContentFile(headerStatusesFileSchema, JSON.parse(readInput(headerPath, 'statuses read from headers')), HEADER_STATUSES_FILE)
		: null;
	const explanations = parseContentFile(
		libraryExplanationsFileSchema,
		parseYaml(readInput(join(root, LIBRARY_EXPLANATIONS_FILE), 'our explanations')),
		LIBRARY_EXPLANATIONS_FILE,
	);
	return { capture, headerStatuses, explanations };
}

/** Builds the reference in memory from the files under `root`. */
export function generateLibraryCodes(root = ROOT): LibraryBuild {
	const build = buildLibraryCodes(readLibraryInputs(root));
	return { ...build, data: parseContentFile(libraryCodesDataSchema, build.data, LIBRARY_OUTPUT_FILE) };
}

/** Reads the status enums of `libraries` from the headers in `dir`, for `library-header-statuses.json`. */
export function readHeaderStatuses(dir: string, libraries: string[]): HeaderStatusesFile {
	const entries = libraries.map((name) => {
		const id = libraryIdSchema.parse(name);
		const info = LIBRARIES[id];
		const source = readInput(join(dir, info.header), `the ${info.title} header`);
		const version = readMacroVersion(source, info.versionMacros);
		if (!version) throw new Error(`${info.header} does not define ${info.versionMacros.join(', ')}`);
		return [id, { header: info.header, version, statuses: parseStatusEnum(source, info.typeName) }] as const;
	});
	return {
		note:
			'Statuses read from the headers (npx node scripts/codes/generate-libraries.ts --headers <dir> <library...>) for libraries ' +
			'whose GPU capture is incomplete. The generator prefers the capture as soon as it lists every status here; then delete the entry.',
		libraries: Object.fromEntries(entries),
	};
}

/** The file's text: two-space JSON with a final newline, stable for diffs. */
export function serializeJson(data: LibraryCodesData | HeaderStatusesFile): string {
	return `${JSON.stringify(data, null, 2)}\n`;
}

if (import.meta.main) {
	const args = process.argv.slice(2);
	if (args[0] === '--headers') {
		const [, dir, ...libraries] = args;
		if (!dir || libraries.length === 0) throw new Error('usage: generate-libraries.ts --headers <dir> <library...>');
		writeFileSync(join(ROOT, HEADER_STATUSES_FILE), serializeJson(readHeaderStatuses(dir, libraries)));
		process.stdout.write(`wrote ${HEADER_STATUSES_FILE} from ${libraries.join(', ')} in ${dir}\n`);
	}
	const { data, notices } = generateLibraryCodes();
	writeFileSync(join(ROOT, LIBRARY_OUTPUT_FILE), serializeJson(data));
	const counts = data.libraries.map((l) => `${l.id} ${l.statuses.length}`).join(', ');
	process.stdout.write(`wrote ${LIBRARY_OUTPUT_FILE}: ${counts}\n`);
	for (const notice of notices) process.stdout.write(`note: ${notice}\n`);
}
