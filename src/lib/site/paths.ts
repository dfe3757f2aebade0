/**
 * URL paths of the site's pages, in one place, so that a page never spells another's URL by hand.
 * Each function takes the base path (Astro's `import.meta.env.BASE_URL`) so the site can be
 * served from a subpath such as `/kb/`.
 */

/** Joins the base path and a site-relative path, with exactly one slash between them. */
export function withBase(base: string, path: string): string {
	const head = base.endsWith('/') ? base : `${base}/`;
	return head + path.replace(/^\/+/, '');
}

/** `/errors/<slug>/`: a family's runbook. */
export function runbookPath(base: string, slug: string): string {
	return withBase(base, `errors/${slug}/`);
}

/** `/errors/<slug>/#check-<id>`: one check inside a runbook. */
export function checkPath(base: string, slug: string, checkId: string): string {
	return `${runbookPath(base, slug)}#${checkAnchor(checkId)}`;
}

/** The anchor of a check: `check-<id>`. Fixed by CONTRACT.md. */
export function checkAnchor(checkId: string): string {
	return `check-${checkId}`;
}

/** `/wizard/<slug>/` for a family's wizard, `/wizard/` for the triage wizard. */
export function wizardPath(base: string, slug?: string): string {
	return withBase(base, slug ? `wizard/${slug}/` : 'wizard/');
}

/** `/tools/<id>/`: a debugging tool's page. */
export function toolPath(base: string, id: string): string {
	return withBase(base, `tools/${id}/`);
}

/** `/diagnose/`: the diagnosis page; a paste travels in the fragment `#q=`. */
export function diagnosePath(base: string): string {
	return withBase(base, 'diagnose/');
}

/** `/codes/`: the error-code index. */
export function codesPath(base: string): string {
	return withBase(base, 'codes/');
}

/** The URL segment of an API's code pages: `cuda` for runtime `cudaError_t`, `driver` for `CUresult`. */
export function codeApiSegment(api: 'runtime' | 'driver'): 'cuda' | 'driver' {
	return api === 'runtime' ? 'cuda' : 'driver';
}

/**
 * `/codes/cuda/<number|enumName>/` or `/codes/driver/<number|ENUM_NAME>/`: one error code's page.
 * The number is the canonical address; the enum name leads to the same page.
 */
export function codePath(base: string, api: 'runtime' | 'driver', key: number | string): string {
	return withBase(base, `codes/${codeApiSegment(api)}/${encodeURIComponent(String(key))}/`);
}

/** `/codes/cuda/` or `/codes/driver/`: the index of one API's codes. */
export function codeIndexPath(base: string, api: 'runtime' | 'driver'): string {
	return withBase(base, `codes/${codeApiSegment(api)}/`);
}

/** `/codes/<library>/`: the index of one library's statuses, e.g. `/codes/cublas/`. */
export function libraryCodesPath(base: string, library: string): string {
	return withBase(base, `codes/${library}/`);
}

/**
 * `/codes/<library>/<number|ENUM_NAME>/`: one library status's page, e.g. `/codes/cublas/13/`.
 * The number is the canonical address; the enum name (a deprecated alias's too) leads to it.
 */
export function libraryCodePath(base: string, library: string, key: number | string): string {
	return withBase(base, `codes/${library}/${encodeURIComponent(String(key))}/`);
}

/** `/codes/xid/`: the index of NVIDIA Xid events. */
export function xidIndexPath(base: string): string {
	return withBase(base, 'codes/xid/');
}

/** `/codes/xid/<number>/`: one Xid event's page. */
export function xidPath(base: string, number: number): string {
	return withBase(base, `codes/xid/${number}/`);
}
