/**
 * A parser for the JavaScript regular expressions this project writes (content `match` patterns
 * and the diagnosis engine's own), into a small tree that `safety.ts` can reason about: which
 * characters each part can match, what may come before it, and how often it may repeat.
 * Character sets are approximated over ASCII plus one "any other character" bucket, which is
 * exact for the questions asked (can two parts match the same character?).
 */

/**
 * A set of characters: one bit per ASCII code, bit 128 for every non-ASCII character that is not
 * white space, and bit 129 for non-ASCII white space (no-break and other Unicode spaces).
 */
export type CharSet = Uint8Array;

/** A node of the parsed pattern. */
export type RegexNode =
	| { type: 'alt'; branches: RegexNode[] }
	| { type: 'seq'; items: RegexNode[] }
	| { type: 'char'; set: CharSet; text: string }
	| { type: 'group'; kind: 'group' | 'lookahead' | 'lookbehind'; body: RegexNode }
	| { type: 'assert'; kind: 'start' | 'end' | 'word' | 'nonword' }
	| { type: 'quant'; body: RegexNode; min: number; max: number; text: string }
	| { type: 'backref'; text: string };

const SIZE = 130;
const OTHER = 128;
const OTHER_SPACE = 129;

// Unicode white space outside ASCII, as `\s` matches it.
const UNICODE_SPACE = /[\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/** The bucket of a character code. */
function bucketOf(code: number): number {
	if (code < 128) return code;
	return UNICODE_SPACE.test(String.fromCharCode(code)) ? OTHER_SPACE : OTHER;
}

/** An empty set. */
export function emptySet(): CharSet {
	return new Uint8Array(SIZE);
}

/** The union of two sets. */
export function union(a: CharSet, b: CharSet): CharSet {
	const out = emptySet();
	for (let i = 0; i < SIZE; i += 1) out[i] = a[i] | b[i];
	return out;
}

/** True when the sets share a character. */
export function intersects(a: CharSet, b: CharSet): boolean {
	for (let i = 0; i < SIZE; i += 1) if (a[i] && b[i]) return true;
	return false;
}

/** A character both sets hold, for an attack string; '\u00e9' stands for "any non-ASCII". */
export function sharedChar(a: CharSet, b: CharSet): string | null {
	for (const preferred of [97, 48, 32, 61, 46, 65]) if (a[preferred] && b[preferred]) return String.fromCharCode(preferred);
	for (let i = 0; i < SIZE; i += 1) if (a[i] && b[i]) return i === OTHER ? '\u00e9' : i === OTHER_SPACE ? '\u00a0' : String.fromCharCode(i);
	return null;
}

/** A character outside the set, to make a match fail. */
export function charOutside(set: CharSet): string {
	for (const candidate of ['!', '\u0001', '~', '#', '\n']) if (!set[candidate.charCodeAt(0)]) return candidate;
	for (let i = 1; i < 128; i += 1) if (!set[i]) return String.fromCharCode(i);
	return '\u0000';
}

function setOf(...codes: number[]): CharSet {
	const set = emptySet();
	for (const code of codes) set[code] = 1;
	return set;
}

function range(set: CharSet, from: number, to: number): void {
	for (let i = from; i <= to && i < 128; i += 1) set[i] = 1;
	if (to >= 128) {
		set[OTHER] = 1;
		if (to >= 0xa0) set[OTHER_SPACE] = 1;
	}
}

function complement(set: CharSet): CharSet {
	const out = emptySet();
	for (let i = 0; i < SIZE; i += 1) out[i] = set[i] ? 0 : 1;
	return out;
}

const DIGIT = (() => {
	const s = emptySet();
	range(s, 48, 57);
	return s;
})();
const WORD = (() => {
	const s = emptySet();
	range(s, 48, 57);
	range(s, 65, 90);
	range(s, 97, 122);
	s[95] = 1;
	return s;
})();
const SPACE = (() => {
	const s = setOf(32, 9, 10, 11, 12, 13);
	s[OTHER_SPACE] = 1; // \s also holds the Unicode spaces
	return s;
})();
const ANY_BUT_NEWLINE = (() => {
	const s = emptySet();
	range(s, 0, 0xffff);
	s[10] = 0;
	s[13] = 0;
	return s;
})();

/** Word characters (`\w`), for `\b` reasoning. */
export const WORD_SET: CharSet = WORD;

/** Every character. */
export function allChars(): CharSet {
	const s = emptySet();
	range(s, 0, 0xffff);
	return s;
}

/** Folds letters so that a case-insensitive pattern's sets hold both cases. */
function foldCase(set: CharSet): CharSet {
	const out = new Uint8Array(set);
	for (let i = 65; i <= 90; i += 1) {
		if (set[i] || set[i + 32]) {
			out[i] = 1;
			out[i + 32] = 1;
		}
	}
	return out;
}

/** A pattern that does not parse as this dialect. */
export class RegexSyntaxError extends Error {}

/** Parses `source` (flags: `i` folds case). Throws RegexSyntaxError on what it cannot read. */
export function parseRegex(source: string, flags = ''): RegexNode {
	const ignoreCase = flags.includes('i');
	let pos = 0;
	const peek = () => source[pos];
	const fail = (why: string): never => {
		throw new RegexSyntaxError(`${why} at position ${pos}`);
	};
	const finish = (set: CharSet): CharSet => (ignoreCase ? foldCase(set) : set);

	function parseAlt(): RegexNode {
		const branches: RegexNode[] = [parseSeq()];
		while (peek() === '|') {
			pos += 1;
			branches.push(parseSeq());
		}
		return branches.length === 1 ? branches[0] : { type: 'alt', branches };
	}

	function parseSeq(): RegexNode {
		const items: RegexNode[] = [];
		while (pos < source.length && peek() !== '|' && peek() !== ')') {
			const start = pos;
			const atom = parseAtom();
			const quantified = parseQuantifier(atom, start);
			items.push(quantified);
		}
		return { type: 'seq', items };
	}

	function parseQuantifier(atom: RegexNode, start: number): RegexNode {
		let min: number;
		let max: number;
		const c = peek();
		if (c === '*') [min, max] = [0, Infinity];
		else if (c === '+') [min, max] = [1, Infinity];
		else if (c === '?') [min, max] = [0, 1];
		else if (c === '{') {
			const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(pos));
			if (!m) return atom; // a literal brace
			min = Number(m[1]);
			max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
			pos += m[0].length - 1;
		} else return atom;
		pos += 1;
		if (peek() === '?') pos += 1; // lazy: the same backtracking bounds
		if (atom.type === 'assert') fail('a quantifier on an assertion');
		return { type: 'quant', body: atom, min, max, text: source.slice(start, pos) };
	}

	function parseAtom(): RegexNode {
		const c = source[pos];
		if (c === '(') {
			pos += 1;
			let kind: 'group' | 'lookahead' | 'lookbehind' = 'group';
			if (source.startsWith('?:', pos)) pos += 2;
			else if (source.startsWith('?=', pos) || source.startsWith('?!', pos)) {
				kind = 'lookahead';
				pos += 2;
			} else if (source.startsWith('?<=', pos) || source.startsWith('?<!', pos)) {
				kind = 'lookbehind';
				pos += 3;
			} else if (source.startsWith('?<', pos)) {
				const end = source.indexOf('>', pos);
				if (end < 0) fail('an unterminated group name');
				pos = end + 1;
			} else if (source[pos] === '?') fail('an unknown group kind');
			const body = parseAlt();
			if (source[pos] !== ')') fail('an unclosed group');
			pos += 1;
			return { type: 'group', kind, body };
		}
		if (c === '[') return parseClass();
		if (c === '.') {
			pos += 1;
			return { type: 'char', set: ANY_BUT_NEWLINE, text: '.' };
		}
		if (c === '^') {
			pos += 1;
			return { type: 'assert', kind: 'start' };
		}
		if (c === '$') {
			pos += 1;
			return { type: 'assert', kind: 'end' };
		}
		if (c === '\\') return parseEscape(false) as RegexNode;
		if (c === ')') fail('an unmatched ")"');
		if (c === '*' || c === '+' || c === '?') fail('a quantifier with nothing to repeat');
		pos += 1;
		return { type: 'char', set: finish(setOf(bucketOf(c.charCodeAt(0)))), text: c };
	}

	/** An escape; in a class (`inClass`) it returns a set, else a node. */
	function parseEscape(inClass: boolean): RegexNode | CharSet {
		const start = pos;
		pos += 1;
		const c = source[pos];
		pos += 1;
		const node = (set: CharSet): RegexNode | CharSet => (inClass ? set : { type: 'char', set: finish(set), text: source.slice(start, pos) });
		switch (c) {
			case 'd':
				return node(DIGIT);
			case 'D':
				return node(complement(DIGIT));
			case 'w':
				return node(WORD);
			case 'W':
				return node(complement(WORD));
			case 's':
				return node(SPACE);
			case 'S':
				return node(complement(SPACE));
			case 'n':
				return node(setOf(10));
			case 'r':
				return node(setOf(13));
			case 't':
				return node(setOf(9));
			case 'f':
				return node(setOf(12));
			case 'v':
				return node(setOf(11));
			case '0':
				return node(setOf(0));
			case 'b':
				if (inClass) return setOf(8);
				return { type: 'assert', kind: 'word' };
			case 'B':
				if (inClass) fail('\\B in a class');
				return { type: 'assert', kind: 'nonword' };
			case 'x': {
				const hex = /^[0-9a-fA-F]{2}/.exec(source.slice(pos));
				if (!hex) fail('a bad \\x escape');
				pos += 2;
				const code = parseInt(hex![0], 16);
				return node(setOf(bucketOf(code)));
			}
			case 'u': {
				const hex = /^[0-9a-fA-F]{4}/.exec(source.slice(pos));
				if (!hex) fail('a bad \\u escape');
				pos += 4;
				const code = parseInt(hex![0], 16);
				return node(setOf(bucketOf(code)));
			}
			case 'p':
			case 'P':
				fail('a Unicode property escape');
				break;
			case 'k':
				fail('a named back-reference');
				break;
			default:
				if (c !== undefined && /[1-9]/.test(c)) {
					if (inClass) fail('a back-reference in a class');
					return { type: 'backref', text: source.slice(start, pos) };
				}
				if (c === undefined) fail('a trailing backslash');
		}
		return node(setOf(bucketOf(c.charCodeAt(0))));
	}

	function parseClass(): RegexNode {
		const start = pos;
		pos += 1;
		let negate = false;
		if (peek() === '^') {
			negate = true;
			pos += 1;
		}
		let set = emptySet();
		let first = true;
		while (pos < source.length && (peek() !== ']' || first)) {
			first = false;
			let from: CharSet | number;
			if (peek() === '\\') from = parseEscape(true) as CharSet;
			else {
				from = source.charCodeAt(pos);
				pos += 1;
			}
			if (typeof from === 'number' && peek() === '-' && source[pos + 1] !== ']' && pos + 1 < source.length) {
				pos += 1;
				let to: number;
				if (peek() === '\\') {
					const escaped = parseEscape(true) as CharSet;
					to = escaped.findIndex((bit) => bit === 1);
				} else {
					to = source.charCodeAt(pos);
					pos += 1;
				}
				range(set, from, to);
				continue;
			}
			if (typeof from === 'number') set[bucketOf(from)] = 1;
			else set = union(set, from);
		}
		if (peek() !== ']') fail('an unclosed character class');
		pos += 1;
		const finished = finish(set);
		return { type: 'char', set: negate ? complement(finished) : finished, text: source.slice(start, pos) };
	}

	const tree = parseAlt();
	if (pos < source.length) fail('an unmatched ")"');
	return tree;
}
