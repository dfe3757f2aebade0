/**
 * `diagnose(paste, registry)`: from a pasted error (or a whole log) to ranked runbook matches,
 * each with a score in [0, 1], why it matched, facts read from the paste and, where a cause
 * pattern matched, what that cause means. Pure: no DOM, no Astro, no I/O; never throws.
 */
import { runbookPath, checkPath } from '../site/paths.ts';
import { extractEvidence, readPaste, type EvidenceLine, type Examined, type Extraction } from './extract.ts';
import { parseFacts, type Facts } from './facts/index.ts';
import { MAX_MATCHES } from './limits.ts';
import { scoreFamilies, type FamilyScore, type Item } from './match.ts';
import { compileRegistry } from './compile.ts';
import { informativeWords, normalizeText } from './normalize.ts';
import { recognize, type Recognized } from './recognize.ts';
import type { Registry } from './registry.ts';
import { protectTokens } from './tokens.ts';

export type { Recognized, RecognizedCode } from './recognize.ts';
export type { Examined } from './extract.ts';

/** How far to trust a match: the calibrated score's band (see `confidenceOf`). */
export type Confidence = 'strong' | 'likely' | 'weak';

/** The cause a matched pattern points at. */
export interface DiagnosisCause {
	id: string;
	title: string;
	meaning: string;
	/** Id of the check to go to first. */
	check?: string;
	/** URL of that check: `/errors/<slug>/#check-<id>` under the base. */
	checkUrl?: string;
}

/** One ranked match. */
export interface DiagnosisMatch {
	slug: string;
	title: string;
	/** `/errors/<slug>/` under the base path. */
	url: string;
	/**
	 * Confidence in [0, 1], two decimals, calibrated on real pastes: at 0.8 and above the first
	 * answer was right at least 95% of the time on pastes the engine was never tuned on.
	 */
	score: number;
	/** The score in words: `strong` (0.8 and above), `likely` (0.6 and above), `weak` (below). */
	confidence: Confidence;
	/** Why it matched, in words, e.g. "the paste names `cudaErrorIllegalAddress` (700) and says 'an illegal memory access was encountered'". */
	why: string;
	/** The line of the paste whose evidence decided the match (cut to 300 characters). */
	decidedBy?: string;
	/** Facts read from the paste (sizes in bytes, ranks, architectures...). */
	facts: Facts;
	/** The cause whose pattern matched, if any. */
	cause?: DiagnosisCause;
	/**
	 * The check to run first for the verdict read from the paste's numbers (`facts.verdict`), when the
	 * runbook names one (`verdictChecks`): more specific than the cause's check.
	 */
	verdictCheck?: { id: string; url: string };
}

/** The result of one diagnosis. */
export interface Diagnosis {
	/** Best first; empty when nothing matched. */
	matches: DiagnosisMatch[];
	/** The line the paste is about (final exception, or last error line), boilerplate removed. */
	errorLine: string | null;
	/** Words for a full-text search when the registry knows nothing (Pagefind fallback). */
	searchQuery: string;
	/** Ids of boilerplate that was set aside. */
	boilerplate: string[];
	/** Codes (with their pages), libraries and frameworks the paste shows, matched or not. */
	recognized: Recognized;
	/**
	 * How much of the paste was read, when some was set aside: a long log is read at its end and
	 * around its first and last error lines. Absent when the whole paste was read.
	 */
	examined?: Examined;
}

/** Options of `diagnose`. */
export interface DiagnoseOptions {
	/** Base path for URLs (Astro's BASE_URL); default '/'. */
	base?: string;
	/** Most matches returned; default 5. */
	maxMatches?: number;
}

const MIN_SCORE = 0.3;
const RELATIVE_FLOOR = 0.3;
// Two families this close have no clear winner: every score comes down so that neither reads as strong.
const TIE_MARGIN = 0.06;
const TIE_DISCOUNT = 0.85;
// Evidence that only shares words with a family (no cause, code, message or number) is weak by nature.
const WORDS_ONLY_CAP = 0.55;

const EMPTY: Recognized = { codes: [], libraries: [], frameworks: [] };

