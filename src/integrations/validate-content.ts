/**
 * Fails the build when a wizard tree is broken: a check the runbook lacks, a node nobody reaches,
 * a node that cannot end, an answer to nowhere, a loop, or a runbook check no path reaches; when
 * a source of the error-code reference breaks its schema (a code with neither a runbook nor a reason);
 * when a pattern could be slow on a hostile paste, an error string is listed by two families, or a
 * published check id disappeared (`src/lib/content/check-content.ts`).
 * Astro's content layer checks each file against its schema; this checks the files against
 * each other, which no single schema can.
 */
import type { AstroIntegration } from 'astro';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { findDuplicateStrings, findLostCheckIds, findPatternProblems } from '../lib/content/check-content.ts';
import { readRunbooks, readWizards } from '../lib/content/read-content.ts';
import { findContentProblems } from '../lib/wizard/validate.ts';
import { assertValidCodeSources, CODE_SOURCE_FILES } from '../lib/codes/read-code-sources.ts';

/** Every check id ever published, kept by `scripts/publish-check-ids.ts`. */
export const PUBLISHED_CHECK_IDS = 'test/fixtures/published-check-ids.json';

/** The integration: register it in `astro.config.mjs`. */
export default function validateContent(): AstroIntegration {
	return {
		name: 'cuda-triage:validate-content',
		hooks: {
			'astro:config:setup': async ({ config, addWatchFile }) => {
				const [runbooks, wizards] = await Promise.all([readRunbooks(config.root), readWizards(config.root)]);
				for (const { file } of [...runbooks, ...wizards]) addWatchFile(new URL(file, config.root));
				const publishedFile = new URL(PUBLISHED_CHECK_IDS, config.root);
				addWatchFile(publishedFile);
				const published = await readPublished(publishedFile);
				const problems = [
					...findContentProblems(wizards, runbooks),
					...findPatternProblems(runbooks, wizards),
					...findDuplicateStrings(runbooks),
					...findLostCheckIds(runbooks, published),
				];
				if (problems.length > 0) throw new Error(problems.join('\n'));
				for (const file of CODE_SOURCE_FILES) addWatchFile(new URL(file, config.root));
				await assertValidCodeSources(config.root);
			},
		},
	};
}

/** The published check ids; none before the first `scripts/publish-check-ids.ts` run. */
async function readPublished(file: URL): Promise<string[]> {
	try {
		return JSON.parse(await readFile(fileURLToPath(file), 'utf8')) as string[];
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
		throw new Error(`${PUBLISHED_CHECK_IDS}: cannot be read as a JSON list of check ids`, { cause: error });
	}
}
