/**
 * The wizard's position in the URL: the answers given so far, in the fragment, as
 * `#path=<answerId>.<answerId>...`. Answer ids are stable kebab-case ids, so a link keeps opening
 * the same step; whether the answers still fit the tree is for the machine to say.
 */

/** What a fragment says about the wizard. */
export type WizardHashState =
	/** No fragment: open the start. */
	| { kind: 'start' }
	/** A fragment that is not wizard state (an anchor such as `#tree-...`): open the start on load, stay put on navigation. */
	| { kind: 'anchor' }
	/** Answers to replay from the start (possibly none). */
	| { kind: 'path'; answers: string[] }
	/** A `#path=` that cannot be a list of answer ids: open the start and say so. */
	| { kind: 'invalid' };

const PREFIX = 'path=';
const ANSWER_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// No wizard is this deep; a longer path is garbage, and replaying it would be wasted work.
const MAX_ANSWERS = 64;

/** Reads a `location.hash` (with or without the leading '#'). */
export function parseWizardHash(hash: string): WizardHashState {
	const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
	if (fragment === '') return { kind: 'start' };
	// Any other fragment (an anchor, a skip link) is not ours to judge.
	if (!fragment.startsWith(PREFIX)) return { kind: 'anchor' };
	let value: string;
	try {
		value = decodeURIComponent(fragment.slice(PREFIX.length));
	} catch {
		return { kind: 'invalid' };
	}
	if (value === '') return { kind: 'path', answers: [] };
	const answers = value.split('.');
	if (answers.length > MAX_ANSWERS || !answers.every((answer) => ANSWER_ID.test(answer))) return { kind: 'invalid' };
	return { kind: 'path', answers };
}

/** Writes the fragment for a list of answers, e.g. `#path=first-batch.yes`; `#path=` for the start. */
export function formatWizardHash(answers: readonly string[]): string {
	return `#${PREFIX}${answers.join('.')}`;
}