/** Diagnoses `paste` against `registry`. Never throws: bad input gives no matches. */
export function diagnose(paste: unknown, registry: Registry, options: DiagnoseOptions = {}): Diagnosis {
	const text = typeof paste === 'string' ? paste : '';
	if (text.trim() === '') return { matches: [], errorLine: null, searchQuery: '', boilerplate: [], recognized: EMPTY };
	try {
		return diagnoseText(text, registry, options);
	} catch {
		return { matches: [], errorLine: null, searchQuery: '', boilerplate: [], recognized: EMPTY };
	}
}

function diagnoseText(text: string, registry: Registry, options: DiagnoseOptions): Diagnosis {
	const base = options.base ?? '/';
	const read = readPaste(text);
	let extraction = extractEvidence(read);
	let ranked = scoreFamilies(extraction.lines, protectTokens(extraction.lines), registry, extraction.context);
	if (ranked.length === 0) {
		// Nothing said anything: the frames of a backtrace (C++ function names, the Python files and
		// functions a traceback stopped in) are the last resort.
		const withFrames = extractEvidence(read, { frames: true });
		if (withFrames.lines.length > extraction.lines.length) {
			extraction = withFrames;
			ranked = scoreFamilies(extraction.lines, protectTokens(extraction.lines), registry, extraction.context);
		}
	}
	const top = ranked[0]?.score ?? 0;
	const kept = ranked.filter((s) => s.score >= MIN_SCORE && s.score >= top * RELATIVE_FLOOR).slice(0, options.maxMatches ?? MAX_MATCHES);
	const factsByFamily = kept.length ? readFacts(extraction.lines) : new Map<string, Facts>();
	const matches = calibrate(kept.map((scored) => toMatch(scored, extraction, registry, factsByFamily, base)), kept, extraction.lines);
	const errorLine = pickErrorLine(extraction, ranked);
	const recognized = recognize(extraction.lines, protectTokens(extraction.lines), extraction.context, compileRegistry(registry), base);
	return {
		matches,
		errorLine,
		searchQuery: errorLine ? buildSearchQuery(errorLine) : '',
		boilerplate: extraction.boilerplate,
		recognized,
		...(extraction.examined ? { examined: extraction.examined } : {}),
	};
}

/**
 * Scores a person can read as probabilities: a near-tie between the first two families lowers
 * every score alike (order kept), and a match on shared words or traceback frames alone stays
 * weak. The thresholds were set on the tuning half of the field pastes; `npm run bench -- field`
 * reports how they hold on the held-back half.
 */
function calibrate(matches: DiagnosisMatch[], scored: FamilyScore[], lines: readonly EvidenceLine[]): DiagnosisMatch[] {
	const tie = matches.length > 1 && matches[0].score - matches[1].score < TIE_MARGIN;
	return matches.map((match, index) => {
		// Where a traceback stopped is no more than a hint of what happened.
		const wordsOnly = scored[index].items.every((item) => item.kind === 'keyword' || item.kind === 'class' || lines[item.line]?.kind === 'frame');
		let score = tie ? match.score * TIE_DISCOUNT : match.score;
		if (wordsOnly) score = Math.min(score, WORDS_ONLY_CAP);
		score = Math.round(score * 100) / 100;
		return { ...match, score, confidence: confidenceOf(score) };
	});
}

/** The band of a calibrated score. */
export function confidenceOf(score: number): Confidence {
	return score >= 0.8 ? 'strong' : score >= 0.6 ? 'likely' : 'weak';
}

