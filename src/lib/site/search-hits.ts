/**
 * Pagefind hits as the search dialog lists them: each page and the runbook checks inside it, each
 * labelled with what it is (runbook, check, code, tool), and the "diagnose this text" entry placed
 * first when the query reads like an error message and last otherwise. Pure, so it is tested apart
 * from the dialog.
 */

/** What a hit is, from its URL. */
export type SearchHitKind = 'runbook' | 'check' | 'code' | 'tool' | 'page' | 'diagnose';

/** One entry of the dialog's list. */
export interface SearchOption {
	kind: SearchHitKind;
	/** The label of the kind, as shown: "Runbook", "Check", ... */
	label: string;
	title: string;
	url: string;
	/** Pagefind's excerpt: text with `<mark>` around the matched words (empty for a check or the diagnosis). */
	excerpt: string;
}

/** A Pagefind result, reduced to what the list reads. */
export interface SearchResultData {
	url: string;
	excerpt: string;
	meta: Record<string, string | undefined>;
	sub_results: { title: string; url: string; excerpt: string }[];
}

const LABELS: Record<SearchHitKind, string> = {
	runbook: 'Runbook',
	check: 'Check',
	code: 'Code',
	tool: 'Tool',
	page: 'Page',
	diagnose: 'Diagnose',
};

/** The kind of a hit's URL under `base`: a runbook, one of its checks, an error code or a tool page. */
export function searchHitKind(url: string, base: string): SearchHitKind {
	const path = url.startsWith(base) ? url.slice(base.length).replace(/^\/+/, '') : url.replace(/^\/+/, '');
	if (path.startsWith('errors/')) return path.includes('#check-') ? 'check' : 'runbook';
	if (path.startsWith('codes/')) return 'code';
	if (path.startsWith('tools/')) return 'tool';
	return 'page';
}

/**
 * Whether a query reads like an error message rather than keywords: an exception (`RuntimeError:`),
 * "error:" with its colon, an enum name (`cudaErrorIllegalAddress`, `CUDA_ERROR_…`, `…_STATUS_…`),
 * an assertion or a long line. Such a query is answered by the diagnosis first; "illegal memory
 * access" is keywords, and so is a name on its own, whose own page is the best answer.
 */
export function looksLikeError(query: string): boolean {
	const text = query.trim();
	if (text.length >= 60) return true;
	if (!/\s/.test(text)) return false;
	return /\b\w*(?:Error|Exception)\s*:|\berror\s*:|\bcudaError[A-Z]\w+|\bCUDA_ERROR_\w+|_STATUS_\w+|\bAssertion\s+[`'"]/i.test(text);
}

/**
 * The dialog's entries for `results` (best first): each page, then up to `checksPerRunbook` of its
 * checks; at most `maxPages` pages. The diagnosis entry (`diagnoseUrl`) goes first for an error
 * message, last for keywords.
 */
export function toSearchOptions(
	results: readonly SearchResultData[],
	query: string,
	{ base, diagnoseUrl, maxPages = 6, checksPerRunbook = 2 }: { base: string; diagnoseUrl: string; maxPages?: number; checksPerRunbook?: number },
): SearchOption[] {
	const options: SearchOption[] = [];
	for (const result of results.slice(0, maxPages)) {
		const kind = searchHitKind(result.url, base);
		options.push({ kind, label: LABELS[kind], title: result.meta.title ?? result.url, url: result.url, excerpt: result.excerpt });
		if (kind !== 'runbook') continue;
		for (const sub of result.sub_results.filter((s) => s.url.includes('#check-')).slice(0, checksPerRunbook)) {
			options.push({ kind: 'check', label: LABELS.check, title: sub.title.replace(/^\d+\.\s*/, ''), url: sub.url, excerpt: sub.excerpt });
		}
	}
	const diagnose: SearchOption = { kind: 'diagnose', label: LABELS.diagnose, title: 'Diagnose this text as an error message', url: diagnoseUrl, excerpt: '' };
	return looksLikeError(query) ? [diagnose, ...options] : [...options, diagnose];
}

/** The excerpt split into plain and matched parts, for building the list with text nodes only. */
export function splitExcerpt(excerpt: string): { text: string; match: boolean }[] {
	const parts: { text: string; match: boolean }[] = [];
	const pattern = /<mark>([\s\S]*?)<\/mark>/g;
	let last = 0;
	for (const found of excerpt.matchAll(pattern)) {
		if (found.index > last) parts.push({ text: decodeEntities(excerpt.slice(last, found.index)), match: false });
		parts.push({ text: decodeEntities(found[1]), match: true });
		last = found.index + found[0].length;
	}
	if (last < excerpt.length) parts.push({ text: decodeEntities(excerpt.slice(last)), match: false });
	return parts.filter((part) => part.text !== '');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** Pagefind escapes the page text it quotes; anything else that looks like a tag is dropped. */
function decodeEntities(html: string): string {
	return html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name] ?? '');
}
