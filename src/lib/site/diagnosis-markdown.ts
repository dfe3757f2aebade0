/**
 * A diagnosis as Markdown, to paste into an issue or a chat: the error line, the best match with
 * its short answer, the facts and the runbook link, then the other candidates. Links are absolute
 * (`origin` plus the site's paths). The paste itself is not included beyond its error line.
 */
import type { Diagnosis } from '../diagnosis/diagnose.ts';
import type { FamilyGuide } from './family-guide.ts';
import { showFacts } from './fact-labels.ts';
import { summarizeMatch } from './match-summary.ts';

/** What the Markdown is made from. */
export interface MarkdownSource {
	diagnosis: Pick<Diagnosis, 'matches' | 'errorLine' | 'recognized'>;
	/** Scheme and host, e.g. `https://triage.example.org`; site paths already carry the base. */
	origin: string;
	base: string;
	guides: Record<string, FamilyGuide>;
	summaries: Record<string, string>;
}

// Shown in the lines above the facts, or of use only to programs.
const LEFT_OUT = new Set(['verdict', 'verdictText', 'errorLine']);

/** The Markdown for a diagnosis; a no-match names what the paste shows instead. */
export function diagnosisToMarkdown({ diagnosis, origin, base, guides, summaries }: MarkdownSource): string {
	const url = (path: string) => (/^https?:/.test(path) ? path : `${origin}${path}`);
	const lines: string[] = [];
	if (diagnosis.errorLine) lines.push(fence(diagnosis.errorLine), '');
	const [best, ...others] = diagnosis.matches;
	if (!best) {
		lines.push('No runbook matched this error.');
		const { codes, libraries, frameworks } = diagnosis.recognized;
		for (const code of codes) lines.push(`- Names ${code.name}${code.number !== undefined && !code.name.includes(String(code.number)) ? ` (${code.number})` : ''}: ${url(code.url)}`);
		if (libraries.length) lines.push(`- Libraries: ${libraries.join(', ')}`);
		if (frameworks.length) lines.push(`- From: ${frameworks.join(', ')}`);
		return `${lines.join('\n').trimEnd()}\n`;
	}
	const summary = summarizeMatch(best, guides[best.slug], summaries[best.slug], base);
	lines.push(`**${best.title}** (${summary.confidence.split(':')[0].toLowerCase()}): ${url(best.url)}`, '');
	lines.push(`- What happened: ${summary.happened}`);
	if (summary.first) lines.push(`- Do this first: [${summary.first.title}](${url(summary.first.url)})`);
	for (const fact of showFacts(best.facts, LEFT_OUT)) lines.push(`- ${fact.label}: ${fact.text}`);
	lines.push(`- ${summary.because}`);
	if (others.length) {
		lines.push('', `Also possible: ${others.map((match) => `[${match.title}](${url(match.url)})`).join(', ')}`);
	}
	return `${lines.join('\n')}\n`;
}

/** A fenced block that no run of backticks inside `text` can close early. */
function fence(text: string): string {
	const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
	const marks = '`'.repeat(longest + 1);
	return `${marks}text\n${text}\n${marks}`;
}
