/**
 * Fails the build when a wizard tree is broken: a check the runbook lacks, a node nobody reaches,
 * a node that cannot end, an answer to nowhere, a loop, or a runbook check no path reaches.
 * Astro's content layer checks each file against its schema; this checks the files against
 * each other, which no single schema can.
 */
import type { AstroIntegration } from 'astro';
import { readRunbooks, readWizards } from '../lib/content/read-content.ts';
import { assertValidWizards } from '../lib/wizard/validate.ts';

/** The integration: register it in `astro.config.mjs`. */
export default function validateContent(): AstroIntegration {
	return {
		name: 'cuda-triage:validate-content',
		hooks: {
			'astro:config:setup': async ({ config, addWatchFile }) => {
				const [runbooks, wizards] = await Promise.all([readRunbooks(config.root), readWizards(config.root)]);
				for (const { file } of [...runbooks, ...wizards]) addWatchFile(new URL(file, config.root));
				assertValidWizards(wizards, runbooks);
			},
		},
	};
}
