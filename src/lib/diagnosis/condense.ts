/**
 * A long paste cut down to what diagnosis reads, so that it fits in a URL fragment (`#q=`) and
 * still diagnoses the same: the evidence lines in paste order, frames and boilerplate left out.
 */
import { extractEvidence } from './extract.ts';

/** Returns `paste` when it is at most `maxChars` long, else its evidence lines, tail kept. */
export function condensePaste(paste: string, maxChars: number): string {
	if (paste.length <= maxChars) return paste;
	const lines = extractEvidence(paste).lines.map((line) => line.text);
	let text = lines.join('\n');
	while (text.length > maxChars && lines.length > 1) {
		lines.shift();
		text = lines.join('\n');
	}
	return text.slice(-maxChars);
}
