/**
 * Loads Pagefind's browser API once, on intent. The script is written by the build into
 * `<base>pagefind/`, so it is imported by URL at run time rather than bundled.
 */

/** One search hit as Pagefind returns it from `result.data()`. */
export interface PagefindResult {
	url: string;
	excerpt: string;
	meta: Record<string, string | undefined>;
	sub_results: { title: string; url: string; excerpt: string }[];
}

/** The subset of Pagefind's API the site uses. */
export interface Pagefind {
	options(options: { baseUrl?: string }): Promise<void>;
	init(): Promise<void>;
	search(query: string): Promise<{ results: { data(): Promise<PagefindResult> }[] }>;
	debouncedSearch(query: string, options: object, ms: number): Promise<{ results: { data(): Promise<PagefindResult> }[] } | null>;
}

let loading: Promise<Pagefind> | undefined;

/** Imports and initialises Pagefind from `<base>pagefind/pagefind.js`; later calls reuse the first. */
export function loadPagefind(base: string): Promise<Pagefind> {
	loading ??= (async () => {
		const url = `${base.endsWith('/') ? base : base + '/'}pagefind/pagefind.js`;
		const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
		await pagefind.options({ baseUrl: base });
		await pagefind.init();
		return pagefind;
	})();
	loading.catch(() => (loading = undefined));
	return loading;
}
