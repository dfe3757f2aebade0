/**
 * The same paste as other people paste it: the forms a paste takes on its way from a terminal to
 * the paste box (a console copy hard-wrapped at 80 columns, a Markdown quote, a web page's no-break
 * spaces, curly quotes, HTML escaping, a logger's timestamps ...). `npm run bench -- field` applies
 * each to every field paste the diagnosis answers right as pasted, and counts how many keep their
 * answer: the engine should read past the form, not the other way round.
 */

/** One paste form: a name for the table and the transformation. */
export interface PasteForm {
	name: string;
	/** What it stands for, for the bench's reader. */
	note: string;
	apply(paste: string): string;
}

const lines = (text: string) => text.split('\n');

/** Cuts every line into pieces of `width` characters, as a console copy does. */
function hardWrap(text: string, width: number): string {
	return lines(text)
		.flatMap((line) => (line.length === 0 ? [''] : (line.match(new RegExp(`.{1,${width}}`, 'g')) ?? [line])))
		.join('\n');
}

/** Breaks every line at the last space that keeps it within `width` characters, as mail does. */
function wordWrap(text: string, width: number): string {
	return lines(text)
		.flatMap((line) => {
			const out: string[] = [];
			let current = '';
			for (const word of line.split(' ')) {
				if (current !== '' && current.length + 1 + word.length > width) {
					out.push(current);
					current = word;
				} else current = current === '' ? word : `${current} ${word}`;
			}
			out.push(current);
			return out;
		})
		.join('\n');
}

/** The forms the bench tries, in the order it prints them. */
export const PASTE_FORMS: readonly PasteForm[] = [
	{ name: 'hard-wrapped at 80', note: 'a console copy: every line cut at 80 columns, mid-word', apply: (p) => hardWrap(p, 80) },
	{ name: 'word-wrapped at 60', note: 'mail or a narrow console: lines broken at spaces', apply: (p) => wordWrap(p, 60) },
	{ name: 'flattened', note: 'line breaks lost: one line joined by spaces', apply: (p) => lines(p).map((l) => l.trim()).join(' ') },
	{ name: 'Markdown quote', note: '"> " before every line', apply: (p) => lines(p).map((l) => `> ${l}`).join('\n') },
	{ name: 'indented', note: 'four spaces before every line (a Markdown code block)', apply: (p) => lines(p).map((l) => `    ${l}`).join('\n') },
	{ name: 'CRLF', note: 'Windows line endings', apply: (p) => p.replace(/\n/g, '\r\n') },
	{ name: 'coloured', note: 'every line in terminal colour codes', apply: (p) => lines(p).map((l) => `\u001b[1;31m${l}\u001b[0m`).join('\n') },
	{
		name: 'timestamped',
		note: 'a logger\'s "2024-05-01 12:00:00,123 ERROR " before every line',
		apply: (p) => lines(p).map((l, i) => `2024-05-01 12:00:${String(i % 60).padStart(2, '0')},123 ERROR ${l}`).join('\n'),
	},
	{ name: 'compose column', note: 'docker compose\'s "trainer-1  | " before every line', apply: (p) => lines(p).map((l) => `trainer-1  | ${l}`).join('\n') },
	{
		name: 'HTML-escaped',
		note: 'copied from a page source or an API: &lt; &gt; &quot; &#39; &amp;',
		apply: (p) => p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;'),
	},
	{
		name: 'curly quotes',
		note: "a chat client or a word processor: ‘ ’ “ ” for ' and \"",
		apply: (p) => p.replace(/'([^'\n]*)'/g, '\u2018$1\u2019').replace(/"([^"\n]*)"/g, '\u201c$1\u201d'),
	},
	{ name: 'no-break spaces', note: 'a web page: every space a U+00A0', apply: (p) => p.replace(/ /g, '\u00a0') },
];
