/** Diagnosis pre-answers a wizard from a paste: the questions the paste answers are skipped. */
import { describe, expect, it } from 'vitest';
import { readRunbooks, readWizards } from '../../src/lib/content/read-content.ts';
import { answersFromPaste } from '../../src/lib/wizard/paste.ts';
import { wizardSchema } from '../../src/schemas/wizard.ts';

const wizard = wizardSchema.parse({
	title: 'Find what filled the GPU',
	start: 'message',
	nodes: {
		message: {
			type: 'question',
			text: 'Which message do you see?',
			answers: [
				{ id: 'pytorch', label: 'PyTorch', next: 'numbers', match: 'Tried to allocate' },
				{ id: 'raw', label: 'Raw CUDA', next: 'ask', match: 'CUDA error: out of memory' },
			],
		},
		numbers: {
			type: 'check',
			check: 'read-the-numbers',
			text: 'What do the numbers say?',
			answers: [
				{ id: 'limit', label: 'There is an allowed figure', next: 'fixed', match: '[\\d.]+ [KMGT]?i?B allowed;' },
				{ id: 'other', label: 'Something else', next: 'ask' },
			],
		},
		fixed: { type: 'fix', check: 'read-the-numbers', text: 'Raise the limit.' },
		ask: { type: 'not-covered', text: 'Not covered.', collect: ['The whole message'] },
	},
});

describe('answersFromPaste', () => {
	it('takes every answer the paste matches, through a check that only reads the message', () => {
		const paste = 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. Of the allocated memory 1.50 GiB allowed;';
		expect(answersFromPaste(wizard, paste)).toEqual(['pytorch', 'limit']);
	});

	it('stops at the first question the paste does not answer', () => {
		expect(answersFromPaste(wizard, 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB')).toEqual(['pytorch']);
	});

	it('matches case-insensitively', () => {
		expect(answersFromPaste(wizard, 'RuntimeError: cuda ERROR: Out Of Memory')).toEqual(['raw']);
	});

	it('answers nothing for a paste that matches nothing', () => {
		expect(answersFromPaste(wizard, 'Segmentation fault (core dumped)')).toEqual([]);
		expect(answersFromPaste(wizard, '')).toEqual([]);
	});

	it('takes the first matching answer when several match', () => {
		expect(answersFromPaste(wizard, 'Tried to allocate 2 MiB; CUDA error: out of memory')).toEqual(['pytorch']);
	});
});

const [runbooks, wizards] = await Promise.all([readRunbooks(process.cwd()), readWizards(process.cwd())]);

describe('the triage wizard on the error strings of every runbook', () => {
	const triage = wizards.find((w) => w.id === 'triage')!.data;
	/** Where the answers taken from `paste` lead: a family slug, or the id of the node the walk stopped at. */
	const routeOf = (paste: string) => {
		let nodeId = triage.start;
		for (const answerId of answersFromPaste(triage, paste)) {
			const node = triage.nodes[nodeId];
			nodeId = 'answers' in node ? node.answers.find((a) => a.id === answerId)!.next : nodeId;
		}
		const node = triage.nodes[nodeId];
		return node.type === 'family' ? node.family : nodeId;
	};

	// A string that several runbooks quote (each covers a different cause of it) may go to any of them.
	const familiesQuoting = (text: string) => runbooks.filter((r) => r.data.errorStrings.some((s) => s.text === text)).map((r) => r.slug);

	it.each(runbooks.map((r) => [r.slug, r] as const))('never sends a %s string to a family that does not quote it', (_slug, runbook) => {
		const misrouted = runbook.data.errorStrings
			.map((s) => [s.text, routeOf(s.text)])
			.filter(([text, route]) => route !== triage.start && !familiesQuoting(text).includes(route));
		expect(misrouted).toEqual([]);
	});

	it.each(runbooks.map((r) => [r.slug, r] as const))('sends the first %s string to its family', (slug, runbook) => {
		expect(routeOf(runbook.data.errorStrings[0].text)).toBe(slug);
	});
});
