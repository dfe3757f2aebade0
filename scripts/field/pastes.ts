/**
 * The field pastes: real pastes copied verbatim from public issue threads, in repositories that the
 * diagnosis corpus (`test/fixtures/corpus/`) does not hold, each labelled with the family a person
 * should land on (`null`: not a GPU error). Gathered for an honest measure; see `split.ts`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One field paste as committed. */
export interface FieldPaste {
	/** `<slug or none>/<owner>-<name>-<issue>`. */
	id: string;
	/** The family a person should land on, or null when it is not a GPU error. */
	slug: string | null;
	/** `owner/name` of the repository whose issue thread it comes from. */
	repo: string;
	/** The issue thread. */
	source: string;
	/** What was pasted there, verbatim. */
	paste: string;
	/** Framework, version, kind of paste. */
	note: string;
	/**
	 * The file it was read from without `.jsonl` (`part-a`, ...): one gathering round each, so that a
	 * round's figures can be told apart from those of rounds the engine has since been tuned on.
	 */
	batch: string;
}

/** Reads every `test/fixtures/field/*.jsonl` under `root`, in file and line order. */
export async function readFieldPastes(root: string): Promise<FieldPaste[]> {
	const dir = join(root, 'test/fixtures/field');
	const files = (await readdir(dir)).filter((name) => name.endsWith('.jsonl')).sort();
	const pastes: FieldPaste[] = [];
	for (const name of files) {
		const lines = (await readFile(join(dir, name), 'utf8')).split('\n');
		lines.forEach((line, index) => {
			if (line.trim() === '') return;
			const paste = { ...(JSON.parse(line) as Omit<FieldPaste, 'batch'>), batch: name.replace(/\.jsonl$/, '') };
			if (typeof paste.paste !== 'string' || typeof paste.repo !== 'string' || !('slug' in paste)) {
				throw new Error(`test/fixtures/field/${name}:${index + 1}: expected {id, slug, repo, source, paste, note}`);
			}
			pastes.push(paste);
		});
	}
	return pastes;
}
