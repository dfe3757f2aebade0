/**
 * Diagnosis for the command line: the registry built from the runbooks on disk, the wizards for
 * the "walk me through it" links, and the two calls the CLI needs.
 */
import { buildRegistry } from '../diagnosis/registry.ts';
import { diagnose, type Diagnosis } from '../diagnosis/diagnose.ts';
import { formatSummary } from '../diagnosis/summary.ts';
import { toWizardAnswers, wizardLink, type WizardAnswers } from '../diagnosis/handover.ts';
import { readRunbooks, readWizards } from './read-content.ts';

/** What the CLI calls. */
export interface DiskDiagnosis {
	/** Diagnoses one paste; URLs are site-relative (`/errors/<slug>/`). */
	diagnose(paste: string): Diagnosis;
	/** Diagnoses one paste and formats it for a terminal. */
	summarize(paste: string): string;
}

/** Reads `content/` under `root` and returns the diagnosis calls. */
export async function loadDiagnosis(root: string): Promise<DiskDiagnosis> {
	const [runbooks, wizards] = await Promise.all([readRunbooks(root), readWizards(root)]);
	const registry = buildRegistry(runbooks);
	const wizardBySlug = new Map<string, WizardAnswers>(wizards.map((w) => [w.id, toWizardAnswers(w.data)]));
	return {
		diagnose: (paste) => diagnose(paste, registry),
		summarize: (paste) => {
			const diagnosis = diagnose(paste, registry);
			return formatSummary(diagnosis, (match) => ({ wizard: wizardLink('/', match.slug, wizardBySlug.get(match.slug), paste) }));
		},
	};
}
