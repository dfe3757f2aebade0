/**
 * The honest measure: the diagnosis on real pastes from public issue threads in repositories the
 * corpus never saw (`test/fixtures/field/`), split by repository into a tuning half and a
 * held-back half (`scripts/field/split.ts`). Reports top-1 and top-3 for both halves and per
 * family, the false-positive rate on pastes that are not GPU errors, and how well the score is
 * calibrated. The misses of the tuning half are listed; those of the held-back half only with
 * `FIELD_SHOW_HELD=1` (for a closing note), so that nobody tunes on them by accident.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRunbooks } from '../../src/lib/content/read-content.ts';
import { diagnose, type Diagnosis } from '../../src/lib/diagnosis/diagnose.ts';
import { buildRegistry } from '../../src/lib/diagnosis/registry.ts';
import { readCitedThreads, threadKey } from '../field/cited.ts';
import { PASTE_FORMS } from '../field/forms.ts';
import { readFieldPastes, type FieldPaste } from '../field/pastes.ts';
import type { FieldSplit } from '../field/split.ts';

/** A GPU family: not-a-gpu-error and "no match" are the honest answers for a paste that is not one. */
const HONEST_FOR_NON_GPU = new Set(['not-a-gpu-error']);

interface Scored {
	paste: FieldPaste;
	half: 'tune' | 'held';
	diagnosis: Diagnosis;
	got: string[];
}

/** Runs the field benchmark on this project and returns its report (Markdown tables). */
export async function benchField(root = fileURLToPath(new URL('../../', import.meta.url))): Promise<string> {
	const registry = buildRegistry(await readRunbooks(root));
	const split = JSON.parse(readFileSync(join(root, 'test/fixtures/field/split.json'), 'utf8')) as FieldSplit;
	const pastes = await readFieldPastes(root);
	const scored: Scored[] = pastes.map((paste) => {
		const diagnosis = diagnose(paste.paste, registry);
		return { paste, half: split.repos[paste.repo.toLowerCase()] ?? 'held', diagnosis, got: diagnosis.matches.map((m) => m.slug) };
	});
	const gpu = scored.filter((s) => s.paste.slug !== null);
	const nonGpu = scored.filter((s) => s.paste.slug === null);
	const lines: string[] = [];
	lines.push(`Field pastes: ${pastes.length} real pastes from ${new Set(pastes.map((p) => p.repo.toLowerCase())).size} repositories the corpus never saw (${gpu.length} labelled with a family, ${nonGpu.length} not GPU errors), split by repository: ${count(scored, 'tune')} tuning, ${count(scored, 'held')} held back.`);
	lines.push('');
	lines.push('| half | labelled pastes | top-1 | top-3 | no answer | non-GPU pastes sent to a GPU family |');
	lines.push('| --- | --- | --- | --- | --- | --- |');
	/** One row of the halves table: `of` picks the pastes the row counts. */
	const halfRow = (label: string, of: (s: Scored) => boolean): string => {
		const labelled = gpu.filter(of);
		const negatives = nonGpu.filter(of);
		const falsePositives = negatives.filter((s) => !isRight(s));
		return `| ${label} | ${labelled.length} | ${percent(hits(labelled, 1))} | ${percent(hits(labelled, 3))} | ${labelled.filter((s) => s.got.length === 0).length} | ${falsePositives.length}/${negatives.length} |`;
	};
	lines.push(halfRow('tuning', (s) => s.half === 'tune'));
	lines.push(halfRow('held back', (s) => s.half === 'held'));
	// A held-back paste whose own thread a runbook links to may have been written into that runbook:
	// the figure without them is the one no runbook could have been tuned on.
	const cited = new Set((await readCitedThreads(root)).map((c) => c.thread));
	const citesOwnThread = (s: Scored) => cited.has(threadKey(s.paste.source) ?? '');
	const citedHeld = scored.filter((s) => s.half === 'held' && citesOwnThread(s)).length;
	lines.push(halfRow(`held back, without the ${citedHeld} whose own thread a runbook cites`, (s) => s.half === 'held' && !citesOwnThread(s)));
	lines.push('');
	lines.push('| family | tuning | tuning top-1 | held back | held-back top-1 |');
	lines.push('| --- | --- | --- | --- | --- |');
	for (const family of [...new Set(gpu.map((s) => s.paste.slug!))].sort()) {
		const of = (half: 'tune' | 'held') => gpu.filter((s) => s.paste.slug === family && s.half === half);
		lines.push(`| ${family} | ${of('tune').length} | ${percent(hits(of('tune'), 1))} | ${of('held').length} | ${percent(hits(of('held'), 1))} |`);
	}
	lines.push('');
	lines.push(...byBatch(gpu));
	lines.push('');
	lines.push(...calibration(gpu, nonGpu));
	lines.push('');
	lines.push(...pasteForms(gpu, registry));
	for (const half of ['tune', 'held'] as const) {
		if (half === 'held' && process.env.FIELD_SHOW_HELD !== '1') continue;
		const misses = scored.filter((s) => s.half === half && !isRight(s));
		if (misses.length === 0) continue;
		lines.push('');
		lines.push(`Misses in the ${half === 'tune' ? 'tuning' : 'held-back'} half (expected -> got):`);
		for (const s of misses) lines.push(`- ${s.paste.id}: ${s.paste.slug ?? 'no GPU family'} -> ${s.got.slice(0, 3).join(', ') || 'no match'} (${s.paste.source})`);
	}
	return lines.join('\n');
}

