/**
 * Generates `content/codes/cuda-codes.json`, the CUDA error-code reference, from:
 * - the installed headers: `$CUDA_HOME/include/driver_types.h` (`enum cudaError`) and
 *   `$CUDA_HOME/include/cuda.h` (`enum cudaError_enum`), CUDA_HOME defaulting to /usr/local/cuda;
 * - `content/codes/legacy-runtime-numbers.yaml` (numbers before CUDA 10.1, with sources);
 * - `content/codes/explanations.yaml` (ours);
 * - `test/fixtures/captures/codes/messages.json` when present (strings captured on a GPU).
 *
 * Run: `npx node scripts/codes/generate.ts`. The output depends only on those files.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
	codesDataSchema,
	explanationsFileSchema,
	legacyNumbersFileSchema,
	messagesFileSchema,
	type CodesData,
} from '../../src/schemas/code.ts';
import { buildCodesData, listUndeclaredMessages, type CodeInputs } from '../../src/lib/codes/build-codes.ts';
import { parseContentFile } from '../../src/lib/codes/parse-file.ts';
import { DRIVER_ENUM_OPENER, parseErrorEnum, readCudaVersion, RUNTIME_ENUM_OPENER } from '../../src/lib/codes/parse-header.ts';

/** Where the inputs and the output live. */
export interface GeneratePaths {
	/** Repository root. */
	root: string;
	/** Toolkit root holding `include/`. */
	cudaHome: string;
}

/** The repository-relative path of the generated file. */
export const OUTPUT_FILE = 'content/codes/cuda-codes.json';

/** The repository-relative path of the messages captured on a GPU. */
export const MESSAGES_FILE = 'test/fixtures/captures/codes/messages.json';

/** The default paths: this repository and `$CUDA_HOME` or /usr/local/cuda. */
export function defaultPaths(): GeneratePaths {
	return {
		root: resolve(import.meta.dirname, '../..'),
		cudaHome: process.env.CUDA_HOME ?? '/usr/local/cuda',
	};
}

/** Reads a file, with an error that says which input is missing and why it is needed. */
function readInput(path: string, purpose: string): string {
	try {
		return readFileSync(path, 'utf8');
	} catch (cause) {
		throw new Error(`cannot read ${path} (${purpose})`, { cause });
	}
}

/** Reads and validates every input of the reference. */
export function readCodeInputs(paths: GeneratePaths = defaultPaths()): CodeInputs {
	const runtimeHeader = join(paths.cudaHome, 'include/driver_types.h');
	const driverHeader = join(paths.cudaHome, 'include/cuda.h');
	const hint = 'the CUDA toolkit headers; set CUDA_HOME to the toolkit root';
	const runtimeSource = readInput(runtimeHeader, hint);
	const driverSource = readInput(driverHeader, hint);
	const cudaVersion = readCudaVersion(driverSource);
	if (!cudaVersion) throw new Error(`${driverHeader} does not define CUDA_VERSION`);

	const content = (file: string) => join(paths.root, 'content/codes', file);
	const legacy = parseContentFile(
		legacyNumbersFileSchema,
		parseYaml(readInput(content('legacy-runtime-numbers.yaml'), 'legacy numbers')),
		'content/codes/legacy-runtime-numbers.yaml',
	);
	const explanations = parseContentFile(
		explanationsFileSchema,
		parseYaml(readInput(content('explanations.yaml'), 'our explanations')),
		'content/codes/explanations.yaml',
	);
	const messagesPath = join(paths.root, MESSAGES_FILE);
	// The capture is made on a GPU machine and may not exist yet; the pages then say so.
	const messages = existsSync(messagesPath)
		? parseContentFile(messagesFileSchema, JSON.parse(readInput(messagesPath, 'captured messages')), MESSAGES_FILE)
		: null;

	return {
		cudaVersion,
		headerNames: { runtime: 'driver_types.h', driver: 'cuda.h' },
		runtime: parseErrorEnum(runtimeSource, RUNTIME_ENUM_OPENER),
		driver: parseErrorEnum(driverSource, DRIVER_ENUM_OPENER),
		legacy,
		explanations,
		messages,
	};
}

/** Builds the reference in memory from the files under `paths`. */
export function generateCodesData(paths: GeneratePaths = defaultPaths()): CodesData {
	return parseContentFile(codesDataSchema, buildCodesData(readCodeInputs(paths)), OUTPUT_FILE);
}

/** The file's text: two-space JSON with a final newline, stable for diffs. */
export function serializeCodesData(data: CodesData): string {
	return `${JSON.stringify(data, null, 2)}\n`;
}

if (import.meta.main) {
	const paths = defaultPaths();
	const inputs = readCodeInputs(paths);
	const data = parseContentFile(codesDataSchema, buildCodesData(inputs), OUTPUT_FILE);
	writeFileSync(join(paths.root, OUTPUT_FILE), serializeCodesData(data));
	const captured = [...data.runtime, ...data.driver].filter((c) => c.message !== null).length;
	process.stdout.write(
		`wrote ${OUTPUT_FILE}: ${data.runtime.length} runtime and ${data.driver.length} driver codes, ` +
			`${captured} with a captured message (CUDA ${data.headers.cudaVersion} headers)\n`,
	);
	const undeclared = listUndeclaredMessages(inputs).filter((entry) => !/ (cudaSuccess|CUDA_SUCCESS)$/.test(entry));
	if (undeclared.length > 0) {
		process.stdout.write(`captured but not in the headers, so without a page: ${undeclared.join(', ')}\n`);
	}
}
