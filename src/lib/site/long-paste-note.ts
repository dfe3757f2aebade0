/**
 * What the diagnosis page says about a long paste: how much of it the diagnosis read, and what the
 * address (and a copied link) holds. Loaded with the renderer, on intent.
 */

/** What the page says about a long paste: how much the diagnosis read, and what the address holds. */
export interface LongPasteFacts {
	/** Characters in the box. */
	pasteChars: number;
	/** Characters the address holds (the condensed paste when it differs). */
	fragmentChars: number;
	/** Lines the diagnosis read, of how many, when it set some aside. */
	examined?: { lines: number; ofLines: number };
	/** The whole paste's length, when only its condensed form reached this page. */
	lostChars?: number;
}

/** The sentences for a long paste, or null for a paste read whole and kept whole in the address. */
export function describeLongPaste({ pasteChars, fragmentChars, examined, lostChars }: LongPasteFacts): string | null {
	const count = (n: number) => n.toLocaleString('en-US');
	const sentences: string[] = [];
	if (lostChars !== undefined) {
		sentences.push(
			`The paste was ${count(lostChars)} characters, more than this browser keeps for a tab, so only its error lines came along: the ${count(pasteChars)} characters the diagnosis reads, which give the same answer.`,
		);
	} else if (examined) {
		sentences.push(`A long paste: the diagnosis read ${count(examined.lines)} of its ${count(examined.ofLines)} lines, the end and the lines around its first and last errors.`);
	}
	if (fragmentChars < pasteChars) {
		sentences.push(
			`This page's address, and a link you copy, hold only the lines the diagnosis reads (${count(fragmentChars)} of ${count(pasteChars)} characters), which give the same answer; the whole paste stays in this tab.`,
		);
	}
	return sentences.length ? sentences.join(' ') : null;
}
