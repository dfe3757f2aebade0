/**
 * Builds the command line's data from the repository: the runbooks and wizards under `content/`
 * and the generated code references, the same sources the site is built from. The build of the
 * standalone package calls it once and bundles the result; the repository's own `cuda-triage`
 * calls it on every start.
 */
import { loadCodesData } from '../lib/codes/codes-data.ts';
import { loadLibraryCodes } from '../lib/codes/library-codes-data.ts';
import { loadXidCatalogue } from '../lib/codes/xid-data.ts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { parseWithFriendlyErrors, readRunbooks, readWizards } from '../lib/content/read-content.ts';
import { buildDiagnosisBundle } from '../lib/diagnosis/bundle.ts';
import { legacyNumbersFileSchema, type CudaCode } from '../schemas/code.ts';
import { extractCheckCommands } from './check-commands.ts';
import type { CliCheck, CliCudaCode, CliData } from './data.ts';

// The whole pre-10.1 enum; the generated reference keeps an old number only where it changed.
const LEGACY_FILE = 'content/codes/legacy-runtime-numbers.yaml';

/** Reads everything the command line needs from the project at `root`. */
export async function loadCliData(root: string): Promise<CliData> {
	const [runbooks, wizards, legacyText] = await Promise.all([readRunbooks(root), readWizards(root), readFile(join(root, LEGACY_FILE), 'utf8')]);
	const codes = loadCodesData();
	const legacy = parseWithFriendlyErrors(legacyNumbersFileSchema, parseYaml(legacyText), LEGACY_FILE);
	const checks: Record<string, CliCheck[]> = {};
	for (const runbook of runbooks) {
		const commands = extractCheckCommands(runbook.body);
		checks[runbook.slug] = runbook.data.checks.map(({ id, title }) => {
			const command = commands.get(id);
			return { id, title, ...(command ? { command } : {}) };
		});
	}
	return {
		bundle: buildDiagnosisBundle(runbooks, wizards),
		cudaVersion: codes.headers.cudaVersion,
		runtime: codes.runtime.map(toCliCode),
		driver: codes.driver.map(toCliCode),
		legacyRuntime: Object.entries(legacy.numbers)
			.map(([name, entry]) => ({ number: entry.number, name }))
			.sort((a, b) => a.number - b.number),
		libraries: loadLibraryCodes().map((library) => ({
			id: library.id,
			title: library.title,
			typeName: library.typeName,
			statuses: library.statuses.map((status) => ({
				name: status.name,
				number: status.number,
				message: status.message,
				deprecated: status.deprecated,
				...(status.aliasOf !== undefined ? { aliasOf: status.aliasOf } : {}),
				notAnError: status.notAnError,
				family: status.family,
				...(status.noRunbook !== undefined ? { noRunbook: status.noRunbook } : {}),
				explanation: status.explanation,
			})),
		})),
		xids: loadXidCatalogue().xids.map((xid) => ({
			number: xid.number,
			name: xid.name,
			mnemonic: xid.mnemonic,
			description: xid.description,
			family: xid.family,
			...(xid.noRunbook !== undefined ? { noRunbook: xid.noRunbook } : {}),
			text: xid.text,
			...(xid.immediateMeaning !== undefined ? { immediate: xid.immediateMeaning } : {}),
			...(xid.investigatoryMeaning !== undefined ? { investigatory: xid.investigatoryMeaning } : {}),
		})),
		checks,
	};
}

/** The fields of a code that `explain` shows (the sources and quoted header text stay on the site). */
function toCliCode(code: CudaCode): CliCudaCode {
	return {
		api: code.api,
		number: code.number,
		...(code.legacyNumber !== undefined ? { legacyNumber: code.legacyNumber } : {}),
		name: code.name,
		message: code.message,
		sticky: code.sticky,
		deprecated: code.deprecated,
		family: code.family,
		...(code.noRunbook !== undefined ? { noRunbook: code.noRunbook } : {}),
		explanation: code.explanation,
	};
}
