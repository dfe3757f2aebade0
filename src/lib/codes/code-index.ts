/**
 * The index pages of the code reference (`/codes/cuda/`, `/codes/<library>/`, `/codes/xid/`):
 * one row model for every kind of code, the number ranges the page links to so it can be jumped
 * through without JavaScript, the codes grouped by runbook for filtering without JavaScript, and
 * the matching the index's filter box and jump box do in the browser.
 */
import type { FamilySlug } from '../../schemas/parts.ts';

/** One row of an index table. */
export interface IndexRow {
	/** The code's number. */
	number: number;
	/** Its number before CUDA 10.1, where it changed (CUDA runtime codes only). */
	legacyNumber?: number;
	/** Its name: an enum name, or an Xid's short name. */
	name: string;
	/** True when `name` is an identifier to show in code font. */
	nameIsCode: boolean;
	/** A second line under the name, e.g. an Xid's mnemonic or "deprecated". */
	note?: string;
	/** Other names that lead to the same page (deprecated aliases). */
	aliases: string[];
	/** The code's own page. */
	href: string;
	/** The runbook that owns it, or null. */
	family: FamilySlug | null;
	/** Why no runbook does, when `family` is null. */
	noRunbook?: string;
	/** The short value of the optional column (e.g. "yes" for a sticky CUDA error), when the index has one. */
	extra?: string;
	/** The long text of the last column (the message, or NVIDIA's action), or null when there is none. */
	text: string | null;
	/** True for rows to show muted: deprecated, unused, not an error. */
	muted: boolean;
}

/** The id of a row, the target of the jump links: `n-<number>`. */
export function rowAnchor(number: number): string {
	return `n-${number}`;
}

/** A jump link: a range of numbers and the row it leads to. */
export interface JumpTarget {
	/** What the link says, e.g. "700–799" or "13". */
	label: string;
	/** The anchor of the first row in the range. */
	anchor: string;
}

// Range widths to try, smallest first; the first that needs few enough links wins.
const RANGE_WIDTHS = [1, 10, 20, 50, 100, 1000, 10000];

/** Links to the first row of each range of numbers, as few as `maxLinks`, in number order. */
export function listJumpTargets(numbers: readonly number[], maxLinks = 12): JumpTarget[] {
	const sorted = [...new Set(numbers)].sort((a, b) => a - b);
	const width = RANGE_WIDTHS.find((w) => new Set(sorted.map((n) => Math.floor(n / w))).size <= maxLinks) ?? RANGE_WIDTHS.at(-1)!;
	const firsts = new Map<number, number>();
	for (const n of sorted) {
		const bucket = Math.floor(n / width);
		if (!firsts.has(bucket)) firsts.set(bucket, n);
	}
	return [...firsts].map(([bucket, first]) => ({
		label: width === 1 ? String(first) : `${bucket * width}–${bucket * width + width - 1}`,
		anchor: rowAnchor(first),
	}));
}

/** The rows of each runbook, in the order of `familyOrder`, then the rows no runbook owns. */
export interface RunbookGroup {
	/** The runbook, or null for the codes none owns. */
	family: FamilySlug | null;
	/** The rows, in number order. */
	rows: IndexRow[];
}

/** Groups rows by the runbook that owns them: runbooks in `familyOrder` first, then any others, then none. */
export function groupRowsByRunbook(rows: readonly IndexRow[], familyOrder: readonly string[]): RunbookGroup[] {
	const groups = new Map<FamilySlug | null, IndexRow[]>();
	for (const row of rows) groups.set(row.family, [...(groups.get(row.family) ?? []), row]);
	const rank = (family: FamilySlug | null) => (family === null ? Number.MAX_SAFE_INTEGER : familyOrder.includes(family) ? familyOrder.indexOf(family) : familyOrder.length);
	return [...groups]
		.map(([family, members]) => ({ family, rows: members }))
		.sort((a, b) => rank(a.family) - rank(b.family) || String(a.family).localeCompare(String(b.family)));
}

/** The text a row's filter matches against: numbers, names, runbook and message, lower-cased. */
export function describeSearchText(row: IndexRow, familyTitle?: string): string {
	return [row.number, row.legacyNumber, row.name, row.note, ...row.aliases, row.family, familyTitle, row.extra, row.text]
		.filter((part) => part !== undefined && part !== null)
		.join(' ')
		.toLowerCase();
}

/** True when every word of the query occurs in the row's search text (an empty query matches all). */
export function matchesFilter(searchText: string, query: string): boolean {
	return query
		.toLowerCase()
		.split(/\s+/)
		.filter(Boolean)
		.every((word) => searchText.includes(word));
}

/** What the jump box needs to know about a row. */
export interface JumpEntry {
	/** The row's number. */
	number: number;
	/** Its number before CUDA 10.1, if it differs. */
	legacyNumber?: number;
	/** Its names: the enum name and any aliases. */
	names: string[];
	/** Its page. */
	href: string;
}

/**
 * The page the jump box leads to for what was typed: the code with that number, else the code
 * whose pre-CUDA-10.1 number it was, else the code with that name (any case; "Xid 79" and "#79"
 * work too), else undefined.
 */
export function findJumpTarget(entries: readonly JumpEntry[], typed: string): string | undefined {
	const key = typed.trim().replace(/^(xid\s*|#)/i, '');
	if (/^\d+$/.test(key)) {
		const number = Number(key);
		return (entries.find((e) => e.number === number) ?? entries.find((e) => e.legacyNumber === number))?.href;
	}
	const lower = key.toLowerCase();
	return lower ? entries.find((e) => e.names.some((name) => name.toLowerCase() === lower))?.href : undefined;
}
