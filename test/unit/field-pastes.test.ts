/**
 * The field pastes as a measure: each paste counts once, and each repository has its half. Gatherers
 * work in parallel and can copy the same paste from the same thread; counted twice, it would weigh
 * twice in the figures.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readFieldPastes } from '../../scripts/field/pastes.ts';
import type { FieldSplit } from '../../scripts/field/split.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pastes = await readFieldPastes(root);
const split = JSON.parse(readFileSync(`${root}test/fixtures/field/split.json`, 'utf8')) as FieldSplit;

/** The values that occur more than once. */
const repeated = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the field pastes', () => {
	it('give every paste its own id', () => {
		expect(repeated(pastes.map((p) => p.id))).toEqual([]);
	});

	it('hold no paste twice (the same text from the same thread)', () => {
		expect(repeated(pastes.map((p) => `${p.source.toLowerCase()}\n${p.paste.trim()}`))).toEqual([]);
	});

	it('put every repository in a half of the committed split', () => {
		expect(pastes.filter((p) => split.repos[p.repo.toLowerCase()] === undefined).map((p) => p.repo)).toEqual([]);
	});
});
