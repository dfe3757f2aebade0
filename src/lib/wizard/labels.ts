/**
 * One-line labels for wizard nodes, shared by the diagram, the outline and the trail of answers,
 * so a node is called the same thing everywhere.
 */
import type { WizardNode } from '../../schemas/wizard.ts';

/** Where a label finds the titles a node only refers to by id. */
export interface TitleLookup {
	/** The runbook title of a check id. */
	checkTitle(checkId: string): string;
	/** The runbook title of a family slug. */
	familyTitle(slug: string): string;
}

/** A node's label: the question, or what the step or ending is about. */
export function labelWizardNode(node: WizardNode, titles: TitleLookup): string {
	switch (node.type) {
		case 'question':
			return node.text;
		case 'check':
			return `Check: ${titles.checkTitle(node.check)}`;
		case 'fix':
			return `Fixed: ${titles.checkTitle(node.check)}`;
		case 'not-covered':
			return 'Not covered here: collect and ask';
		case 'family':
			return `Go to: ${titles.familyTitle(node.family)}`;
	}
}
