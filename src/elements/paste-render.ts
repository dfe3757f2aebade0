/**
 * Renders a diagnosis into `<triage-paste>`. Each match leads with the short answer (what happened
 * and the one check to run first), then the facts, then why it matched, in a details line.
 * Everything that came from the paste (facts, lines, why) goes in with `textContent`; nothing is
 * parsed as HTML.
 */
import type { DiagnosisMatch, Recognized } from '../lib/diagnosis/diagnose.ts';
import { formatBytes } from '../lib/diagnosis/sizes.ts';
import { CODE_FACTS, showFacts } from '../lib/site/fact-labels.ts';
import type { FamilyGuide } from '../lib/site/family-guide.ts';
import { splitBackticks, summarizeMatch } from '../lib/site/match-summary.ts';
import { buildOomBar, OOM_BAR_FACTS } from '../lib/site/oom-bar.ts';
import { splitExcerpt } from '../lib/site/search-hits.ts';
export { describeLongPaste } from '../lib/site/long-paste-note.ts';

const SVG = 'http://www.w3.org/2000/svg';
// Shown in the lines above the facts (the verdict), or as the line that decided (errorLine).
const HIDDEN = new Set(['verdict', 'verdictText', 'errorLine']);

/** What a card needs besides the match. */
export interface MatchContext {
	wizardUrl: string;
	guide: FamilyGuide | undefined;
	familySummary: string | undefined;
	base: string;
	/** Codes the paste names, linked from the best match. */
	recognized?: Recognized;
}

/** Builds one `<li data-match-slug>` for a match: short answer, facts, why, links. */
export function renderMatch(match: DiagnosisMatch, rank: number, context: MatchContext): HTMLLIElement {
	const summary = summarizeMatch(match, context.guide, context.familySummary, context.base);
	const item = element('li', 'match');
	item.dataset.matchSlug = match.slug;
	item.dataset.confidence = match.confidence;
	item.append(element('p', 'match-rank', `${rank === 0 ? 'Best match' : 'Also possible'} · ${summary.confidence}`));
	const heading = element('h3', 'match-title');
	heading.append(link(match.url, match.title));
	item.append(heading);
	item.append(element('p', 'match-happened', summary.happened));
	if (summary.meaning) item.append(element('p', 'match-meaning', summary.meaning));
	if (summary.first) {
		const first = element('p', 'match-first');
		first.append(element('strong', '', 'Do this first: '), link(summary.first.url, summary.first.title));
		item.append(first);
	}
	const bar = match.slug === 'out-of-memory' ? renderOomBar(match) : null;
	if (bar) item.append(bar);
	const facts = renderFacts(match, bar ? new Set([...HIDDEN, ...OOM_BAR_FACTS]) : HIDDEN, rank === 0 ? context.recognized : undefined);
	if (facts) item.append(facts);
	item.append(renderWhy(match, summary.because));
	const actions = element('p', 'match-actions');
	actions.append(link(match.url, 'Open the runbook'), text(' · '), link(context.wizardUrl, 'Walk me through it'));
	item.append(actions);
	return item;
}

/** The details line: why it matched, the score in words and the line of the paste that decided. */
function renderWhy(match: DiagnosisMatch, because: string): HTMLDetailsElement {
	const details = element('details', 'match-why');
	details.append(element('summary', '', 'Why this match'));
	const reason = element('p');
	for (const part of splitBackticks(because)) reason.append(part.code ? element('code', '', part.text) : text(part.text));
	reason.append(text(` Score ${match.score.toFixed(2)} of 1 (${match.confidence}).`));
	details.append(reason);
	if (match.decidedBy) {
		details.append(element('p', '', 'The line that decided it:'));
		const pre = element('pre', 'match-decided');
		pre.append(element('code', '', match.decidedBy));
		details.append(pre);
	}
	if (match.cause && typeof match.facts.verdictText === 'string') details.append(element('p', '', `Recognised message: ${match.cause.title}.`));
	return details;
}

