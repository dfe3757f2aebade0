/**
 * Compiles a wizard tree into an xstate machine: one state per node, one event per answer, every
 * ending a final state. No context, no `invoke`, no `after`, so `xstate/graph` can walk every path
 * and the page's element can replay a URL's answers event by event.
 */
import { setup } from 'xstate';
import type { Wizard, WizardNode } from '../../schemas/wizard.ts';

/** The event an answer button sends. Answer ids are stable, so the event names are too. */
export interface AnswerEvent {
	type: `answer.${string}`;
}

/** What each state carries for whoever renders it. */
export interface WizardStateMeta {
	/** The node as authored. */
	node: WizardNode;
}

/** The event that giving the answer with id `answerId` sends. */
export function answerIdToEvent(answerId: string): AnswerEvent {
	return { type: `answer.${answerId}` };
}

/** The answer id an event carries: the inverse of `answerIdToEvent`. */
export function eventToAnswerId(event: AnswerEvent): string {
	return event.type.slice('answer.'.length);
}

/**
 * Builds the machine of a wizard that `validateWizard` accepted (an unknown `next` would make
 * xstate throw here, with a message that names no file).
 */
export function createWizardMachine(id: string, wizard: Wizard) {
	const states = Object.fromEntries(
		Object.entries(wizard.nodes).map(([nodeId, node]) => [nodeId, nodeToStateConfig(node)]),
	);
	return setup({ types: {} as { events: AnswerEvent } }).createMachine({
		id: `wizard-${id}`,
		initial: wizard.start,
		states,
	});
}

/** The type of a compiled wizard machine. */
export type WizardMachine = ReturnType<typeof createWizardMachine>;

function nodeToStateConfig(node: WizardNode) {
	const meta: WizardStateMeta = { node };
	if (node.type === 'question' || node.type === 'check') {
		const on = Object.fromEntries(node.answers.map((answer) => [answerIdToEvent(answer.id).type, { target: answer.next }]));
		return { meta, on };
	}
	return { meta, type: 'final' as const };
}
