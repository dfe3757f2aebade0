/**
 * Reads a built site from disk the way a link checker sees it: every HTML page with its outgoing
 * links and the ids it defines. Works from the built files, never from the sources, so it checks
 * what is really published (the approach of withastro/docs' link checker).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** One built page. */
export interface BuiltPage {
	/** URL path including the base, e.g. `/kb/errors/out-of-memory/`. */
	path: string;
	/** The file on disk. */
	file: string;
	/** Every `href` and `src` value in the page, entity-decoded. */
	links: string[];
	/** Every `id` the page defines (fragment targets). */
	ids: Set<string>;
	/** The raw HTML. */
	html: string;
}

function decode(value: string): string {
	return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

function htmlFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
		.map((entry) => join(entry.parentPath, entry.name));
}

/** Reads every HTML file under `root` (a built site served at `base`). Template contents are skipped for ids. */
export function crawlSite(root: string, base = '/'): BuiltPage[] {
	return htmlFiles(root)
		.filter((file) => !file.includes(`${sep}pagefind${sep}`))
		.map((file) => {
			const html = readFileSync(file, 'utf8');
			const rel = relative(root, file).split(sep).join('/');
			// `dir/index.html` is served as `dir/`; any other file (404.html) under its own name.
			const path = base + rel.replace(/(^|\/)index\.html$/, '$1');
			// Ids inside <template> are not in the document until a script clones them; don't count them as targets.
			const live = html.replace(/<template[\s\S]*?<\/template>/g, '');
			const links = [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => decode(m[1] ?? ''));
			const ids = new Set([...live.matchAll(/\sid="([^"]*)"/g)].map((m) => decode(m[1] ?? '')));
			return { path, file, links, ids, html };
		});
}

/** A link that does not resolve: the page it is on, the link as written and why. */
export interface BrokenLink {
	page: string;
	link: string;
	reason: string;
}

/**
 * Resolves every same-site link of every page against the crawled pages and asset files.
 * `exists(path)` answers whether a non-HTML file (script, stylesheet, image) is published at `path`.
 */
export function findBrokenLinks(pages: BuiltPage[], origin: string, exists: (path: string) => boolean): BrokenLink[] {
	const byPath = new Map(pages.map((p) => [p.path, p]));
	const broken: BrokenLink[] = [];
	for (const page of pages) {
		for (const link of page.links) {
			if (!link || /^(mailto:|data:|blob:|javascript:)/i.test(link)) continue;
			const url = new URL(link, origin + page.path);
			if (url.origin !== origin) continue;
			const target = byPath.get(url.pathname) ?? byPath.get(url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`);
			if (!target) {
				if (!exists(url.pathname)) broken.push({ page: page.path, link, reason: 'no such page or file' });
				continue;
			}
			const fragment = decodeURIComponent(url.hash.slice(1));
			// `#q=`, `#path=`: state fragments read by scripts, not anchors.
			if (fragment && !fragment.includes('=') && !target.ids.has(fragment)) {
				broken.push({ page: page.path, link, reason: `no element with id "${fragment}" on ${target.path}` });
			}
		}
	}
	return broken;
}
