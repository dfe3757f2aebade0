import { describe, expect, it } from 'vitest';
import { toWizardAnswers, wizardLink } from '../../../src/lib/diagnosis/handover.ts';
import { wizardSchema } from '../../../src/schemas/wizard.ts';

const wizard = wizardSchema.parse({
	title: 'Out of memory',
	start: 'which-message',
	nodes: {
		'which-message': {
			type: 'question',
			text: 'Which message do you see?',
			answers: [
				{ id: 'pytorch', label: 'PyTorch', next: 'first-batch', match: 'Tried to allocate' },
				{ id: 'other', label: 'Something else', next: 'first-batch' },
			],
		},
		'first-batch': {
			type: 'question',
			text: 'Does it fail on the first batch?',
			answers: [
				{ id: 'yes', label: 'Yes', next: 'fix' },
				{ id: 'no', label: 'No', next: 'fix' },
			],
		},
		fix: { type: 'fix', check: 'shrink-the-batch', text: 'Shrink the batch.' },
	},
});

describe('wizardLink', () => {
	it('pre-answers the questions the paste answers', () => {
		expect(wizardLink('/kb/', 'out-of-memory', toWizardAnswers(wizard), 'CUDA out of memory. Tried to allocate 2.00 GiB')).toBe('/kb/wizard/out-of-memory/#path=pytorch');
	});

	it('links to the wizard start when the paste answers nothing, or there is no wizard', () => {
		expect(wizardLink('/', 'out-of-memory', toWizardAnswers(wizard), 'nothing here')).toBe('/wizard/out-of-memory/');
		expect(wizardLink('/', 'compatibility', undefined, 'anything')).toBe('/wizard/compatibility/');
	});

	it('ships only the questions to the browser', () => {
		expect(toWizardAnswers(wizard)).toEqual({
			start: 'which-message',
			questions: {
				'which-message': [
					{ id: 'pytorch', next: 'first-batch', match: 'Tried to allocate' },
					{ id: 'other', next: 'first-batch' },
				],
				'first-batch': [
					{ id: 'yes', next: 'fix' },
					{ id: 'no', next: 'fix' },
				],
			},
		});
	});
});