function renderFacts(match: DiagnosisMatch, hidden: ReadonlySet<string>, recognized: Recognized | undefined): HTMLDListElement | null {
	const shown = showFacts(match.facts, hidden);
	const codes = recognized?.codes ?? [];
	if (shown.length === 0 && codes.length === 0) return null;
	const list = element('dl', 'match-facts');
	for (const fact of shown) {
		const detail = element('dd');
		detail.append(CODE_FACTS.has(fact.key) ? element('code', '', fact.text) : text(fact.text));
		list.append(element('dt', '', fact.label), detail);
	}
	if (codes.length) {
		const detail = element('dd');
		codes.forEach((code, index) => {
			if (index > 0) detail.append(text(', '));
			detail.append(link(code.url, codeName(code)));
		});
		list.append(element('dt', '', codes.length > 1 ? 'Code pages' : 'Code page'), detail);
	}
	return list;
}

/** What the paste shows when no runbook matched: its codes (linked), libraries and frameworks. */
export function renderRecognized(recognized: Recognized): HTMLUListElement | null {
	const list = element('ul', 'recognized');
	for (const code of recognized.codes) {
		const item = element('li');
		const kind = code.api === 'xid' ? 'the kernel-log event' : code.api === 'library' ? `the ${code.library ?? 'library'} status` : `the CUDA ${code.api} code`;
		item.append(text(`It names ${kind} `), link(code.url, codeName(code)), text(': its page says what it means and which runbook covers it.'));
		list.append(item);
	}
	if (recognized.libraries.length) list.append(element('li', '', `It involves ${joinWords(recognized.libraries)}.`));
	if (recognized.frameworks.length) list.append(element('li', '', `It comes from ${joinWords(recognized.frameworks)}.`));
	return list.children.length ? list : null;
}

function codeName(code: Recognized['codes'][number]): string {
	return code.number !== undefined && !code.name.includes(String(code.number)) ? `${code.name} (${code.number})` : code.name;
}

function joinWords(words: readonly string[]): string {
	return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** Pagefind hits as a list of links, the matched words marked. */
export function renderSearchResults(results: { url: string; title: string; excerpt: string }[]): HTMLOListElement {
	const list = element('ol', 'search-hits');
	for (const result of results) {
		const item = element('li');
		const excerpt = element('p');
		for (const part of splitExcerpt(result.excerpt)) excerpt.append(part.match ? element('mark', '', part.text) : text(part.text));
		item.append(link(result.url, result.title), excerpt);
		list.append(item);
	}
	return list;
}

/**
 * The out-of-memory breakdown as a bar with a key: each segment's colour, name and size, on the
 * GPU's total. The figures are those of the verdict above it (see `lib/site/oom-bar.ts`).
 */
function renderOomBar(match: DiagnosisMatch): HTMLElement | null {
	const bar = buildOomBar(match.facts);
	if (!bar) return null;
	const figure = element('figure', 'oom-bar');
	const svg = document.createElementNS(SVG, 'svg');
	svg.setAttribute('viewBox', '0 0 1000 28');
	svg.setAttribute('preserveAspectRatio', 'none');
	svg.setAttribute('aria-hidden', 'true');
	let x = 0;
	for (const segment of bar.segments) {
		const width = (segment.bytes / bar.totalBytes) * 1000;
		if (width <= 0) continue;
		const rect = document.createElementNS(SVG, 'rect');
		rect.setAttribute('x', x.toFixed(1));
		rect.setAttribute('y', '0');
		rect.setAttribute('width', Math.max(width, 2).toFixed(1));
		rect.setAttribute('height', '28');
		rect.setAttribute('class', `seg-${segment.key}`);
		svg.append(rect);
		x += width;
	}
	const caption = element('figcaption');
	caption.append(element('span', 'oom-total', `GPU memory, ${formatBytes(bar.totalBytes)} in all${bar.requestedBytes !== undefined ? `; the failed request was ${formatBytes(bar.requestedBytes)}` : ''}:`));
	const key = element('ul', 'oom-key');
	for (const segment of bar.segments) {
		const item = element('li');
		item.append(element('span', `swatch seg-${segment.key}`), element('span', 'oom-size', formatBytes(segment.bytes)), text(` ${segment.label}`));
		key.append(item);
	}
	caption.append(key);
	figure.append(svg, caption);
	return figure;
}

function link(href: string, label: string): HTMLAnchorElement {
	const anchor = element('a', '', label);
	anchor.href = href;
	return anchor;
}

/** Creates an element with a class and text content. */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', content?: string): HTMLElementTagNameMap[K] {
	const node = document.createElement(tag);
	if (className) node.className = className;
	if (content !== undefined) node.textContent = content;
	return node;
}

function text(value: string): Text {
	return document.createTextNode(value);
}
