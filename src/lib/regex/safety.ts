/**
 * A static gate against slow regular expressions (ReDoS). JavaScript's engine backtracks, so a
 * pattern such as `(a+)+$` or `foo.*bar` can take time exponential or quadratic in the length of
 * the line it runs on. This gate accepts a pattern only when its cost is provably linear in the
 * line (times a bounded constant), by three rules that are simple enough to explain in an error:
 *
 * 1. Repetition without a bound (`*`, `+`, `{n,}`) applies to one character class, never to a
 *    group (that is where exponential blow-ups live), unless nothing after it can fail.
 * 2. Such a repetition can only be entered at the start of a run of its characters: what may come
 *    before it shares no character with it (`error=\d+` is fine; `foo.*bar` is not, since every
 *    `foo` in a long line starts a scan to the end), unless nothing after it can fail.
 * 3. Bounded repetitions (`{0,80}`) multiply: their product along any path stays at or under
 *    `MAX_BOUNDED_WORK`, so a line is tried at most that many ways from each position.
 *
 * Back-references and look-behinds with unbounded bodies are refused outright. A refused pattern
 * comes with the reason and an attack string that shows the slow case.
 */
import { allChars, charOutside, emptySet, intersects, parseRegex, RegexSyntaxError, sharedChar, union, WORD_SET, type CharSet, type RegexNode } from './parse.ts';

/** The most ways bounded repetitions may try a line from one position. */
export const MAX_BOUNDED_WORK = 1000;

/**
 * The same for a pattern anchored at the start of the line (`^`, no `m` flag), which is tried from
 * one position per line only.
 */
export const MAX_ANCHORED_WORK = 100_000;

// The limit of the pattern being checked (set by `checkRegexSafety`; checking is synchronous).
let workLimit = MAX_BOUNDED_WORK;

/** Why a pattern was refused, and a string that makes it slow. */
export interface RegexProblem {
	/** One sentence for the author. */
	reason: string;
	/** A description of a slow input, e.g. `'foo'.repeat(700) + '!'`. */
	attack: string;
}

/** Returns null when `source` is provably linear-time, else the problem. */
export function checkRegexSafety(source: string, flags = 'i'): RegexProblem | null {
	let tree: RegexNode;
	try {
		tree = parseRegex(source, flags);
	} catch (error) {
		if (error instanceof RegexSyntaxError) return { reason: `it cannot be analysed (${error.message})`, attack: '' };
		throw error;
	}
	workLimit = !flags.includes('m') && startsAnchored(tree) ? MAX_ANCHORED_WORK : MAX_BOUNDED_WORK;
	try {
		visit(tree, allChars(), true, 1, emptySet());
		return null;
	} catch (problem) {
		if (problem instanceof Refusal) return { reason: problem.reason, attack: problem.attack };
		throw problem;
	}
}

/** True when every way through the pattern starts with `^`. */
function startsAnchored(node: RegexNode): boolean {
	switch (node.type) {
		case 'assert':
			return node.kind === 'start';
		case 'alt':
			return node.branches.every(startsAnchored);
		case 'seq':
			return node.items.length > 0 && startsAnchored(node.items[0]);
		case 'group':
			return node.kind === 'group' && startsAnchored(node.body);
		default:
			return false;
	}
}

class Refusal extends Error {
	readonly reason: string;
	readonly attack: string;
	constructor(reason: string, attack: string) {
		super(reason);
		this.reason = reason;
		this.attack = attack;
	}
}

/** Characters that can start a match of `node`. */
function firstSet(node: RegexNode): CharSet {
	switch (node.type) {
		case 'char':
			return node.set;
		case 'alt':
			return node.branches.map(firstSet).reduce(union, emptySet());
		case 'seq': {
			let set = emptySet();
			for (const item of node.items) {
				set = union(set, firstSet(item));
				if (!nullable(item)) break;
			}
			return set;
		}
		case 'group':
			return node.kind === 'group' ? firstSet(node.body) : emptySet();
		case 'quant':
			return node.max === 0 ? emptySet() : firstSet(node.body);
		default:
			return emptySet();
	}
}

