/**
 * The issue and pull-request threads that the knowledge base links to. A held-back field paste whose
 * own thread the runbooks cite is not a paste nobody has seen (its words may have been written into a
 * runbook from that thread), and a thread from a held-back repository may be the very paste being
 * measured; `test/unit/field-citations.test.ts` and the field bench use this to keep the two apart.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A GitHub issue, pull-request or discussion thread: `github.com/<owner>/<name>/issues/<n>`. */
const THREAD = /github\.com\/([\w.-]+)\/([\w.-]+)\/(?:issues|pull|discussions)\/(\d+)/gi;

/** One thread link found in `content/`. */
export interface CitedThread {
	/** The file under the project root that links to it. */
	file: string;
	/** The thread, normalised by `threadKey`: `owner/name#n`, lower-case. */
	thread: string;
}

/** `owner/name#n`, lower-case, from the groups of a `THREAD` match. */
function keyOf(match: RegExpMatchArray): string {
	return `${match[1]}/${match[2]}#${match[3]}`.toLowerCase();
}

/**
 * The key two spellings of one thread share: lower-case, `pull` and `issues` alike (GitHub redirects
 * one to the other), without a fragment or query.
 */
export function threadKey(url: string): string | null {
	const match = [...url.matchAll(THREAD)][0];
	return match ? keyOf(match) : null;
}

/** The `owner/name` (lower-case) of a thread key. */
export function repoOfThread(thread: string): string {
	return thread.slice(0, thread.indexOf('#'));
}

/** Every thread linked from `content/` (runbooks, tools, wizards, code data), with the file that links it. */
export async function readCitedThreads(root: string): Promise<CitedThread[]> {
	const names = (await readdir(join(root, 'content'), { recursive: true })).filter((name) => /\.(mdx|md|ya?ml|json)$/.test(name)).sort();
	const cited: CitedThread[] = [];
	for (const name of names) {
		const text = await readFile(join(root, 'content', name), 'utf8');
		for (const match of text.matchAll(THREAD)) cited.push({ file: join('content', name), thread: keyOf(match) });
	}
	return cited;
}
