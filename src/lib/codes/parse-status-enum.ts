/**
 * Reads a library's status enum (`cudnnStatus_t`, `curandStatus_t`, ...) out of its header, for
 * the libraries whose GPU capture is incomplete. Handles the forms the headers use:
 * `typedef enum { ... } T;` and `enum tag { ... }; typedef enum tag T;`, values written as
 * numbers or as earlier names, values left out (previous + 1), `X MACRO = value` deprecation
 * markers, and comments before, after or inside an enumerator.
 */
import type { HeaderStatus } from '../../schemas/library-code.ts';

/** The body between the braces of the enum whose typedef name is `typeName`, or undefined. */
export function findEnumBody(source: string, typeName: string): string | undefined {
	const name = escapeRegExp(typeName);
	const direct = new RegExp(String.raw`typedef\s+enum\s*\w*\s*\{([^{}]*)\}\s*${name}\s*;`).exec(source);
	if (direct) return direct[1];
	const tag = new RegExp(String.raw`typedef\s+enum\s+(\w+)\s+${name}\s*;`).exec(source)?.[1];
	if (!tag) return undefined;
	return new RegExp(String.raw`enum\s+${escapeRegExp(tag)}\s*\{([^{}]*)\}`).exec(source)?.[1];
}

/** Comment text: markers, doxygen `<` and surrounding space removed. */
function cleanComment(raw: string): string {
	return raw
		.replace(/^\/\/\/?<?|^\/\*\*?<?|\*\/$/g, '')
		.replace(/\s+/g, ' ')
		.trim();
}

/**
 * Parses an enum body into statuses. A comment belongs to the enumerator on whose line it sits
 * (before the line break that ends it); a comment alone on its line is a section heading
 * (`/* Uncategorized errors *\/`) and belongs to none.
 */
export function parseStatusEnumBody(body: string, deprecationMarker = /_DEPRECATED\w*/): HeaderStatus[] {
	const statuses: HeaderStatus[] = [];
	const known = new Map<string, number>();
	let previous = -1;
	// Split at top-level commas, keeping comments with the piece they sit in.
	for (const piece of splitEnumerators(body)) {
		const comments: string[] = [];
		const code = piece.text.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (comment) => {
			comments.push(cleanComment(comment));
			return ' ';
		});
		const match = /^\s*([A-Za-z_]\w*)((?:\s+[A-Z][A-Z0-9_]*)*)\s*(?:=\s*([\s\S]+?))?\s*$/.exec(code);
		if (!match) continue;
		const [, name, markers = '', expression] = match;
		const number = expression === undefined ? previous + 1 : evaluate(expression, known);
		if (number === undefined) throw new Error(`cannot evaluate the value of ${name}: ${expression}`);
		known.set(name!, number);
		previous = number;
		const comment = [...piece.trailing, ...comments].filter(Boolean).join('; ');
		statuses.push({ name: name!, number, comment: comment || null, deprecated: deprecationMarker.test(markers) });
	}
	return statuses;
}

/** One enumerator's text and the comments that follow its comma on the same line. */
interface Piece {
	text: string;
	trailing: string[];
}

/** Splits an enum body at its commas; a comment after a comma on the same line goes to the enumerator before it. */
function splitEnumerators(body: string): Piece[] {
	const pieces: Piece[] = [];
	let current = '';
	let index = 0;
	while (index < body.length) {
		const rest = body.slice(index);
		const comment = /^(\/\/[^\n]*|\/\*[\s\S]*?\*\/)/.exec(rest)?.[0];
		if (comment) {
			current += comment;
			index += comment.length;
			continue;
		}
		if (body[index] === ',') {
			// Comments between this comma and the end of the line describe the enumerator just closed.
			const lineEnd = body.indexOf('\n', index);
			const tail = body.slice(index + 1, lineEnd < 0 ? body.length : lineEnd);
			const trailing = [...tail.matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g)].map((m) => cleanComment(m[0]));
			const onlyComments = tail.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '').trim() === '';
			pieces.push({ text: current, trailing: onlyComments ? trailing : [] });
			current = '';
			index += 1 + (onlyComments ? tail.length : 0);
			continue;
		}
		current += body[index];
		index += 1;
	}
	if (current.trim()) pieces.push({ text: current, trailing: [] });
	return pieces.map((piece) => ({ ...piece, text: dropHeadingComments(piece.text) }));
}

/** Removes comments that stand alone on their line: section headings, not descriptions. */
function dropHeadingComments(text: string): string {
	return text
		.split('\n')
		.filter((line) => !/^\s*(\/\/.*|\/\*.*\*\/)\s*$/.test(line))
		.join('\n');
}

/** The value of an enumerator expression: a number, an earlier name, a cast, or a sum of those. */
function evaluate(expression: string, known: Map<string, number>): number | undefined {
	const terms = expression.replace(/\(\s*\w+_t\s*\)/g, '').replace(/[()]/g, '').split('+');
	let total = 0;
	for (const term of terms.map((t) => t.trim())) {
		if (/^-?(0x[0-9a-f]+|\d+)$/i.test(term)) total += Number(term);
		else if (known.has(term)) total += known.get(term)!;
		else return undefined;
	}
	return total;
}

/** Parses the enum whose typedef name is `typeName` out of a whole header; throws when it is absent. */
export function parseStatusEnum(source: string, typeName: string): HeaderStatus[] {
	const body = findEnumBody(source, typeName);
	if (body === undefined) throw new Error(`no enum typedef'd as ${typeName} in the header`);
	return parseStatusEnumBody(body);
}

/** Reads a version from `#define` macros, e.g. `CUDNN_GRAPH_MAJOR` 9, `_MINOR` 19, `_PATCH` 0 as "9.19.0". */
export function readMacroVersion(source: string, macros: readonly string[]): string | undefined {
	const parts = macros.map((macro) => new RegExp(String.raw`#define\s+${escapeRegExp(macro)}\s+(\d+)\b`).exec(source)?.[1]);
	return parts.every((p) => p !== undefined) ? parts.join('.') : undefined;
}

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