/** Characters that can end a match of `node`. */
function lastSet(node: RegexNode): CharSet {
	switch (node.type) {
		case 'char':
			return node.set;
		case 'alt':
			return node.branches.map(lastSet).reduce(union, emptySet());
		case 'seq': {
			let set = emptySet();
			for (let i = node.items.length - 1; i >= 0; i -= 1) {
				set = union(set, lastSet(node.items[i]));
				if (!nullable(node.items[i])) break;
			}
			return set;
		}
		case 'group':
			return node.kind === 'group' ? lastSet(node.body) : emptySet();
		case 'quant':
			return node.max === 0 ? emptySet() : lastSet(node.body);
		default:
			return emptySet();
	}
}

/** True when `node` can match the empty string. */
function nullable(node: RegexNode): boolean {
	switch (node.type) {
		case 'char':
			return false;
		case 'alt':
			return node.branches.some(nullable);
		case 'seq':
			return node.items.every(nullable);
		case 'group':
			return node.kind !== 'group' || nullable(node.body);
		case 'quant':
			return node.min === 0 || nullable(node.body);
		default:
			return true;
	}
}

/** True when `node` can always be passed over without consuming anything and without failing. */
function canSkip(node: RegexNode): boolean {
	switch (node.type) {
		case 'quant':
			return node.min === 0 || canSkip(node.body);
		case 'seq':
			return node.items.every(canSkip);
		case 'alt':
			return node.branches.some(canSkip);
		case 'group':
			return node.kind === 'group' && canSkip(node.body);
		default:
			return false;
	}
}

/**
 * True when a repeated group is split into repetitions one way only: its first (or last) part is
 * a single character class that no other part of it can match, as in `(?:-[a-z0-9]+)` or
 * `(?:[A-Za-z_]\w*\.)`.
 */
function isDelimited(node: RegexNode): boolean {
	let body = node;
	while (body.type === 'group' && body.kind === 'group') body = body.body;
	if (body.type !== 'seq' || body.items.length < 2) return false;
	const items = body.items;
	const others = (skip: number) => items.filter((_, i) => i !== skip).map(charsOf).reduce(union, emptySet());
	const first = items[0];
	const last = items[items.length - 1];
	return (first.type === 'char' && !intersects(first.set, others(0))) || (last.type === 'char' && !intersects(last.set, others(items.length - 1)));
}

/** Every character any part of `node` can match. */
function charsOf(node: RegexNode): CharSet {
	switch (node.type) {
		case 'char':
			return node.set;
		case 'alt':
			return node.branches.map(charsOf).reduce(union, emptySet());
		case 'seq':
			return node.items.map(charsOf).reduce(union, emptySet());
		case 'group':
			return node.kind === 'group' ? charsOf(node.body) : emptySet();
		case 'quant':
			return charsOf(node.body);
		default:
			return emptySet();
	}
}

/** True when `node` repeats something without a bound anywhere inside. */
function hasUnbounded(node: RegexNode): boolean {
	switch (node.type) {
		case 'alt':
			return node.branches.some(hasUnbounded);
		case 'seq':
			return node.items.some(hasUnbounded);
		case 'group':
			return hasUnbounded(node.body);
		case 'quant':
			return node.max === Infinity || hasUnbounded(node.body);
		default:
			return false;
	}
}

/** A short sample the node matches, for attack strings. */
function sample(node: RegexNode): string {
	switch (node.type) {
		case 'char':
			return sharedChar(node.set, node.set) ?? 'a';
		case 'alt':
			return sample(node.branches[0]);
		case 'seq':
			return node.items.map(sample).join('');
		case 'group':
			return node.kind === 'group' ? sample(node.body) : '';
		case 'quant':
			return sample(node.body).repeat(Math.max(1, node.min));
		default:
			return '';
	}
}

