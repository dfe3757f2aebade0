/**
 * Prepares a runbook's rendered HTML for the inert `<template>` of its wizard page, from which the
 * wizard clones one check at a time. Two things would break on the way:
 * - scripts and stylesheets inside a template never load, yet the runbook's code blocks and copy
 *   links need them: they are lifted out, to be rendered in the live page once;
 * - the MDX writes links relative to `/errors/<slug>/` (`../other/`, `#check-x`), and the wizard
 *   page lives elsewhere: they are made absolute to the runbook's path.
 */

/** The runbook HTML split into what must load in the page and what goes into the template. */
export interface RunbookTemplateHtml {
	/** `<script>` and `<link>` elements, in their original order. */
	assets: string;
	/** The rest, with every relative link resolved against the runbook's path. */
	content: string;
}

const ASSET = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*>/g;
const LINK_ATTRIBUTE = /(\s(?:href|src)=")([^"]*)"/g;
// Absolute URLs, protocol-relative URLs and site-absolute paths already work from any page.
const NOT_RELATIVE = /^(?:[a-z][a-z0-9+.-]*:|\/)/i;

/** Splits `html` (rendered for the page at `runbookPath`, e.g. `/errors/out-of-memory/`). */
export function prepareRunbookHtml(html: string, runbookPath: string): RunbookTemplateHtml {
	const assets = html.match(ASSET) ?? [];
	const content = html.replace(ASSET, '').replace(LINK_ATTRIBUTE, (_match, head: string, value: string) => {
		if (value === '' || NOT_RELATIVE.test(value)) return `${head}${value}"`;
		const resolved = new URL(decodeEntities(value), `http://runbook.invalid${runbookPath}`);
		return `${head}${encodeEntities(resolved.pathname + resolved.search + resolved.hash)}"`;
	});
	return { assets: assets.join('\n'), content };
}

function decodeEntities(value: string): string {
	return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}

function encodeEntities(value: string): string {
	return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
