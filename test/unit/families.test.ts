/**
 * The nineteen families of ../shared/CONTRACT.md: each has its runbook and its wizard, the triage
 * wizard reaches each, and no runbook exists outside them.
 */
import { describe, expect, it } from 'vitest';
import { readRunbooks, readWizards } from '../../src/lib/content/read-content.ts';
import { FAMILY_SLUGS } from '../../src/schemas/parts.ts';

const [runbooks, wizards] = await Promise.all([readRunbooks(process.cwd()), readWizards(process.cwd())]);

describe('the families of the contract', () => {
	it('are nineteen, each with a runbook and nothing else', () => {
		expect(FAMILY_SLUGS).toHaveLength(19);
		expect(runbooks.map((r) => r.slug).sort()).toEqual([...FAMILY_SLUGS].sort());
	});

	it('each have a wizard, and the triage wizard ends in every one of them', () => {
		expect(wizards.map((w) => w.id).filter((id) => id !== 'triage').sort()).toEqual([...FAMILY_SLUGS].sort());
		const triage = wizards.find((w) => w.id === 'triage')!;
		const endings = Object.values(triage.data.nodes).flatMap((node) => (node.type === 'family' ? [node.family] : []));
		expect(new Set(endings)).toEqual(new Set(FAMILY_SLUGS));
	});
});
