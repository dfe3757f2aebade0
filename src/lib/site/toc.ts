/**
 * The on-page table of contents of a runbook. Checks are rendered by a component, so they are not in
 * the MDX's own heading list; their order among the prose headings is read from the MDX source.
 */
import { checkAnchor } from './paths.ts';

/** One entry of the table of contents. */
export interface TocEntry {
	depth: number;
	slug: string;
	text: string;
}

/**
 * Merges the MDX body's level-2 headings and the runbook's checks in the order they appear in the
 * source. `body` is the raw MDX; `headings` are Astro's rendered headings of the same body.
 */
export function buildRunbookToc(
	body: string,
	headings: { depth: number; slug: string; text: string }[],
	checks: { id: string; title: string }[],
): TocEntry[] {
	const positioned: { at: number; entry: TocEntry }[] = [];
	const offsets = headingOffsets(body);
	headings
		.filter((h) => h.depth === 2)
		.forEach((heading, i) => {
			positioned.push({ at: offsets[i] ?? Number.MAX_SAFE_INTEGER, entry: { depth: 2, slug: heading.slug, text: heading.text } });
		});
	for (const check of checks) {
		const at = body.search(new RegExp(`<Check\\s+id=["']${check.id}["']`));
		positioned.push({ at: at < 0 ? Number.MAX_SAFE_INTEGER : at, entry: { depth: 3, slug: checkAnchor(check.id), text: check.title } });
	}
	return positioned.sort((a, b) => a.at - b.at).map((p) => p.entry);
}

/** Offsets of the `## ` lines of a Markdown body, skipping fenced code blocks (where `##` is a comment). */
function headingOffsets(body: string): number[] {
	const offsets: number[] = [];
	let fence: string | null = null;
	let offset = 0;
	for (const line of body.split('\n')) {
		const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
		if (marker && (fence === null || marker.startsWith(fence))) fence = fence === null ? marker : null;
		else if (fence === null && line.startsWith('## ')) offsets.push(offset);
		offset += line.length + 1;
	}
	return offsets;
}
