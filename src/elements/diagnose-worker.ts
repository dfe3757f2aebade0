/**
 * Diagnosis off the main thread, for pastes large enough (whole logs) that reading them could
 * block the page for more than a frame. Receives the registry once, then pastes; answers with the
 * diagnosis and the paste condensed for the URL fragment. A paste on its way to the diagnosis page
 * is only condensed, which needs no registry.
 */
import { condensePaste } from '../lib/diagnosis/condense.ts';
import { diagnose } from '../lib/diagnosis/diagnose.ts';
import type { Registry } from '../lib/diagnosis/registry.ts';

/** Messages the worker accepts. */
export type WorkerRequest =
	| { type: 'registry'; registry: Registry; base: string }
	| { type: 'diagnose'; id: number; paste: string; fragmentChars: number }
	| { type: 'condense'; id: number; paste: string; fragmentChars: number };

let registry: Registry | null = null;
let base = '/';

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
	const request = event.data;
	if (request.type === 'registry') {
		registry = request.registry;
		base = request.base;
		return;
	}
	const condensed = condensePaste(request.paste, request.fragmentChars);
	if (request.type === 'condense') {
		self.postMessage({ id: request.id, condensed });
		return;
	}
	if (!registry) return;
	const diagnosis = diagnose(request.paste, registry, { base });
	self.postMessage({ id: request.id, diagnosis, condensed });
});