/**
 * Checks `node`, entered after a character from `before` (all characters at an unanchored start),
 * with `free` true when nothing after it can make the match fail; `work` is the product of the
 * bounded repetitions around it. Throws a Refusal.
 */
function visit(node: RegexNode, before: CharSet, free: boolean, work: number, follow: CharSet): void {
	switch (node.type) {
		case 'backref':
			throw new Refusal(`the back-reference ${node.text} can make matching exponential and no linear-time engine supports it`, '');
		case 'alt':
			for (const branch of node.branches) visit(branch, before, free, work, follow);
			return;
		case 'group':
			if (node.kind === 'lookbehind' && hasUnbounded(node.body)) throw new Refusal('a look-behind with an unbounded repetition inside is tried again at every position', '');
			// A look-around matches nothing itself and may fail: check its body as if something followed.
			visit(node.body, before, node.kind === 'group' ? free : false, work, node.kind === 'group' ? follow : allChars());
			return;
		case 'seq':
			visitSequence(node.items, before, free, work, follow);
			return;
		case 'quant':
			visitQuantifier(node, [], [], before, free, work, follow);
			return;
		default:
	}
}

function visitSequence(items: RegexNode[], before: CharSet, free: boolean, work: number, after: CharSet): void {
	let preceding = before;
	let multiplier = work;
	// What may come before each item, for looking back past characters a repetition would extend.
	const precedings: CharSet[] = [];
	for (let i = 0; i < items.length; i += 1) {
		const item = items[i];
		precedings.push(preceding);
		const rest = items.slice(i + 1);
		const restFree = free && rest.every(canSkip);
		const follow = rest.every(nullable) ? union(firstSet({ type: 'seq', items: rest }), after) : firstSet({ type: 'seq', items: rest });
		if (item.type === 'assert') {
			if (item.kind === 'start') preceding = emptySet();
			else if (item.kind === 'word' && i + 1 < items.length && isSubset(firstSet(items[i + 1]), WORD_SET)) preceding = minus(preceding, WORD_SET);
			continue;
		}
		if (item.type === 'quant') {
			const factor = visitQuantifier(item, items.slice(0, i), precedings.slice(0, i), preceding, restFree, multiplier, follow);
			// A bounded repetition whose end is unambiguous (what follows cannot start inside it) is
			// scanned once; an ambiguous one multiplies the ways to try everything after it.
			// A word boundary right after a run of word characters lets it stop in one place only.
			const boundaryAfter = rest[0]?.type === 'assert' && rest[0].kind === 'word' && isSubset(lastSet(item.body), WORD_SET);
			const ambiguous = rest.every(nullable) || intersects(firstSet({ type: 'seq', items: rest }), lastSet(item.body));
			if (!restFree && !boundaryAfter && ambiguous) multiplier *= factor;
		} else visit(item, preceding, restFree, multiplier, follow);
		preceding = nullable(item) ? union(preceding, lastSet(item)) : lastSet(item);
	}
}

