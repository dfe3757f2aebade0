/**
 * The wizard as a nested outline for readers without JavaScript: each question with its answers,
 * each answer with what follows. A node that several answers lead to is written out once, where a
 * reader meets it first; later answers refer back to it, so a shared subtree is never repeated.
 */
import type { Answer, Wizard, WizardNode } from '../../schemas/wizard.ts';

/** One entry of the outline. */
export type OutlineStep =
	/** A node written out here, with what each answer leads to. */
	| { kind: 'node'; id: string; node: WizardNode; answers: OutlineAnswer[] }
	/** A node already written out earlier in the outline. */
	| { kind: 'ref'; id: string; node: WizardNode };

/** An answer and the step it leads to. */
export interface OutlineAnswer {
	/** The answer as authored. */
	answer: Answer;
	/** What it leads to. */
	step: OutlineStep;
}

/** Outlines a valid (loop-free) wizard from its start, in depth-first reading order. */
export function outlineWizard(wizard: Wizard): OutlineStep {
	const written = new Set<string>();
	const outline = (id: string): OutlineStep => {
		const node = wizard.nodes[id];
		if (node.type !== 'question' && node.type !== 'check') return { kind: 'node', id, node, answers: [] };
		// Endings are one line, so they are repeated; only steps with answers are referred back to.
		if (written.has(id)) return { kind: 'ref', id, node };
		written.add(id);
		return { kind: 'node', id, node, answers: node.answers.map((answer) => ({ answer, step: outline(answer.next) })) };
	};
	return outline(wizard.start);
}
