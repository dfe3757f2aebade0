/**
 * Pre-answers a wizard from a pasted error: diagnosis links to `/wizard/<slug>/#path=...` so the
 * person skips the questions their paste already answers.
 */
import type { Wizard } from '../../schemas/wizard.ts';

/**
 * Walks from the start, taking at each question the first answer whose `match` (case-insensitive)
 * matches `pasteText`, and stops at the first question with no matching answer or at an ending.
 * A check step counts as a question: some checks only read the message (its numbers, its
 * assertion), so a paste can answer them too. Returns the answer ids taken, in order.
 */
export function answersFromPaste(wizard: Wizard, pasteText: string): string[] {
	const answers: string[] = [];
	const visited = new Set<string>();
	for (let node = wizard.nodes[wizard.start]; node?.type === 'question' || node?.type === 'check'; ) {
		const answer = node.answers.find((candidate) => candidate.match !== undefined && new RegExp(candidate.match, 'i').test(pasteText));
		if (!answer || visited.has(answer.next)) break;
		visited.add(answer.next);
		answers.push(answer.id);
		node = wizard.nodes[answer.next];
	}
	return answers;
}