function toMatch(scored: FamilyScore, extraction: Extraction, registry: Registry, factsByFamily: Map<string, Facts>, base: string): DiagnosisMatch {
	const family = registry.families[scored.family];
	const best = scored.items[0];
	// The most specific cause found anywhere in the paste, a generic one only when there is no other,
	// and a generic one that wraps another message ("NCCL error in: ...") only when nothing else is named.
	const causes = scored.items.flatMap((item) => (item.kind === 'cause' && item.cause !== undefined ? [{ item, cause: registry.causes[item.cause] }] : []));
	const causeItem =
		(causes.find(({ cause }) => !cause.generic) ?? causes.find(({ cause }) => !cause.wrapper))?.item ?? scored.items.find((item) => item.kind === 'cause');
	const codeItem = scored.items.find((item) => (item.kind === 'code' || item.kind === 'number') && item.code);
	const facts: Facts = {};
	const line = extraction.lines[best.line];
	if (line) facts.errorLine = line.text.length > 300 ? `${line.text.slice(0, 297)}...` : line.text;
	if (line?.qualifiedClass) facts.exception = line.qualifiedClass;
	if (codeItem?.code) facts.code = codeItem.code;
	if (codeItem?.printed && codeItem.number !== undefined) facts.errorNumber = codeItem.number;
	if (codeItem?.legacy) facts.legacyNumbering = true;
	Object.assign(facts, factsByFamily.get(family.slug));
	const match: DiagnosisMatch = {
		slug: family.slug,
		title: family.title,
		url: runbookPath(base, family.slug),
		score: Math.round(scored.score * 100) / 100,
		confidence: confidenceOf(scored.score),
		why: explain(scored.items),
		facts,
	};
	const verdictCheck = typeof facts.verdict === 'string' ? family.verdictChecks?.[facts.verdict] : undefined;
	if (verdictCheck) match.verdictCheck = { id: verdictCheck, url: checkPath(base, family.slug, verdictCheck) };
	const deciding = extraction.lines[(causeItem ?? best).line];
	if (deciding) match.decidedBy = deciding.text.length > 300 ? `${deciding.text.slice(0, 297)}...` : deciding.text;
	if (causeItem?.cause !== undefined) {
		const cause = registry.causes[causeItem.cause];
		match.cause = {
			id: cause.id,
			title: cause.title,
			meaning: cause.meaning,
			...(cause.check ? { check: cause.check, checkUrl: checkPath(base, family.slug, cause.check) } : {}),
		};
	}
	return match;
}

// The order `why` names evidence in: what was printed (enum, message) before what it means.
const EXPLAIN_ORDER: readonly Item['kind'][] = ['code', 'string', 'cause', 'number', 'keyword', 'class'];

// How `why` words each kind of evidence.
const VERBS: Record<Item['kind'], string> = {
	code: 'names',
	string: 'says',
	cause: 'shows the',
	number: 'gives',
	keyword: 'uses',
	class: 'raises',
};

/**
 * "the paste names A, says B and shows the cause C": the family's best item of each kind, enum
 * names and messages first, in words a person reads.
 */
function explain(items: Item[]): string {
	const parts: string[] = [];
	const seen = new Set<string>();
	for (const kind of EXPLAIN_ORDER) {
		const best = items.find((item) => item.kind === kind && (kind !== 'cause' || item.cause === undefined || !seen.has('cause')));
		if (!best || seen.has(best.label)) continue;
		seen.add(best.label);
		if (kind === 'cause') seen.add('cause');
		parts.push(`${VERBS[kind]} ${best.label}`);
		if (parts.length === 3) break;
	}
	if (parts.length === 0) return '';
	const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
	return `the paste ${list}`;
}

/** Facts by family, from the evidence lines in paste order. */
function readFacts(lines: readonly EvidenceLine[]): Map<string, Facts> {
	const facts = parseFacts(lines.map((line) => line.text).join('\n'));
	const assertion = facts.get('device-side-assert');
	if (assertion && 'assertionLines' in assertion) {
		// Identical assertion lines from many threads were folded into one; count them all.
		assertion.assertionLines = lines.filter((line) => /Assertion [`'"]/.test(line.text)).reduce((sum, line) => sum + line.count, 0);
	}
	return facts;
}

/** The final exception line, else the line behind the best match, else nothing. */
function pickErrorLine(extraction: Extraction, ranked: FamilyScore[]): string | null {
	const line = extraction.finalLine ?? (ranked[0] ? extraction.lines[ranked[0].items[0].line] : undefined);
	return line ? line.text.slice(0, 500) : null;
}

/** A short full-text query from an error line: its informative words, class names and numbers left out. */
export function buildSearchQuery(errorLine: string): string {
	const message = errorLine.replace(/^\s*(?:(?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception|Warning)\s*:\s*)+/, '');
	return informativeWords(normalizeText(message))
		.filter((word) => !/^\d/.test(word) && word.length > 2)
		.slice(0, 6)
		.join(' ');
}
