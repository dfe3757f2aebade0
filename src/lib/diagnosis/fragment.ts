/**
 * The paste in the URL fragment: `/diagnose/#q=<percent-encoded paste>`. Browsers never send the
 * fragment to the server, so a shared link carries the paste without it leaving the browser.
 * Reading is tolerant: a link cut in the middle of a percent sequence still opens.
 */

const PREFIX = 'q=';

/** The paste in a `location.hash` (with or without '#'), or null when the fragment holds none. */
export function readPasteFragment(hash: string): string | null {
	const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
	if (!fragment.startsWith(PREFIX)) return null;
	return decodeLenient(fragment.slice(PREFIX.length));
}

/** `#q=<paste>` for a paste; the empty string when there is nothing to keep. */
export function formatPasteFragment(paste: string): string {
	return paste === '' ? '' : `#${PREFIX}${encodeURIComponent(paste)}`;
}

/** decodeURIComponent that never throws: malformed sequences become U+FFFD or stay as typed. */
export function decodeLenient(value: string): string {
	try {
		return decodeURIComponent(value);
	} catch {
		const bytes: number[] = [];
		const encoder = new TextEncoder();
		for (let i = 0; i < value.length; ) {
			const escape = /^%[0-9a-fA-F]{2}/.exec(value.slice(i, i + 3));
			if (escape) {
				bytes.push(parseInt(value.slice(i + 1, i + 3), 16));
				i += 3;
				continue;
			}
			const codePoint = value.codePointAt(i) ?? 0;
			const char = String.fromCodePoint(codePoint);
			bytes.push(...encoder.encode(char));
			i += char.length;
		}
		return new TextDecoder('utf-8', { fatal: false }).decode(new Uint8Array(bytes));
	}
}