/** Right: the labelled family first; for a non-GPU paste, no GPU family first. */
function isRight(s: Scored): boolean {
	if (s.paste.slug === null) return s.got[0] === undefined || HONEST_FOR_NON_GPU.has(s.got[0]);
	return s.got[0] === s.paste.slug;
}

/**
 * Top-1 by gathering round. The engine was tuned on each round's tuning half after it was gathered,
 * so the newest round's held-back half is the closest to what a new user's paste meets.
 */
function byBatch(gpu: Scored[]): string[] {
	const rows = ['| gathering round | tuning | tuning top-1 | held back | held-back top-1 |', '| --- | --- | --- | --- | --- |'];
	for (const batch of [...new Set(gpu.map((s) => s.paste.batch))].sort()) {
		const of = (half: 'tune' | 'held') => gpu.filter((s) => s.paste.batch === batch && s.half === half);
		rows.push(`| ${batch} | ${of('tune').length} | ${percent(hits(of('tune'), 1))} | ${of('held').length} | ${percent(hits(of('held'), 1))} |`);
	}
	return rows;
}

/**
 * How many of the pastes answered right as pasted keep their answer in each paste form
 * (`scripts/field/forms.ts`); the tuning half's breaks are listed (the held-back half's with
 * `FIELD_SHOW_HELD=1`).
 */
function pasteForms(gpu: Scored[], registry: ReturnType<typeof buildRegistry>): string[] {
	const right = gpu.filter(isRight);
	const rows = ['| paste form | what it stands for | tuning kept | held-back kept |', '| --- | --- | --- | --- |'];
	const breaks: string[] = [];
	for (const form of PASTE_FORMS) {
		const kept = { tune: 0, held: 0 };
		for (const s of right) {
			if (diagnose(form.apply(s.paste.paste), registry).matches[0]?.slug === s.paste.slug) kept[s.half] += 1;
			else if (s.half === 'tune' || process.env.FIELD_SHOW_HELD === '1') breaks.push(`- ${form.name}, ${s.half === 'tune' ? 'tuning' : 'held back'}: ${s.paste.id}`);
		}
		const of = (half: 'tune' | 'held') => right.filter((s) => s.half === half).length;
		rows.push(`| ${form.name} | ${form.note} | ${kept.tune}/${of('tune')} (${percent(kept.tune / of('tune'))}) | ${kept.held}/${of('held')} (${percent(kept.held / of('held'))}) |`);
	}
	return breaks.length ? [...rows, '', 'Pastes that lose their answer in a form:', ...breaks] : rows;
}

/** How often the first answer is right, by score band: a score that means something. */
function calibration(gpu: Scored[], nonGpu: Scored[]): string[] {
	const answered = [...gpu, ...nonGpu].filter((s) => s.diagnosis.matches.length > 0);
	const bands: [number, number][] = [
		[0.8, 1.01],
		[0.6, 0.8],
		[0, 0.6],
	];
	const rows = ['| first-answer score | answers (both halves) | right | held-back answers | held-back right |', '| --- | --- | --- | --- | --- |'];
	for (const [low, high] of bands) {
		const inBand = answered.filter((s) => s.diagnosis.matches[0].score >= low && s.diagnosis.matches[0].score < high);
		const held = inBand.filter((s) => s.half === 'held');
		rows.push(`| ${low.toFixed(1)} to ${high > 1 ? '1.0' : high.toFixed(1)} | ${inBand.length} | ${percent(share(inBand))} | ${held.length} | ${percent(share(held))} |`);
	}
	return rows;
}

function share(list: Scored[]): number {
	return list.length ? list.filter(isRight).length / list.length : 0;
}

function hits(list: Scored[], k: number): number {
	return list.length ? list.filter((s) => s.got.slice(0, k).includes(s.paste.slug!)).length / list.length : 0;
}

function count(list: Scored[], half: 'tune' | 'held'): number {
	return list.filter((s) => s.half === half).length;
}

function percent(value: number): string {
	return `${(value * 100).toFixed(1)}%`;
}
