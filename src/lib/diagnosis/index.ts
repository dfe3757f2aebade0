/**
 * Diagnosis: paste an error, get the runbook. Pure TypeScript shared by the site (in a worker or
 * on the main thread) and the command line.
 */
export {
	diagnose,
	buildSearchQuery,
	confidenceOf,
	type Confidence,
	type Diagnosis,
	type DiagnosisMatch,
	type DiagnosisCause,
	type DiagnoseOptions,
	type Recognized,
	type RecognizedCode,
} from './diagnose.ts';
export { buildRegistry, type Registry, type RunbookEntry } from './registry.ts';
export { condensePaste } from './condense.ts';
export { formatBytes, parseSize } from './sizes.ts';
export type { Facts } from './facts/index.ts';
