/** The wizard's position in the URL fragment: read back exactly what was written, and never trust garbage. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWizardHash, parseWizardHash } from '../../src/lib/wizard/url-state.ts';

describe('wizard URL state', () => {
	it('writes the answers as a dotted path', () => {
		expect(formatWizardHash(['none-of-these', 'at-startup', 'no-gpu-found'])).toBe('#path=none-of-these.at-startup.no-gpu-found');
		expect(formatWizardHash([])).toBe('#path=');
	});

	it('reads back what it wrote, with or without the "#"', () => {
		expect(parseWizardHash('#path=none-of-these.at-startup')).toEqual({ kind: 'path', answers: ['none-of-these', 'at-startup'] });
		expect(parseWizardHash('path=assertion')).toEqual({ kind: 'path', answers: ['assertion'] });
		expect(parseWizardHash('#path=')).toEqual({ kind: 'path', answers: [] });
	});

	it('opens the start for an empty fragment', () => {
		expect(parseWizardHash('')).toEqual({ kind: 'start' });
		expect(parseWizardHash('#')).toEqual({ kind: 'start' });
	});

	it('tells an in-page anchor apart from wizard state', () => {
		expect(parseWizardHash('#main')).toEqual({ kind: 'anchor' });
		expect(parseWizardHash('#tree-read-numbers')).toEqual({ kind: 'anchor' });
	});

	it.each([
		['an empty answer between dots', '#path=a..b'],
		['a trailing dot', '#path=a.'],
		['upper case', '#path=Yes'],
		['markup', '#path=%3Cimg%20src%3Dx%3E'],
		['a broken percent escape', '#path=%E0%A4%A'],
		['spaces', '#path=yes no'],
		['a path longer than any wizard', `#path=${Array.from({ length: 65 }, () => 'a').join('.')}`],
	])('rejects %s', (_name, hash) => {
		expect(parseWizardHash(hash)).toEqual({ kind: 'invalid' });
	});

	it('round-trips any list of kebab-case answer ids', () => {
		const answerId = fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
		fc.assert(
			fc.property(fc.array(answerId, { maxLength: 64 }), (answers) => {
				expect(parseWizardHash(formatWizardHash(answers))).toEqual({ kind: 'path', answers });
			}),
		);
	});

	it('never throws on arbitrary input', () => {
		fc.assert(
			fc.property(fc.string(), (hash) => {
				expect(['start', 'anchor', 'path', 'invalid']).toContain(parseWizardHash(hash).kind);
			}),
		);
	});
});
