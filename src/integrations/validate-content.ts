/**
 * Fails the build when a wizard tree is broken: a check the runbook lacks, a node nobody reaches,
 * a node that cannot end, an answer to nowhere, a loop, or a runbook check no path reaches; and when
 * a source of the error-code reference breaks its schema (a code with neither a runbook nor a reason).
 * Astro's content layer checks each file against its schema; this checks the files against
 * each other, which no single schema can.
 */
import type { AstroIntegration } from 'astro';
import { readRunbooks, readWizards } from '../lib/content/read-content.ts';
import { assertValidWizards } from '../lib/wizard/validate.ts';
import { assertValidCodeSources, CODE_SOURCE_FILES } from '../lib/codes/read-code-sources.ts';

/** The integration: register it in `astro.config.mjs`. */
export default function validateContent(): AstroIntegration {
	return {
		name: 'cuda-triage:validate-content',
		hooks: {
			'astro:config:setup': async ({ config, addWatchFile }) => {
				const [runbooks, wizards] = await Promise.all([readRunbooks(config.root), readWizards(config.root)]);
				for (const { file } of [...runbooks, ...wizards]) addWatchFile(new URL(file, config.root));
				assertValidWizards(wizards, runbooks);
				for (const file of CODE_SOURCE_FILES) addWatchFile(new URL(file, config.root));
				await assertValidCodeSources(config.root);
			},
		},
	};
}
