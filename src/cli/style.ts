/**
 * How the command line dresses its text for a terminal: colour only where a person is looking
 * (a TTY), never in a pipe or a file, never with `NO_COLOR` or `--no-color`; prose wrapped to the
 * terminal's width; links made absolute when the site's address is known.
 */

/** Colour (or none) and width for one output stream. */
export interface Style {
	bold(text: string): string;
	dim(text: string): string;
	red(text: string): string;
	green(text: string): string;
	yellow(text: string): string;
	cyan(text: string): string;
	/** Columns to wrap prose at; 0 leaves lines as they are (a pipe or a file). */
	width: number;
}

/** Whether to colour a stream: the flags first, then `NO_COLOR` / `FORCE_COLOR`, then whether it is a terminal. */
export function wantsColour(flags: { color?: boolean; 'no-color'?: boolean }, env: Record<string, string | undefined>, isTTY: boolean): boolean {
	if (flags['no-color']) return false;
	if (flags.color) return true;
	// https://no-color.org: present and not empty.
	if (env.NO_COLOR) return false;
	if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false') return true;
	return isTTY && env.TERM !== 'dumb';
}

/** A style for a stream: `colour` from `wantsColour`, `columns` from the stream when it is a terminal. */
export function createStyle(colour: boolean, columns: number | undefined): Style {
	const paint = (open: number, close: number) => (text: string) => (colour && text !== '' ? `\u001b[${open}m${text}\u001b[${close}m` : text);
	return {
		bold: paint(1, 22),
		dim: paint(2, 22),
		red: paint(31, 39),
		green: paint(32, 39),
		yellow: paint(33, 39),
		cyan: paint(36, 39),
		width: columns && columns >= 40 ? Math.min(columns, 100) : 0,
	};
}

/** Wraps `text` at spaces to `width` columns, every line after the first indented by `indent`; unchanged when `width` is 0 or less (not a terminal). */
export function wrap(text: string, width: number, indent = ''): string {
	if (width <= 0 || text.length <= width) return text;
	const lines: string[] = [];
	let line = '';
	for (const word of text.split(/ +/)) {
		const room = width - (lines.length === 0 ? 0 : indent.length);
		if (line !== '' && line.length + 1 + word.length > room) {
			lines.push(line);
			line = word;
		} else {
			line = line === '' ? word : `${line} ${word}`;
		}
	}
	lines.push(line);
	return lines.join(`\n${indent}`);
}

/**
 * Makes a site path (`/errors/oom/`) a link: absolute under `site` when one is set
 * (`https://kb.example.internal/kb/` gives `https://kb.example.internal/kb/errors/oom/`),
 * the path itself otherwise.
 */
export function siteLink(site: string | undefined, path: string): string {
	if (!site) return path;
	return (site.endsWith('/') ? site : `${site}/`) + path.replace(/^\/+/, '');
}

/** A `--site` value checked: an http(s) URL, or an error message. */
export function checkSite(value: string): { site: string } | { error: string } {
	let url: URL;
	try {
		url = new URL(value);
	} catch {
		return { error: `--site expects the site's address, such as https://kb.example.internal/ (got "${value}")` };
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') return { error: `--site expects an http or https address (got "${value}")` };
	url.hash = '';
	url.search = '';
	return { site: url.href };
}
