/**
 * The heavy half of `<triage-paste>`, imported on intent: fetches the registry bundle, diagnoses
 * on the main thread when the paste is small and in a Web Worker when it is large, and condenses
 * long pastes so the URL fragment stays a reasonable size.
 */
import type { DiagnosisBundle } from '../lib/diagnosis/bundle.ts';
import { condensePaste } from '../lib/diagnosis/condense.ts';
import { diagnose, type Diagnosis } from '../lib/diagnosis/diagnose.ts';
import { wizardLink } from '../lib/diagnosis/handover.ts';
import type { FamilyGuide } from '../lib/site/family-guide.ts';
import { FRAGMENT_CHARS } from '../lib/site/paste-handoff.ts';
import { startDiagnoseWorker } from './diagnose-worker-client.ts';

/** Pastes longer than this are diagnosed in a worker (a whole log can take tens of milliseconds). */
const WORKER_THRESHOLD = 100_000;

/** A diagnosis and the text to put in the fragment. */
export interface EngineResult {
	diagnosis: Diagnosis;
	fragmentText: string;
}

/** What the element calls once the engine is loaded. */
export interface Engine {
	run(paste: string): Promise<EngineResult>;
	/** The wizard link for a match; pass the condensed paste (`fragmentText`) for long pastes. */
	wizardUrl(slug: string, paste: string): string;
	/** The checks the card can name, by family slug. */
	guides: Record<string, FamilyGuide>;
	/** Each family's one-line summary, by slug. */
	summaries: Record<string, string>;
}

/** Fetches the bundle at `registryUrl` and returns the engine. */
export async function createEngine(registryUrl: string, base: string): Promise<Engine> {
	const response = await fetch(registryUrl);
	if (!response.ok) throw new Error(`Could not load the diagnosis registry (${response.status})`);
	const bundle = (await response.json()) as DiagnosisBundle & { guides: Record<string, FamilyGuide> };
	let worker: Worker | null = null;
	let nextId = 0;
	const pending = new Map<number, (result: EngineResult) => void>();

	const inWorker = (paste: string): Promise<EngineResult> => {
		if (!worker) {
			worker = startDiagnoseWorker();
			worker.addEventListener('message', (event: MessageEvent<{ id: number; diagnosis: Diagnosis; condensed: string }>) => {
				pending.get(event.data.id)?.({ diagnosis: event.data.diagnosis, fragmentText: event.data.condensed });
				pending.delete(event.data.id);
			});
			worker.postMessage({ type: 'registry', registry: bundle.registry, base });
		}
		const id = (nextId += 1);
		return new Promise((resolve) => {
			pending.set(id, resolve);
			worker?.postMessage({ type: 'diagnose', id, paste, fragmentChars: FRAGMENT_CHARS });
		});
	};

	return {
		async run(paste) {
			if (paste.length > WORKER_THRESHOLD) return inWorker(paste);
			const diagnosis = diagnose(paste, bundle.registry, { base });
			return { diagnosis, fragmentText: paste.length > FRAGMENT_CHARS ? condensePaste(paste, FRAGMENT_CHARS) : paste };
		},
		wizardUrl: (slug, paste) => wizardLink(base, slug, bundle.wizards[slug], paste),
		guides: bundle.guides,
		summaries: Object.fromEntries(bundle.registry.families.map((family) => [family.slug, family.summary])),
	};
}
