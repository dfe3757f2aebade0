/**
 * Renders a diagnosis into `<triage-paste>`'s results list. Everything that came from the paste
 * (facts, the error line, why) goes in with `textContent`; nothing is parsed as HTML.
 */
import type { DiagnosisMatch } from '../lib/diagnosis/diagnose.ts';
import { formatBytes } from '../lib/diagnosis/sizes.ts';

const SVG = 'http://www.w3.org/2000/svg';

const FACT_LABELS: Record<string, string> = {
	errorLine: 'Error line',
	exception: 'Exception',
	code: 'Error code',
	errorNumber: 'Error number',
	legacyNumbering: 'Numbering',
	requestedBytes: 'Requested',
	totalBytes: 'GPU total capacity',
	freeBytes: 'Free on the GPU',
	processBytes: 'In use by this process',
	otherProcessBytes: 'In use by other processes',
	otherProcessCount: 'Other processes',
	otherProcessPids: 'Their process ids',
	allowedBytes: 'Allowed (memory fraction)',
	allocatedBytes: 'Allocated by PyTorch',
	reservedBytes: 'Reserved by PyTorch',
	reservedUnallocatedBytes: 'Reserved but unallocated',
	gpu: 'GPU index',
	gpuName: 'GPU',
	gpuArch: 'GPU architecture',
	supportedArchs: 'Architectures in this build',
	minimumArch: 'Oldest architecture supported',
	driverCudaVersion: 'CUDA version the driver supports',
	op: 'Collective',
	seqNum: 'Sequence number',
	numelIn: 'Elements in',
	timeoutMs: 'Timeout (ms)',
	ranForMs: 'Ran for (ms)',
	rank: 'Rank',
	ranks: 'Ranks reporting it',
	ncclVersion: 'NCCL version',
	ncclResult: 'NCCL result',
	lastError: 'Last error',
	firstWarning: 'First NCCL warning',
	assertion: 'Assertion',
	assertionLines: 'Threads that printed it',
	kernel: 'Kernel',
	file: 'Source file',
	line: 'Line',
	block: 'Block',
	thread: 'Thread',
	access: 'Access',
	accessBytes: 'Access size (bytes)',
	memorySpace: 'Memory space',
	address: 'Address',
	sanitizerErrors: 'Sanitizer errors',
	resource: 'Resource',
	requiredBytes: 'Required (bytes)',
	limitBytes: 'Hardware limit (bytes)',
	devices: 'Devices',
	inputType: 'Input type',
	weightType: 'Weight type',
	expectedDtype: 'Expected dtype',
	foundDtype: 'Found dtype',
	operator: 'Operator',
	dtype: 'Dtype',
};
const HIDDEN = new Set(['verdict', 'verdictText']);

/** Builds one `<li data-match-slug>` for a match. */
export function renderMatch(match: DiagnosisMatch, rank: number, wizardUrl: string): HTMLLIElement {
	const item = element('li', 'match');
	item.dataset.matchSlug = match.slug;
	const heading = element('h3', 'match-title');
	const link = element('a');
	link.href = match.url;
	link.textContent = match.title;
	heading.append(link, text(' '), element('span', 'match-score', `${rank === 0 ? 'best match, ' : ''}score ${match.score.toFixed(2)}`));
	item.append(heading, element('p', 'match-why', match.why));
	if (match.cause) {
		const cause = element('p', 'match-cause');
		cause.append(element('strong', '', match.cause.title), text(`: ${match.cause.meaning} `));
		if (match.cause.checkUrl) {
			const check = element('a', '', 'Go to the check');
			check.href = match.cause.checkUrl;
			cause.append(check);
		}
		item.append(cause);
	}
	if (typeof match.facts.verdictText === 'string') item.append(element('p', 'match-verdict', match.facts.verdictText));
	const bar = renderOomBar(match);
	if (bar) item.append(bar);
	const facts = renderFacts(match);
	if (facts) item.append(facts);
	const actions = element('p', 'match-actions');
	const runbook = element('a', '', 'Open the runbook');
	runbook.href = match.url;
	const wizard = element('a', '', 'Walk me through it');
	wizard.href = wizardUrl;
	actions.append(runbook, text(' · '), wizard);
	item.append(actions);
	return item;
}

/** Pagefind hits as a list of links. */
export function renderSearchResults(results: { url: string; title: string; excerpt: string }[]): HTMLOListElement {
	const list = element('ol', 'search-hits');
	for (const result of results) {
		const item = element('li');
		const link = element('a', '', result.title);
		link.href = result.url;
		// Pagefind's excerpt marks hits with <mark>; the text alone is enough here.
		item.append(link, element('p', '', result.excerpt.replace(/<[^<>]{0,500}>/g, '')));
		list.append(item);
	}
	return list;
}

function renderFacts(match: DiagnosisMatch): HTMLDListElement | null {
	const entries = Object.entries(match.facts).filter(([key]) => !HIDDEN.has(key));
	if (entries.length === 0) return null;
	const list = element('dl', 'match-facts');
	for (const [key, value] of entries) {
		const shown = key === 'legacyNumbering' ? 'before CUDA 10.1' : key.endsWith('Bytes') && typeof value === 'number' && !/^(required|limit)/.test(key) ? formatBytes(value) : String(value);
		const term = element('dt', '', FACT_LABELS[key] ?? key);
		const detail = element('dd');
		detail.append(key === 'errorLine' || key === 'assertion' ? element('code', '', shown) : text(shown));
		list.append(term, detail);
	}
	return list;
}

/**
 * The out-of-memory breakdown as a bar: allocated by PyTorch, reserved but unallocated, used
 * outside PyTorch and free, on the GPU's total. The SVG has a text equivalent in its title.
 */
function renderOomBar(match: DiagnosisMatch): HTMLElement | null {
	const num = (key: string) => (typeof match.facts[key] === 'number' ? (match.facts[key] as number) : undefined);
	const total = num('totalBytes');
	const free = num('freeBytes');
	const allocated = num('allocatedBytes');
	if (match.slug !== 'out-of-memory' || !total || free === undefined || allocated === undefined) return null;
	const unallocated = num('reservedUnallocatedBytes') ?? 0;
	const outside = Math.max(0, total - free - allocated - unallocated);
	const segments = [
		{ key: 'allocated', label: 'allocated by PyTorch', bytes: allocated },
		{ key: 'reserved', label: 'reserved but unallocated', bytes: unallocated },
		{ key: 'outside', label: 'used outside PyTorch', bytes: outside },
		{ key: 'free', label: 'free', bytes: free },
	];
	const requested = num('requestedBytes');
	const summary = `GPU memory, ${formatBytes(total)} in all: ${segments.map((s) => `${formatBytes(s.bytes)} ${s.label}`).join(', ')}${requested ? `; the failed request was ${formatBytes(requested)}` : ''}.`;
	const figure = element('figure', 'oom-bar');
	const svg = document.createElementNS(SVG, 'svg');
	svg.setAttribute('viewBox', '0 0 1000 28');
	svg.setAttribute('role', 'img');
	svg.setAttribute('preserveAspectRatio', 'none');
	const title = document.createElementNS(SVG, 'title');
	title.textContent = summary;
	svg.append(title);
	let x = 0;
	for (const segment of segments) {
		const width = (segment.bytes / total) * 1000;
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
	const caption = element('figcaption', '', summary);
	figure.append(svg, caption);
	return figure;
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
