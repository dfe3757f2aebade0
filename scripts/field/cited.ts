/**
 * The issue and pull-request threads that the knowledge base links to. A held-back field paste whose
 * own thread the runbooks cite is not a paste nobody has seen (its words may have been written into a
 * runbook from that thread), and a thread from a held-back repository may be the very paste being
 * measured; `test/unit/field-citations.test.ts` and the field bench use this to keep the two apart.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A GitHub issue, pull-request or discussion thread in any text: `github.com/<owner>/<name>/issues/<n>`. */
const THREAD = /https?:\/\/github\.com\/([\w.-]+)\/([\w.-]+)\/(?:issues|pull|discussions)\/(\d+)/g;

/** One thread link found in `content/`. */
export interface CitedThread {
	/** The file under the project root that links to it. */
	file: string;
	/** `owner/name`, lower-case. */
	repo: string;
	/** The thread, normalised by `threadKey`. */
	thread: string;
}

/**
 * The key two spellings of one thread share: lower-case, `pull` and `issues` alike (GitHub redirects
 * one to the other), without a fragment or query.
 */
export function threadKey(url: string): string | null {
	const match = /github\.com\/([\w.-]+)\/([\w.-]+)\/(?:issues|pull|discussions)\/(\d+)/i.exec(url);
	return match ? `${match[1]}/${match[2]}#${match[3]}`.toLowerCase() : null;
}

/** Every thread linked from `content/` (runbooks, tools, wizards, code data), with the file that links it. */
export async function readCitedThreads(root: string): Promise<CitedThread[]> {
	const cited: CitedThread[] = [];
	for (const file of await listFiles(join(root, 'content'))) {
		const text = await readFile(file, 'utf8');
		for (const match of text.matchAll(THREAD)) {
			cited.push({ file: file.slice(root.length).replace(/^[\\/]/, ''), repo: `${match[1]}/${match[2]}`.toLowerCase(), thread: threadKey(match[0])! });
		}
	}
	return cited;
}

async function listFiles(dir: string): Promise<string[]> {
	const entries = await readdir(dir, { withFileTypes: true });
	const nested = await Promise.all(
		entries.map((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : Promise.resolve(/\.(mdx|md|ya?ml|json)$/.test(entry.name) ? [join(dir, entry.name)] : []))),
	);
	return nested.flat().sort();
}
