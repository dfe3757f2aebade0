/**
 * Splits the field pastes (`test/fixtures/field/*.jsonl`, real pastes from public issue threads in
 * repositories the corpus does not hold) by repository into a tuning half and a held-back half,
 * and writes the assignment to `test/fixtures/field/split.json`. The split was made once, before
 * anyone looked at how the diagnosis answers these pastes; the held-back half is for measuring
 * only. A repository that joins later keeps the same rule: the seeded hash below.
 *
 * Run: `npx node scripts/field/split.ts` (adds new repositories; never moves an assigned one).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readFieldPastes } from './pastes.ts';

/** The seed of the split, fixed when it was first made. */
export const SPLIT_SEED = 'cuda-triage field split 2026-11-23';

/** The half a repository belongs to, from the seeded hash of its lower-cased name. */
export function halfOf(repo: string): 'tune' | 'held' {
	const digest = createHash('sha256').update(`${SPLIT_SEED}\n${repo.toLowerCase()}`).digest();
	return digest[0] % 2 === 0 ? 'tune' : 'held';
}

/** The committed assignment: repository (lower case) to half. */
export interface FieldSplit {
	seed: string;
	note: string;
	repos: Record<string, 'tune' | 'held'>;
}

const root = resolve(import.meta.dirname, '../..');
const file = join(root, 'test/fixtures/field/split.json');

if (import.meta.main) {
	const pastes = await readFieldPastes(root);
	const split: FieldSplit = existsSync(file)
		? (JSON.parse(readFileSync(file, 'utf8')) as FieldSplit)
		: { seed: SPLIT_SEED, note: 'Made before looking at the diagnosis of these pastes. Tune on "tune" only; "held" is for measuring.', repos: {} };
	for (const paste of pastes) {
		const repo = paste.repo.toLowerCase();
		split.repos[repo] ??= halfOf(repo);
	}
	split.repos = Object.fromEntries(Object.entries(split.repos).sort(([a], [b]) => a.localeCompare(b)));
	writeFileSync(file, `${JSON.stringify(split, null, '\t')}\n`);
	const counts = { tune: 0, held: 0 };
	for (const paste of pastes) counts[split.repos[paste.repo.toLowerCase()]] += 1;
	console.log(`${Object.keys(split.repos).length} repositories; pastes: ${counts.tune} tune, ${counts.held} held back`);
}
