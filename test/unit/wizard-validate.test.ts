/**
 * A broken tree fails the build with a message naming the file and the node. Each test breaks one
 * thing in an otherwise valid family wizard (built through the real schema) and reads the message.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import validateContent from '../../src/integrations/validate-content.ts';
import { findContentProblems, findWizardProblems, type RunbookSource, type WizardSource } from '../../src/lib/wizard/validate.ts';
import { wizardSchema, type Wizard } from '../../src/schemas/wizard.ts';
import { FAMILY_SLUGS } from '../../src/schemas/parts.ts';

const FILE = 'content/wizards/device-side-assert.yaml';
const RUNBOOK: RunbookSource = {
	slug: 'device-side-assert',
	file: 'content/errors/device-side-assert.mdx',
	data: { checks: [{ id: 'launch-blocking' }, { id: 'read-assertion' }] },
};
const FAMILIES = new Set(FAMILY_SLUGS);

function validTree(): Wizard {
	return wizardSchema.parse({
		title: 'Find the failing index',
		start: 'blocking',
		nodes: {
			blocking: {
				type: 'check',
				check: 'launch-blocking',
				text: 'Does the traceback now name an indexing operation?',
				answers: [
					{ id: 'names-index', label: 'Yes', next: 'assertion' },
					{ id: 'no-index', label: 'No', next: 'ask' },
				],
			},
			assertion: {
				type: 'check',
				check: 'read-assertion',
				text: 'Does the assertion name srcIndex?',
				answers: [
					{ id: 'src-index', label: 'Yes', next: 'fixed' },
					{ id: 'other', label: 'No', next: 'ask' },
				],
			},
			fixed: { type: 'fix', check: 'read-assertion', text: 'Clamp or check the indices before the call.' },
			ask: { type: 'not-covered', text: 'This assertion is not covered here.', collect: ['The whole traceback'] },
		},
	});
}

function problemsAfter(mutate: (tree: Wizard) => void): string[] {
	const tree = validTree();
	mutate(tree);
	return findWizardProblems({ id: 'device-side-assert', file: FILE, data: tree }, RUNBOOK, FAMILIES);
}

describe('wizard validation', () => {
	it('accepts a valid tree', () => {
		expect(problemsAfter(() => {})).toEqual([]);
	});

	it('rejects a check id the runbook does not have', () => {
		const problems = problemsAfter((tree) => {
			tree.nodes.assertion = { ...tree.nodes.assertion, check: 'read-the-assertion' } as Wizard['nodes'][string];
		});
		expect(problems).toContain(
			`${FILE}: node "assertion": check "read-the-assertion" is not a check of content/errors/device-side-assert.mdx (its checks: launch-blocking, read-assertion)`,
		);
	});

	it('rejects a node that cannot be reached', () => {
		const problems = problemsAfter((tree) => {
			tree.nodes.orphan = { type: 'fix', check: 'launch-blocking', text: 'Nobody gets here.' };
		});
		expect(problems).toEqual([`${FILE}: node "orphan": cannot be reached: no path from the start node "blocking" leads here`]);
	});

	it('rejects nodes from which no ending can be reached', () => {
		const problems = problemsAfter((tree) => {
			tree.nodes.blocking = {
				type: 'check',
				check: 'launch-blocking',
				text: 'Does the traceback name an indexing operation?',
				answers: [
					{ id: 'names-index', label: 'Yes', next: 'assertion' },
					{ id: 'no-index', label: 'No', next: 'assertion' },
				],
			};
			tree.nodes.assertion = {
				type: 'check',
				check: 'read-assertion',
				text: 'Does the assertion name srcIndex?',
				answers: [
					{ id: 'src-index', label: 'Yes', next: 'blocking' },
					{ id: 'other', label: 'No', next: 'blocking' },
				],
			};
		});
		expect(problems).toContain(`${FILE}: node "blocking": no ending can be reached from here: every answer leads back into a loop`);
		expect(problems).toContain(`${FILE}: node "assertion": no ending can be reached from here: every answer leads back into a loop`);
	});

	it('rejects an answer that leads to a node that does not exist', () => {
		const problems = problemsAfter((tree) => {
			if (tree.nodes.assertion.type === 'check') tree.nodes.assertion.answers[1].next = 'ask-for-help';
		});
		expect(problems).toEqual([`${FILE}: node "assertion": answer "other" leads to "ask-for-help", which is not a node in this file`]);
	});

	it('rejects a loop, naming the answer that closes it', () => {
		const problems = problemsAfter((tree) => {
			if (tree.nodes.assertion.type === 'check') tree.nodes.assertion.answers[1].next = 'blocking';
		});
		expect(problems).toEqual([`${FILE}: node "assertion": answer "other" leads back to "blocking", making a loop (blocking → assertion → blocking); wizards must not loop`]);
	});

	it('rejects a runbook check that no path reaches', () => {
		const problems = problemsAfter((tree) => {
			tree.nodes.assertion = { type: 'fix', check: 'launch-blocking', text: 'The traceback shows the call.' };
			delete tree.nodes.fixed;
		});
		expect(problems).toEqual([
			`${FILE}: node "blocking": no path from here reaches check "read-assertion" of content/errors/device-side-assert.mdx; add a "check" or "fix" node for it`,
		]);
	});

	it('rejects a start that names no node', () => {
		const problems = problemsAfter((tree) => {
			tree.start = 'begin';
		});
		expect(problems).toEqual([`${FILE}: node "begin": "start" names this node, but "nodes" has no node with that id`]);
	});

	it('rejects two answers with one id in the same node, since ids appear in links', () => {
		const problems = problemsAfter((tree) => {
			if (tree.nodes.assertion.type === 'check') tree.nodes.assertion.answers[1].id = 'src-index';
		});
		expect(problems[0]).toMatch(`${FILE}: node "assertion": answer id "src-index" is used twice`);
	});

	it('rejects a check step in the triage wizard, which has no runbook', () => {
		const problems = findWizardProblems({ id: 'triage', file: 'content/wizards/triage.yaml', data: validTree() }, undefined, FAMILIES);
		expect(problems[0]).toBe(
			'content/wizards/triage.yaml: node "blocking": check "launch-blocking" needs a runbook, and there is no content/errors/triage.mdx; the triage wizard ends in "family" nodes instead',
		);
	});
});

describe('the set of wizards', () => {
	const triage: WizardSource = {
		id: 'triage',
		file: 'content/wizards/triage.yaml',
		data: wizardSchema.parse({
			title: 'Which kind of error is this?',
			start: 'message',
			nodes: {
				message: {
					type: 'question',
					text: 'What does the message name?',
					answers: [
						{ id: 'assertion', label: 'An assertion', next: 'assert' },
						{ id: 'other', label: 'Something else', next: 'ask' },
					],
				},
				assert: { type: 'family', family: 'device-side-assert', text: 'A kernel assertion failed.' },
				ask: { type: 'not-covered', text: 'Not covered.', collect: ['The whole traceback'] },
			},
		}),
	};
	const family: WizardSource = { id: 'device-side-assert', file: FILE, data: validTree() };

	it('requires the triage wizard to end in every family that has a runbook', () => {
		const oom: RunbookSource = { slug: 'out-of-memory', file: 'content/errors/out-of-memory.mdx', data: { checks: [{ id: 'read-the-numbers' }] } };
		const problems = findContentProblems([triage, family], [RUNBOOK, oom]);
		expect(problems).toContain('content/wizards/triage.yaml: node "message": no path from here ends in family "out-of-memory"');
		// Families of the contract without a runbook yet are the families test's concern, not the wizard's.
		expect(problems.filter((p) => p.includes('no path from here ends in family'))).toHaveLength(1);
	});

	it('requires a wizard for every runbook, and a runbook for every family wizard', () => {
		const other: RunbookSource = { slug: 'out-of-memory', file: 'content/errors/out-of-memory.mdx', data: { checks: [{ id: 'read-the-numbers' }] } };
		const stray: WizardSource = { ...family, id: 'segfault', file: 'content/wizards/segfault.yaml' };
		const problems = findContentProblems([triage, family, stray], [RUNBOOK, other]);
		expect(problems).toContain('content/errors/out-of-memory.mdx: has no wizard: add content/wizards/out-of-memory.yaml, with a path to each of its checks');
		expect(problems).toContain('content/wizards/segfault.yaml: the file name must be "triage" or the slug of a runbook in content/errors/, and "segfault" is neither');
	});
});

describe('the build integration', () => {
	it('fails the build with the problems, each naming the file and the node', async () => {
		const root = mkdtempSync(join(tmpdir(), 'triage-wizards-'));
		mkdirSync(join(root, 'content/errors'), { recursive: true });
		mkdirSync(join(root, 'content/wizards'), { recursive: true });
		writeFileSync(
			join(root, 'content/errors/device-side-assert.mdx'),
			`---\n${stringify({
				title: 'CUDA device-side assert triggered',
				summary: 'A check inside a kernel failed.',
				likeliest: 'An index past the end of a table.',
				sticky: true,
				async: true,
				errorStrings: [{ text: 'device-side assert triggered', origin: 'pytorch', source: { kind: 'cite', url: 'https://github.com/pytorch/pytorch', version: 'PyTorch 2.5' } }],
				checks: RUNBOOK.data.checks.map((check) => ({ ...check, title: check.id })),
			})}---\n`,
		);
		const broken = validTree();
		if (broken.nodes.assertion.type === 'check') broken.nodes.assertion.answers[1].next = 'ask-for-help';
		writeFileSync(join(root, 'content/wizards/device-side-assert.yaml'), stringify(broken));
		const setup = validateContent().hooks['astro:config:setup'] as unknown as (options: object) => Promise<void>;
		const run = setup({ config: { root: pathToFileURL(`${root}/`) }, addWatchFile: () => {} });
		await expect(run).rejects.toThrow(/^content\/wizards\/device-side-assert\.yaml: node "assertion": answer "other" leads to "ask-for-help", which is not a node in this file$/m);
	});
});
