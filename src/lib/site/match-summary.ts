/**
 * A match in the words the result card leads with: what happened, the one thing to do first (a
 * check and its link), how sure the match is and why it matched. Shared by the card and its
 * Markdown copy, so both say the same.
 */
import type { Confidence, DiagnosisMatch } from '../diagnosis/diagnose.ts';
import { matchCheckId } from '../diagnosis/match-check.ts';
import { checkPath } from './paths.ts';
import type { FamilyGuide } from './family-guide.ts';

/** The short answer for one match. */
export interface MatchSummary {
	/** What happened, one sentence: the facts' verdict, else the cause, else the family's summary. */
	happened: string;
	/** What that means, when the cause adds to the headline. */
	meaning?: string;
	/** The check to run first: the verdict's, else the cause's, else the runbook's first. */
	first?: { title: string; url: string };
	/** The confidence in words, e.g. "Strong match". */
	confidence: string;
	/** "Matched because the paste names `…`", backticks kept for code. */
	because: string;
}

const CONFIDENCE: Record<Confidence, string> = {
	strong: 'Strong match',
	likely: 'Likely match',
	weak: 'Weak match: read the runbook to see whether it fits',
};

/** Summarises `match`; `guide` names the family's checks, `familySummary` is the runbook's one-line summary. */
export function summarizeMatch(match: DiagnosisMatch, guide: FamilyGuide | undefined, familySummary: string | undefined, base: string): MatchSummary {
	const verdict = typeof match.facts.verdictText === 'string' ? match.facts.verdictText : undefined;
	const cause = match.cause;
	const happened = verdict ?? (cause ? sentence(cause.title) : (familySummary ?? match.title));
	const meaning = cause ? cause.meaning : verdict ? familySummary : undefined;
	const checkId = matchCheckId(match) ?? guide?.first;
	const title = checkId ? guide?.titles[checkId] : undefined;
	const first = checkId && title ? { title, url: checkPath(base, match.slug, checkId) } : undefined;
	return {
		happened,
		...(meaning && meaning !== happened ? { meaning } : {}),
		...(first ? { first } : {}),
		confidence: CONFIDENCE[match.confidence],
		because: match.why ? `Matched because ${match.why}.` : 'Matched on the words the paste shares with this runbook.',
	};
}

/** A cause title as a sentence: capital first letter, closing full stop. */
function sentence(text: string): string {
	const trimmed = text.trim();
	const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
	return /[.!?)]$/.test(capital) ? capital : `${capital}.`;
}

/** `text` split at backticks into plain and code parts: "names `cudaErrorX` (2)" → plain, code, plain. */
export function splitBackticks(text: string): { text: string; code: boolean }[] {
	return text
		.split('`')
		.map((part, index) => ({ text: part, code: index % 2 === 1 }))
		.filter((part) => part.text !== '');
}
