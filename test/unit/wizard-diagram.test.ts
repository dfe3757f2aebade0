/** The diagram is laid out at build time: every node and answer is drawn, inside the picture. */
import { describe, expect, it } from 'vitest';
import { readWizards } from '../../src/lib/content/read-content.ts';
import { layoutWizardDiagram, wrapText } from '../../src/lib/wizard/diagram.ts';

const wizards = await readWizards(process.cwd());

describe('wizard diagrams', () => {
	it.each(wizards.map((w) => [w.id, w] as const))('draws every node and every answer of the %s wizard inside its bounds', async (_id, { data }) => {
		const diagram = await layoutWizardDiagram(data, (id) => id);
		const answers = Object.entries(data.nodes).flatMap(([id, node]) => ('answers' in node ? node.answers.map((a) => `${id}:${a.id}`) : []));
		expect(diagram.nodes.map((n) => n.id).sort()).toEqual(Object.keys(data.nodes).sort());
		expect(diagram.edges.map((e) => e.id).sort()).toEqual(answers.sort());
		for (const node of diagram.nodes) {
			expect(node.x).toBeGreaterThanOrEqual(0);
			expect(node.y).toBeGreaterThanOrEqual(0);
			expect(node.x + node.width).toBeLessThanOrEqual(diagram.width);
			expect(node.y + node.height).toBeLessThanOrEqual(diagram.height);
		}
		for (const edge of diagram.edges) expect(edge.path).toMatch(/^M[\d.]+,[\d.]+( L[\d.]+,[\d.]+)+$/);
	});

	it('wraps labels into short lines and marks a cut with an ellipsis', () => {
		expect(wrapText('Does the error happen on the first batch?', 16, 3)).toEqual(['Does the error', 'happen on the', 'first batch?']);
		expect(wrapText('Does the error happen on the first batch of the epoch?', 16, 2)).toEqual(['Does the error', 'happen on the…']);
		expect(wrapText('CUBLAS_STATUS_EXECUTION_FAILED', 12, 2)).toEqual(['CUBLAS_STAT…']);
	});
});