function visitQuantifier(
	node: Extract<RegexNode, { type: 'quant' }>,
	lead: RegexNode[],
	leadPrecedings: CharSet[],
	before: CharSet,
	free: boolean,
	work: number,
	follow: CharSet,
): number {
	if (node.max !== Infinity) {
		const factor = node.max > 1 ? node.max + 1 : 1;
		if (!free && work * factor > workLimit) {
			throw new Refusal(
				`its bounded repetitions (${node.text} among them) multiply to more than ${workLimit} ways to try each position; use fewer or smaller bounds, or make each one end where the next part cannot start`,
				`'${printable(sample(node.body) || 'a')}'.repeat(${Math.min(5000, node.max * 4)})${failingEnd(union(firstSet(node.body), follow))}`,
			);
		}
		visit(node.body, before, free && node.max <= 1, work * factor, union(firstSet(node.body), follow));
		return factor;
	}
	if (free) {
		// Nothing after it can fail: once here, the match succeeds, so it is never scanned twice.
		visit(node.body, before, true, work, union(firstSet(node.body), follow));
		return 1;
	}
	if (node.body.type !== 'char' && isDelimited(node.body)) {
		// Each repetition starts (or ends) with a character nothing else in it can match, so the text
		// splits into repetitions one way only; it must not begin where the previous part could go on.
		if (intersects(before, firstSet(node.body))) {
			const shared = sharedChar(before, firstSet(node.body)) ?? 'a';
			throw new Refusal(
				`${node.text} can start again at every repetition it has already matched (it may follow '${printable(shared)}'), so a long run of repetitions is scanned from every position: quadratic time; anchor it or put a character it cannot start with before it`,
				`'${printable(sample(node.body))}'.repeat(${Math.ceil(3000 / Math.max(1, sample(node.body).length))})${failingEnd(union(firstSet(node.body), follow))}`,
			);
		}
		visit(node.body, union(before, lastSet(node.body)), false, work, union(firstSet(node.body), follow));
		return 1;
	}
	if (node.body.type !== 'char') {
		throw new Refusal(
			`${node.text} repeats a group without a bound; when what follows fails, the ways to split the text among the repetitions grow exponentially (repeat one character class, or bound it)`,
			`'${printable(sample(node.body))}'.repeat(30)${failingEnd(union(firstSet(node.body), follow))}`,
		);
	}
	const set = node.body.set;
	// Characters of the same class just before it extend the run it scans: look behind them.
	let entry = before;
	let prefix = '';
	for (let i = lead.length - 1; i >= 0; i -= 1) {
		const item = lead[i];
		// Look-arounds match nothing; parts made only of the run's own characters extend it.
		if (item.type === 'group' && item.kind !== 'group') continue;
		if (item.type === 'assert' || hasUnbounded(item) || !isSubset(charsOf(item), set)) break;
		prefix = sample(item) + prefix;
		// What precedes that character (narrowed by a word boundary before it, as in `\b\d[\d,]*`).
		entry = leadPrecedings[i];
	}
	if (intersects(entry, set)) {
		const shared = sharedChar(entry, set) ?? 'a';
		const unanchored = describe(entry).startsWith('any');
		const unit = (unanchored ? '' : shared) + prefix || shared;
		throw new Refusal(
			`${node.text} can start inside a run of its own characters (it may follow ${unanchored ? describe(entry) : `'${printable(shared)}'`}), so a long run is scanned again from every position: quadratic time; put a character it cannot match before it, anchor it, or bound it`,
			`'${printable(unit)}'.repeat(${Math.ceil(3000 / unit.length)})${failingEnd(union(set, follow))}`,
		);
	}
	return 1;
}

/** The end of an attack string: a character that neither extends the run nor lets the match go on. */
function failingEnd(taken: CharSet): string {
	let count = 0;
	for (const bit of taken) count += bit;
	return count >= taken.length ? '' : ` + '${printable(charOutside(taken))}'`;
}

/** A character as an attack string shows it. */
function printable(text: string): string {
	return text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/'/g, "\\'").replace(/[\u0000-\u001f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

function isSubset(a: CharSet, b: CharSet): boolean {
	for (let i = 0; i < a.length; i += 1) if (a[i] && !b[i]) return false;
	return true;
}

function minus(a: CharSet, b: CharSet): CharSet {
	const out = emptySet();
	for (let i = 0; i < a.length; i += 1) out[i] = a[i] && !b[i] ? 1 : 0;
	return out;
}

function describe(set: CharSet): string {
	let count = 0;
	for (const bit of set) count += bit;
	if (count >= 120) return 'any character (an unanchored start)';
	const shown = sharedChar(set, set);
	return shown === null ? 'nothing' : `'${shown === '\n' ? '\\n' : shown}'`;
}
