/**
 * Reads the content folders straight from disk, outside Astro's content layer: the build-time
 * wizard validation and the command-line diagnosis both need the runbooks' frontmatter and the
 * wizard trees without a running Astro. Every problem is reported as the author's error message,
 * naming the file and the field.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { z } from 'astro/zod';
import { runbookSchema, type Runbook } from '../../schemas/runbook.ts';
import { wizardSchema, type Wizard } from '../../schemas/wizard.ts';

/** One runbook read from `content/errors/<slug>.mdx`. */
export interface RunbookFile {
	/** The family slug: the file name without `.mdx`. */
	slug: string;
	/** Path relative to the project root, e.g. `content/errors/out-of-memory.mdx`. */
	file: string;
	/** The validated frontmatter, defaults applied. */
	data: Runbook;
	/** The MDX body after the frontmatter. */
	body: string;
}

/** One wizard read from `content/wizards/<id>.yaml`. */
export interface WizardFile {
	/** The family slug, or `triage`: the file name without `.yaml`. */
	id: string;
	/** Path relative to the project root, e.g. `content/wizards/triage.yaml`. */
	file: string;
	/** The validated tree. */
	data: Wizard;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** Reads and validates every `content/errors/*.mdx` under `root`, sorted by slug. */
export async function readRunbooks(root: string | URL): Promise<RunbookFile[]> {
	const files = await listFiles(root, 'content/errors', '.mdx');
	return Promise.all(
		files.map(async ({ name, file, path }) => {
			const text = await readFile(path, 'utf8');
			const frontmatter = FRONTMATTER.exec(text);
			if (!frontmatter) throw new Error(`${file}: expected YAML frontmatter between two "---" lines at the top`);
			const data = parseWithFriendlyErrors(runbookSchema, parseYamlText(frontmatter[1], file), file);
			return { slug: name, file, data, body: text.slice(frontmatter[0].length) };
		}),
	);
}

/** Reads and validates every `content/wizards/*.yaml` under `root`, sorted by id. */
export async function readWizards(root: string | URL): Promise<WizardFile[]> {
	const files = await listFiles(root, 'content/wizards', '.yaml');
	return Promise.all(
		files.map(async ({ name, file, path }) => {
			const data = parseWithFriendlyErrors(wizardSchema, parseYamlText(await readFile(path, 'utf8'), file), file);
			return { id: name, file, data };
		}),
	);
}

/**
 * Validates `value` with `schema`, or throws one error listing every issue as
 * `<file>: field "<path>": <message>` (for a wizard node: `<file>: node "<id>": field ...`).
 */
export function parseWithFriendlyErrors<T extends z.ZodType>(schema: T, value: unknown, file: string): z.output<T> {
	const result = schema.safeParse(value);
	if (result.success) return result.data;
	const lines = result.error.issues.map((issue) => `${file}: ${describeIssuePath(issue.path)}${issue.message}`);
	throw new Error(lines.join('\n'));
}

function describeIssuePath(path: readonly PropertyKey[]): string {
	const parts = path.map(String);
	// Wizard nodes are keyed by id; naming the node first reads the way authors think of the tree.
	if (parts[0] === 'nodes' && parts.length > 1) {
		const rest = parts.slice(2);
		return `node "${parts[1]}": ${rest.length ? `field "${rest.join('.')}": ` : ''}`;
	}
	return parts.length ? `field "${parts.join('.')}": ` : '';
}

function parseYamlText(text: string, file: string): unknown {
	try {
		return parseYaml(text);
	} catch (error) {
		throw new Error(`${file}: not valid YAML: ${(error as Error).message}`, { cause: error });
	}
}

async function listFiles(root: string | URL, folder: string, extension: string) {
	const rootDir = typeof root === 'string' ? root : fileURLToPath(root);
	const names = await readdir(join(rootDir, folder)).catch((error: NodeJS.ErrnoException) => {
		if (error.code === 'ENOENT') return [];
		throw error;
	});
	return names
		.filter((name) => name.endsWith(extension))
		.sort()
		.map((name) => ({
			name: name.slice(0, -extension.length),
			file: `${folder}/${name}`,
			path: join(rootDir, folder, name),
		}));
}
