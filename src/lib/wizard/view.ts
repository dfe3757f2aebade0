/**
 * Everything a wizard page renders besides the runbook text, computed once at build time:
 * each node's label, the outline for readers without JavaScript, and the laid-out diagram.
 */
import type { Wizard } from '../../schemas/wizard.ts';
import { layoutWizardDiagram, type WizardDiagram } from './diagram.ts';
import { labelWizardNode, type TitleLookup } from './labels.ts';
import { outlineWizard, type OutlineStep } from './outline.ts';

/** The precomputed parts of a wizard page. */
export interface WizardView {
	/** Each node's one-line label, by node id. */
	labels: Record<string, string>;
	/** The tree as a nested outline. */
	outline: OutlineStep;
	/** The tree as a laid-out diagram. */
	diagram: WizardDiagram;
}

/** Builds the view of a validated wizard; `titles` names the checks and families it refers to. */
export async function buildWizardView(wizard: Wizard, titles: TitleLookup): Promise<WizardView> {
	const labels = Object.fromEntries(Object.entries(wizard.nodes).map(([id, node]) => [id, labelWizardNode(node, titles)]));
	const diagram = await layoutWizardDiagram(wizard, (id) => labels[id] ?? id);
	return { labels, outline: outlineWizard(wizard), diagram };
}
