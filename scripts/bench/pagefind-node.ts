/**
 * Pagefind's browser API run in Node against a built site's `pagefind/` folder: its `fetch` calls
 * are answered from disk. Used to compare raw full-text search with diagnosis on the same pastes.
 */
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A loaded index: search returns result URLs, best first. */
export interface NodePagefind {
	search(query: string): Promise<string[]>;
}

/** Loads `<dist>/pagefind/pagefind.js`, or returns null when the site has not been built. */
export async function loadNodePagefind(dist: string): Promise<NodePagefind | null> {
	const script = join(dist, 'pagefind', 'pagefind.js');
	if (!(await access(script).then(() => true, () => false))) return null;
	const networkFetch = globalThis.fetch;
	globalThis.fetch = (async (input: string | URL | Request) => {
		const url = new URL(input instanceof Request ? input.url : String(input));
		if (url.protocol !== 'file:') return networkFetch(input);
		return new Response(await readFile(fileURLToPath(url)));
	}) as typeof fetch;
	const pagefind = (await import(pathToFileURL(script).href)) as {
		options(options: object): Promise<void>;
		init(): Promise<void>;
		search(query: string): Promise<{ results: { data(): Promise<{ url: string }> }[] } | null>;
	};
	await pagefind.options({ basePath: pathToFileURL(join(dist, 'pagefind') + '/').href, baseUrl: '/' });
	await pagefind.init();
	return {
		async search(query) {
			const found = await pagefind.search(query);
			return Promise.all((found?.results ?? []).slice(0, 3).map(async (result) => (await result.data()).url));
		},
	};
}
