/**
 * What the site ships to the browser for diagnosis, as one JSON file fetched on intent: the
 * registry and, for the "walk me through it" links, the question part of each family's wizard.
 */
import type { Wizard } from '../../schemas/wizard.ts';
import { toWizardAnswers, type WizardAnswers } from './handover.ts';
import { buildRegistry, type Registry, type RunbookEntry } from './registry.ts';

/** The JSON at `/diagnose/registry.json`. */
export interface DiagnosisBundle {
	registry: Registry;
	/** Family slug to the part of its wizard that pre-answering reads. */
	wizards: Record<string, WizardAnswers>;
}

/** Builds the bundle from the runbooks and the wizards (`triage` and family wizards alike). */
export function buildDiagnosisBundle(runbooks: readonly RunbookEntry[], wizards: readonly { id: string; data: Wizard }[]): DiagnosisBundle {
	const registry = buildRegistry(runbooks);
	const families = new Set(registry.families.map((family) => family.slug));
	const byFamily: Record<string, WizardAnswers> = {};
	for (const wizard of [...wizards].sort((a, b) => a.id.localeCompare(b.id))) {
		if (families.has(wizard.id)) byFamily[wizard.id] = toWizardAnswers(wizard.data);
	}
	return { registry, wizards: byFamily };
}
