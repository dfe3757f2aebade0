/**
 * Lays a wizard out as a diagram at build time with ELK's layered algorithm: the page gets
 * finished coordinates and draws an inline SVG, so no layout code ships to the browser. Trees are
 * drawn top-down with orthogonal edges, each answer's label on its own edge; a tree whose first
 * question fans out so wide that top-down would be a long strip is drawn left to right instead.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { Wizard, WizardNode } from '../../schemas/wizard.ts';

/** One line of a label, placed: `x` is its left edge, `y` its baseline. */
export interface PlacedLine {
	text: string;
	x: number;
	y: number;
}

/** A box drawn for one node. */
export interface DiagramNode {
	/** The node id. */
	id: string;
	/** The node type, for styling. */
	type: WizardNode['type'];
	/** Top-left corner and size. */
	x: number;
	y: number;
	width: number;
	height: number;
	/** The label, wrapped into short lines. */
	lines: PlacedLine[];
	/** The whole label, for a tooltip. */
	title: string;
}

/** An arrow drawn for one answer. */
export interface DiagramEdge {
	/** `<from node id>:<answer id>`: what the page highlights when the answer is given. */
	id: string;
	/** Source and target node ids. */
	from: string;
	to: string;
	/** The polyline, start to end, as an SVG path. */
	path: string;
	/** The answer's label, shortened and wrapped. */
	lines: PlacedLine[];
	/** The whole answer label, for a tooltip. */
	title: string;
}

/** A laid-out diagram. */
export interface WizardDiagram {
	/** `DOWN` (top-down) or `RIGHT` (left to right). */
	direction: 'DOWN' | 'RIGHT';
	width: number;
	height: number;
	nodes: DiagramNode[];
	edges: DiagramEdge[];
}

// Text is measured by character count: there is no font engine at build time. These fit 12px
// system-ui with room to spare, so a label never overflows its box.
const CHAR_WIDTH = 7;
const LINE_HEIGHT = 15;
const PADDING = 10;
const NODE_LINE_CHARS = 26;
const NODE_MAX_LINES = 4;
const EDGE_LINE_CHARS = 22;
const EDGE_MAX_LINES = 3;
// Top-down unless that is this many times wider than tall (a first question with a dozen answers).
const MAX_DOWN_ASPECT = 2.2;

const LAYOUT_OPTIONS = {
	'elk.algorithm': 'layered',
	'elk.edgeRouting': 'ORTHOGONAL',
	// Centred labels get a place of their own in the layout, so they never sit on a box or another label.
	'elk.edgeLabels.placement': 'CENTER',
	'elk.spacing.nodeNode': '16',
	'elk.spacing.edgeLabel': '4',
	'elk.layered.spacing.nodeNodeBetweenLayers': '24',
	'elk.layered.spacing.edgeNodeBetweenLayers': '12',
	'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
	// A question sits centred over its answers rather than over its first one.
	'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
	'elk.layered.nodePlacement.bk.fixedAlignment': 'BALANCED',
	'elk.padding': '[top=8,left=8,bottom=8,right=8]',
};

