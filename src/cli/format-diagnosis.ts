/**
 * A diagnosis as a terminal shows it, in the order a person acts on it: the verdict (what
 * happened, the likeliest cause), the facts read from the paste, the first check's commands as
 * the runbook shows them, then the links. Pure: returns text.
 */
import type { Diagnosis, DiagnosisMatch } from '../lib/diagnosis/diagnose.ts';
import { matchCheckId } from '../lib/diagnosis/match-check.ts';
import type { RegistryFamily } from '../lib/diagnosis/registry.ts';
import type { CliCheck } from './data.ts';
import { describeFacts } from './facts.ts';
import { wrap, type Style } from './style.ts';

/** What formatting needs besides the diagnosis. */
export interface DiagnosisFormat {
	style: Style;
	/** A site path as a link (absolute when the site's address is known). */
	link: (path: string) => string;
	/** Families of the registry, for their summaries. */
	families: readonly RegistryFamily[];
	/** Checks by family slug. */
	checks: Readonly<Record<string, CliCheck[]>>;
	/** The wizard link for a match, pre-answered from the paste. */
	wizardLink?: (match: DiagnosisMatch) => string;
}

/** The check to read first for a match: its verdict's check, else its cause's, else the runbook's first. */
export function firstCheck(match: DiagnosisMatch, checks: Readonly<Record<string, CliCheck[]>>): CliCheck | undefined {
	const list = checks[match.slug] ?? [];
	const id = matchCheckId(match);
	return list.find((check) => check.id === id) ?? list[0];
}

/** Formats a diagnosis: the best match in full, the others in a line each. */
export function formatDiagnosis(diagnosis: Diagnosis, format: DiagnosisFormat): string {
	const [best, ...others] = diagnosis.matches;
	if (!best) return formatNoMatch(diagnosis, format);
	const { style } = format;
	const blocks = [formatVerdict(best, format)];
	const facts = describeFacts(best.facts);
	if (facts.length) {
		const width = Math.max(...facts.map(([label]) => label.length));
		blocks.push([style.bold('What the paste says'), ...facts.map(([label, value]) => `  ${style.dim(label.padEnd(width))}  ${value}`)].join('\n'));
	}
	const check = firstCheck(best, format.checks);
	if (check) blocks.push(formatCheck(check, format));
	blocks.push(formatLinks(best, check, diagnosis, format));
	if (others.length) {
		const lines = others.map((match, index) => `  ${index + 2}. ${match.title}  ${confidenceText(match, style)}  ${style.cyan(format.link(match.url))}`);
		blocks.push([style.bold('Also possible'), ...lines].join('\n'));
	}
	return `${blocks.join('\n\n')}\n`;
}

function formatVerdict(match: DiagnosisMatch, { style, families }: DiagnosisFormat): string {
	const indent = '  ';
	const prose = (label: string, text: string) => `${indent}${style.dim(label)} ${wrap(text, style.width - indent.length - label.length - 1, ' '.repeat(indent.length + label.length + 1))}`;
	const lines = [`${style.bold(match.title)}  ${confidenceText(match, style)}`];
	const summary = families.find((family) => family.slug === match.slug)?.summary;
	if (summary) lines.push(prose('What happened:', summary));
	if (match.cause) lines.push(prose('Likeliest cause:', `${match.cause.title}. ${match.cause.meaning}`));
	if (typeof match.facts.verdictText === 'string') lines.push(prose('Verdict:', match.facts.verdictText));
	if (match.why) lines.push(prose('Why:', `${match.why}.`));
	if (match.decidedBy) lines.push(`${indent}${style.dim('Line:')} ${match.decidedBy.trim()}`);
	return lines.join('\n');
}

function formatCheck(check: CliCheck, { style }: DiagnosisFormat): string {
	const lines = [`${style.bold('First check:')} ${check.title}`];
	if (check.command) lines.push(...check.command.text.split('\n').map((line) => (line === '' ? '' : `    ${style.green(line)}`)));
	return lines.join('\n');
}

function formatLinks(match: DiagnosisMatch, check: CliCheck | undefined, diagnosis: Diagnosis, format: DiagnosisFormat): string {
	const { style, link } = format;
	const rows: [string, string][] = [['runbook', link(match.url)]];
	if (check) rows.push(['check', link(`${match.url}#check-${check.id}`)]);
	const wizard = format.wizardLink?.(match);
	if (wizard) rows.push(['walk me through it', link(wizard)]);
	for (const code of diagnosis.recognized.codes) rows.push([codeLabel(code), link(code.url)]);
	const width = Math.max(...rows.map(([label]) => label.length));
	return [style.bold('Links'), ...rows.map(([label, url]) => `  ${style.dim(label.padEnd(width))}  ${style.cyan(url)}`)].join('\n');
}

function formatNoMatch(diagnosis: Diagnosis, { style, link }: DiagnosisFormat): string {
	const lines = [style.bold('No runbook matched.')];
	if (diagnosis.errorLine) lines.push(`  ${style.dim('Error line:')} ${diagnosis.errorLine.trim()}`);
	const { codes, libraries, frameworks } = diagnosis.recognized;
	for (const code of codes) lines.push(`  ${style.dim('Code:')} ${codeLabel(code)}  ${style.cyan(link(code.url))}`);
	if (libraries.length) lines.push(`  ${style.dim('Libraries:')} ${libraries.join(', ')}`);
	if (frameworks.length) lines.push(`  ${style.dim('From:')} ${frameworks.join(', ')}`);
	const next: [string, string][] = [];
	if (codes.length) next.push(['explain the code', `cuda-triage explain ${codes[0].api === 'xid' ? `xid ${codes[0].number}` : codes[0].name}`]);
	next.push(['the triage wizard', style.cyan(link('/wizard/'))]);
	if (diagnosis.searchQuery) next.push(['search the site for', diagnosis.searchQuery]);
	const width = Math.max(...next.map(([label]) => label.length));
	lines.push('', style.bold('Next'), ...next.map(([label, value]) => `  ${style.dim(label.padEnd(width))}  ${value}`));
	return `${lines.join('\n')}\n`;
}

/** "strong (0.93)" in green, "likely" in yellow, "weak" in red. */
function confidenceText(match: DiagnosisMatch, style: Style): string {
	const paint = match.confidence === 'strong' ? style.green : match.confidence === 'likely' ? style.yellow : style.red;
	return paint(`${match.confidence} (${match.score.toFixed(2)})`);
}

function codeLabel(code: Diagnosis['recognized']['codes'][number]): string {
	if (code.api === 'xid') return code.name;
	const prefix = code.library ? `${code.library} ` : '';
	return code.number === undefined ? `${prefix}${code.name}` : `${prefix}${code.name} (${code.number})`;
}

/** How much of a log was read, when some was set aside. */
export interface LogExamined {
	lines: number;
	ofLines: number;
}

/** "Read 1,204 of 2,000,000 lines: ..." for a log of which some was set aside. */
export function formatExamined({ lines, ofLines }: LogExamined, style: Style): string {
	const count = (n: number) => n.toLocaleString('en-US');
	return `${style.dim(`Read ${count(lines)} of ${count(ofLines)} lines: the end of the log and the lines around its first and last errors.`)}\n`;
}
