/**
 * What Pagefind reads of a built page. The HTML is minified, so a table cell or a definition ends
 * right where the next begins (`<dt>Message</dt><dd>an illegal…`) and Pagefind, which only breaks
 * words at whitespace, indexed and quoted "Messagean". A space after each closing tag of an element
 * that reads as its own piece of text puts the break back; the served page is not changed.
 */

const SEPARATE = /<\/(dt|dd|th|td|li|p|h[1-6]|caption|figcaption|summary|blockquote)>(?=<)/gi;

/** `html` with a space after the closing tags of cells, list items, definitions and headings. */
export function separateBlocks(html: string): string {
	return html.replace(SEPARATE, '</$1> ');
}
