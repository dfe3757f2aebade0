/**
 * Starts the diagnosis worker (`diagnose-worker.ts`): the one place that names it, so the build
 * emits it once for the paste box and the search dialog alike.
 */
import { FRAGMENT_CHARS } from '../lib/site/paste-handoff.ts';

/** A new diagnosis worker. */
export function startDiagnoseWorker(): Worker {
	return new Worker(new URL('./diagnose-worker.ts', import.meta.url), { type: 'module' });
}

/**
 * `paste` condensed for `#q=` in a worker of its own, so a paste of megabytes never blocks the
 * page; the worker ends with the answer.
 */
export function condenseInWorker(paste: string): Promise<string> {
	const worker = startDiagnoseWorker();
	return new Promise<string>((resolve, reject) => {
		worker.addEventListener('message', (event: MessageEvent<{ condensed: string }>) => resolve(event.data.condensed), { once: true });
		worker.addEventListener('error', (event) => reject(new Error(event.message)), { once: true });
		worker.postMessage({ type: 'condense', id: 0, paste, fragmentChars: FRAGMENT_CHARS });
	}).finally(() => worker.terminate());
}
