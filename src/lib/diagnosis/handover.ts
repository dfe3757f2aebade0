/**
 * Handing a diagnosis over to the family's wizard: "Walk me through it" links to
 * `/wizard/<slug>/#path=...` with the questions the paste already answers pre-answered
 * (`answersFromPaste` in `src/lib/wizard/`).
 */
import type { Wizard } from '../../schemas/wizard.ts';
import { wizardPath } from '../site/paths.ts';
import { answersFromPaste } from '../wizard/paste.ts';
import { formatWizardHash } from '../wizard/url-state.ts';

/** The part of a wizard that pre-answering reads: the start and each question's answers. */
export interface WizardAnswers {
	start: string;
	/** Question nodes by id; every other node ends pre-answering, so it is left out. */
	questions: Record<string, { id: string; next: string; match?: string }[]>;
}

/** Shrinks a wizard to what `wizardLink` needs, for shipping to the browser with the registry. */
export function toWizardAnswers(wizard: Wizard): WizardAnswers {
	const questions: WizardAnswers['questions'] = {};
	for (const [id, node] of Object.entries(wizard.nodes)) {
		if (node.type !== 'question') continue;
		questions[id] = node.answers.map(({ id: answer, next, match }) => ({ id: answer, next, ...(match ? { match } : {}) }));
	}
	return { start: wizard.start, questions };
}

/** `/wizard/<slug>/` plus `#path=` for the answers `paste` gives; the plain wizard URL when none. */
export function wizardLink(base: string, slug: string, wizard: WizardAnswers | undefined, paste: string): string {
	const url = wizardPath(base, slug);
	if (!wizard) return url;
	let answers: string[];
	try {
		answers = answersFromPaste(toWizardShape(wizard), paste);
	} catch {
		// A wizard pattern that fails on this paste only costs the pre-answering.
		answers = [];
	}
	return answers.length ? `${url}${formatWizardHash(answers)}` : url;
}

/** The questions back in the shape `answersFromPaste` walks (labels and texts are not read). */
function toWizardShape(wizard: WizardAnswers): Wizard {
	const nodes: Wizard['nodes'] = {};
	for (const [id, answers] of Object.entries(wizard.questions)) {
		nodes[id] = { type: 'question', text: id, answers: answers.map((answer) => ({ ...answer, label: answer.id })) };
	}
	return { title: 'pre-answering', start: wizard.start, nodes };
}
