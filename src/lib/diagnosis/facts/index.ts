/** All fact parsers, and one call that runs them. */
import { compatibilityFacts } from './compatibility.ts';
import { distributedFacts } from './distributed.ts';
import { assertFacts, launchFacts, sanitizerFacts } from './kernels.ts';
import { oomFacts } from './oom.ts';
import { deviceFacts, dtypeFacts } from './tensors.ts';
import type { FactParser, Facts } from './types.ts';

export type { Facts } from './types.ts';
export { judgeOom } from './oom.ts';

const PARSERS: readonly FactParser[] = [oomFacts, compatibilityFacts, distributedFacts, assertFacts, sanitizerFacts, launchFacts, deviceFacts, dtypeFacts];

/** Runs every parser over `text`; returns facts by family slug. */
export function parseFacts(text: string): Map<string, Facts> {
	const byFamily = new Map<string, Facts>();
	for (const parser of PARSERS) {
		const facts = parser.parse(text);
		if (facts) byFamily.set(parser.family, { ...byFamily.get(parser.family), ...facts });
	}
	return byFamily;
}
