/**
 * Reads the hand-written sources of the code reference (`content/codes/explanations.yaml`,
 * `library-explanations.yaml`, `xid.yaml`) through their schemas, so the build fails on an edit
 * that breaks a rule (a code with neither a runbook nor a reason) even before the generated data
 * is refreshed. Each error names the file and the code.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { z } from 'astro/zod';
import { explanationsFileSchema } from '../../schemas/code.ts';
import { libraryExplanationsFileSchema } from '../../schemas/library-code.ts';
import { xidFileSchema } from '../../schemas/xid.ts';
import { parseContentFile } from './parse-file.ts';

const SOURCES: [string, z.ZodType][] = [
	['content/codes/explanations.yaml', explanationsFileSchema],
	['content/codes/library-explanations.yaml', libraryExplanationsFileSchema],
	['content/codes/xid.yaml', xidFileSchema],
];

/** Validates every source under `root` (a directory path or URL); throws the first file's errors. */
export async function assertValidCodeSources(root: string | URL): Promise<void> {
	const base = typeof root === 'string' ? pathToFileURL(root.endsWith('/') ? root : `${root}/`) : root;
	for (const [file, schema] of SOURCES) {
		parseContentFile(schema, parseYaml(await readFile(new URL(file, base), 'utf8')), file);
	}
}

/** The repository-relative paths of the sources, for watching in development. */
export const CODE_SOURCE_FILES = SOURCES.map(([file]) => file);
