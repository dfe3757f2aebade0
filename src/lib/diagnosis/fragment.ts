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

/** `#q=<paste>` for a paste; the empty string when there is nothing to keep. Never throws. */
export function formatPasteFragment(paste: string): string {
	return paste === '' ? '' : `#${PREFIX}${encodeURIComponent(wellFormed(paste))}`;
}

/**
 * The text with every lone UTF-16 surrogate (which `encodeURIComponent` refuses) replaced by
 * U+FFFD, in one pass.
 */
export function wellFormed(text: string): string {
	const native = (text as { toWellFormed?: () => string }).toWellFormed;
	if (typeof native === 'function') return native.call(text);
	let out = '';
	let from = 0;
	for (let i = 0; i < text.length; i += 1) {
		const code = text.charCodeAt(i);
		if (code < 0xd800 || code > 0xdfff) continue;
		const next = text.charCodeAt(i + 1);
		if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
			i += 1;
			continue;
		}
		out += `${text.slice(from, i)}\ufffd`;
		from = i + 1;
	}
	return from === 0 ? text : out + text.slice(from);
}

/**
 * decodeURIComponent that never throws: malformed sequences become U+FFFD or stay as typed. The
 * fallback decodes byte by byte into one buffer, so a 2 MB fragment with one bad escape at its end
 * costs one pass, not one allocation per character.
 */
export function decodeLenient(value: string): string {
	try {
		return decodeURIComponent(value);
	} catch {
		const bytes = new Uint8Array(value.length * 3);
		let length = 0;
		for (let i = 0; i < value.length; ) {
			const code = value.charCodeAt(i);
			if (code === 37 && i + 2 < value.length && isHex(value.charCodeAt(i + 1)) && isHex(value.charCodeAt(i + 2))) {
				bytes[length++] = parseInt(value.slice(i + 1, i + 3), 16);
				i += 3;
				continue;
			}
			const codePoint = value.codePointAt(i) ?? 0xfffd;
			const lone = codePoint >= 0xd800 && codePoint <= 0xdfff;
			length = encodeUtf8(lone ? 0xfffd : codePoint, bytes, length);
			i += codePoint > 0xffff ? 2 : 1;
		}
		return new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, length));
	}
}

function isHex(code: number): boolean {
	return (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
}

/** Writes `codePoint` as UTF-8 into `bytes` at `at`; returns the new end. */
function encodeUtf8(codePoint: number, bytes: Uint8Array, at: number): number {
	let end = at;
	if (codePoint < 0x80) bytes[end++] = codePoint;
	else if (codePoint < 0x800) {
		bytes[end++] = 0xc0 | (codePoint >> 6);
		bytes[end++] = 0x80 | (codePoint & 0x3f);
	} else if (codePoint < 0x10000) {
		bytes[end++] = 0xe0 | (codePoint >> 12);
		bytes[end++] = 0x80 | ((codePoint >> 6) & 0x3f);
		bytes[end++] = 0x80 | (codePoint & 0x3f);
	} else {
		bytes[end++] = 0xf0 | (codePoint >> 18);
		bytes[end++] = 0x80 | ((codePoint >> 12) & 0x3f);
		bytes[end++] = 0x80 | ((codePoint >> 6) & 0x3f);
		bytes[end++] = 0x80 | (codePoint & 0x3f);
	}
	return end;
}