/** Lays out `wizard`; `labelOf` gives each node's full one-line label. */
export async function layoutWizardDiagram(wizard: Wizard, labelOf: (nodeId: string) => string): Promise<WizardDiagram> {
	const entries = Object.entries(wizard.nodes);
	// Model order guides ELK's crossing minimisation, so start with the start node.
	entries.sort(([a], [b]) => Number(b === wizard.start) - Number(a === wizard.start));
	const nodeLines = new Map(entries.map(([id]) => [id, wrapText(labelOf(id), NODE_LINE_CHARS, NODE_MAX_LINES)]));
	const edges = entries.flatMap(([from, node]) =>
		node.type === 'question' || node.type === 'check'
			? node.answers.map((answer) => ({ id: `${from}:${answer.id}`, from, to: answer.next, title: answer.label, lines: wrapText(shortenAnswer(answer.label), EDGE_LINE_CHARS, EDGE_MAX_LINES) }))
			: [],
	);
	const graph = (direction: WizardDiagram['direction']): ElkNode => ({
		id: 'root',
		layoutOptions: { ...LAYOUT_OPTIONS, 'elk.direction': direction },
		children: entries.map(([id]) => ({ id, ...measureBox(nodeLines.get(id) ?? []) })),
		edges: edges.map((edge): ElkExtendedEdge => ({
			id: edge.id,
			sources: [edge.from],
			targets: [edge.to],
			labels: [{ id: `${edge.id}:label`, text: edge.title, ...measureText(edge.lines) }],
		})),
	});
	const elk = new ELK();
	let direction: WizardDiagram['direction'] = 'DOWN';
	let laidOut = await elk.layout(graph('DOWN'));
	if ((laidOut.width ?? 0) > MAX_DOWN_ASPECT * (laidOut.height ?? 1)) {
		const across = await elk.layout(graph('RIGHT'));
		if ((across.width ?? 0) < (laidOut.width ?? 0)) [laidOut, direction] = [across, 'RIGHT'];
	}
	const nodeTypes = new Map(entries.map(([id, node]) => [id, node.type]));
	return {
		direction,
		width: round(laidOut.width ?? 0),
		height: round(laidOut.height ?? 0),
		nodes: (laidOut.children ?? []).map((child) => ({
			id: child.id,
			type: nodeTypes.get(child.id) ?? 'question',
			x: round(child.x ?? 0),
			y: round(child.y ?? 0),
			width: round(child.width ?? 0),
			height: round(child.height ?? 0),
			lines: placeLines(nodeLines.get(child.id) ?? [], (child.x ?? 0) + PADDING, (child.y ?? 0) + PADDING),
			title: labelOf(child.id),
		})),
		edges: (laidOut.edges ?? []).map((laidEdge, index) => {
			const edge = edges[index];
			const section = laidEdge.sections?.[0];
			const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
			const label = laidEdge.labels?.[0];
			return {
				id: edge.id,
				from: edge.from,
				to: edge.to,
				path: points.map((point, i) => `${i === 0 ? 'M' : 'L'}${round(point.x)},${round(point.y)}`).join(' '),
				lines: placeLines(edge.lines, label?.x ?? 0, label?.y ?? 0),
				title: edge.title,
			};
		}),
	};
}

/** Breaks `text` into at most `maxLines` lines of at most `lineChars` characters, ending in '…' if cut. */
export function wrapText(text: string, lineChars: number, maxLines: number): string[] {
	const lines: string[] = [];
	let line = '';
	for (const word of text.split(/\s+/).filter(Boolean)) {
		const candidate = line ? `${line} ${word}` : word;
		if (candidate.length <= lineChars) {
			line = candidate;
			continue;
		}
		if (line) lines.push(line);
		line = word.length > lineChars ? `${word.slice(0, lineChars - 1)}…` : word;
		if (lines.length === maxLines) break;
	}
	if (lines.length < maxLines && line) lines.push(line);
	if (lines.length === maxLines && lines.join(' ').length < text.replace(/\s+/g, ' ').trim().length) {
		const last = lines[maxLines - 1];
		lines[maxLines - 1] = last.length < lineChars ? `${last}…` : `${last.slice(0, lineChars - 1)}…`;
	}
	return lines;
}

/** An answer's gist: the part before a colon or an opening parenthesis, when there is one. */
function shortenAnswer(label: string): string {
	const head = label.split(/:\s|\s\(/)[0];
	return head.length >= 2 ? head : label;
}

function placeLines(lines: string[], left: number, top: number): PlacedLine[] {
	// A baseline sits about a quarter of the line height above the line's bottom.
	return lines.map((text, i) => ({ text, x: round(left), y: round(top + (i + 1) * LINE_HEIGHT - 4) }));
}

function measureText(lines: string[]) {
	return { width: Math.max(...lines.map((line) => line.length), 1) * CHAR_WIDTH, height: lines.length * LINE_HEIGHT };
}

function measureBox(lines: string[]) {
	const text = measureText(lines);
	return { width: text.width + 2 * PADDING, height: text.height + 2 * PADDING };
}

function round(value: number): number {
	return Math.round(value * 10) / 10;
}
