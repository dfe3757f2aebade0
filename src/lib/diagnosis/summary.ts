/**
 * Diagnosis as text for a terminal: each match with its score, why, cause, facts (sizes in
 * binary units) and links. Pure: the command line prints what this returns.
 */
import type { Diagnosis, DiagnosisMatch } from './diagnose.ts';
import { formatBytes } from './sizes.ts';

/** Links that go with a match, resolved by the caller (the CLI has no base URL of its own). */
export interface MatchLinks {
	/** Wizard URL with the answers the paste gives, if the family has a wizard. */
	wizard?: string;
}

const FACT_LABELS: Record<string, string> = {
	requestedBytes: 'requested',
	totalBytes: 'GPU total',
	freeBytes: 'free',
	processBytes: 'in use by this process',
	otherProcessBytes: 'in use by other processes',
	allowedBytes: 'allowed (memory fraction)',
	allocatedBytes: 'allocated by PyTorch',
	reservedBytes: 'reserved by PyTorch',
	reservedUnallocatedBytes: 'reserved but unallocated',
	gpu: 'GPU',
	otherProcessCount: 'other processes',
	otherProcessPids: 'their pids',
	exception: 'exception',
	code: 'code',
	errorNumber: 'error number',
};
// Shown elsewhere in the summary, or only useful to programs.
const HIDDEN_FACTS = new Set(['verdict', 'verdictText', 'errorLine']);

/** Formats a diagnosis; `linksFor` supplies per-match links (e.g. the wizard). */
export function formatSummary(diagnosis: Diagnosis, linksFor: (match: DiagnosisMatch) => MatchLinks = () => ({})): string {
	if (diagnosis.matches.length === 0) {
		const lines = ['No runbook matched this paste.'];
		if (diagnosis.errorLine) lines.push(`Error line: ${diagnosis.errorLine}`);
		lines.push('Try the triage wizard: /wizard/');
		return `${lines.join('\n')}\n`;
	}
	const blocks = diagnosis.matches.map((match, index) => formatMatch(match, index, linksFor(match)));
	return `${blocks.join('\n\n')}\n`;
}

function formatMatch(match: DiagnosisMatch, index: number, links: MatchLinks): string {
	const lines = [`${index + 1}. ${match.title} [${match.slug}]  score ${match.score.toFixed(2)}`, `   why: ${match.why}`];
	if (match.facts.errorLine) lines.push(`   line: ${match.facts.errorLine}`);
	if (match.cause) lines.push(`   cause: ${match.cause.title}: ${match.cause.meaning}`);
	if (match.facts.verdictText) lines.push(`   verdict: ${match.facts.verdictText}`);
	const facts = Object.entries(match.facts)
		.filter(([key]) => !HIDDEN_FACTS.has(key))
		.map(([key, value]) => `${FACT_LABELS[key] ?? key}: ${key.endsWith('Bytes') && typeof value === 'number' ? formatBytes(value) : String(value)}`);
	if (facts.length) lines.push(`   facts: ${facts.join('; ')}`);
	lines.push(`   runbook: ${match.url}`);
	if (match.cause?.checkUrl) lines.push(`   first check: ${match.cause.checkUrl}`);
	if (links.wizard) lines.push(`   walk me through it: ${links.wizard}`);
	return lines.join('\n');
}
