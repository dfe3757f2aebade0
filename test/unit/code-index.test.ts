/**
 * The index pages' logic: the number ranges they link to without JavaScript, the codes grouped by
 * runbook, and the filter and go-to boxes the browser runs.
 */
import { describe, expect, it } from 'vitest';
import { describeSearchText, findJumpTarget, groupRowsByRunbook, listJumpTargets, matchesFilter, type IndexRow } from '../../src/lib/codes/code-index.ts';
import { listCudaIndexRows } from '../../src/lib/codes/code-pages.ts';
import { loadCodesData } from '../../src/lib/codes/codes-data.ts';
import { codeIndexPath } from '../../src/lib/site/paths.ts';

const row = (number: number, name: string, family: IndexRow['family'], extra: Partial<IndexRow> = {}): IndexRow => ({
	number,
	name,
	nameIsCode: true,
	aliases: [],
	href: `/codes/cuda/${number}/`,
	family,
	text: null,
	muted: false,
	...extra,
});

describe('jump links by number', () => {
	it('split CUDA runtime codes into hundreds', () => {
		const numbers = loadCodesData().runtime.map((c) => c.number);
		expect(listJumpTargets(numbers).map((t) => t.label)).toEqual([
			'0–99', '100–199', '200–299', '300–399', '400–499', '500–599', '600–699', '700–799', '800–899', '900–999', '10000–10099',
		]);
	});

	it('link each status of a short list', () => {
		expect(listJumpTargets([0, 1, 3, 7, 8, 11, 13, 14, 15, 16])).toEqual(
			[0, 1, 3, 7, 8, 11, 13, 14, 15, 16].map((n) => ({ label: String(n), anchor: `n-${n}` })),
		);
	});

	it('lead to the first row of each range', () => {
		expect(listJumpTargets(Array.from({ length: 172 }, (_, i) => i + 1))[0]).toEqual({ label: '0–19', anchor: 'n-1' });
		expect(listJumpTargets([0, 1001, 1008, 2000, 2012, 3000, 3014, 4000, 5004], 6).map((t) => t.label)).toEqual(['0–19', '1000–1019', '2000–2019', '3000–3019', '4000–4019', '5000–5019']);
	});
});

describe('codes by runbook', () => {
	it('follow the site order of runbooks and end with the codes no runbook owns', () => {
		const groups = groupRowsByRunbook(
			[row(1, 'a', null), row(2, 'b', 'out-of-memory'), row(3, 'c', 'launch-failure'), row(4, 'd', 'out-of-memory'), row(5, 'e', 'cuda-graphs')],
			['launch-failure', 'out-of-memory'],
		);
		expect(groups.map((g) => [g.family, g.rows.map((r) => r.number)])).toEqual([
			['launch-failure', [3]],
			['out-of-memory', [2, 4]],
			['cuda-graphs', [5]],
			[null, [1]],
		]);
	});
});

describe('the filter box', () => {
	const illegal = describeSearchText(row(700, 'cudaErrorIllegalAddress', 'illegal-memory-access', { legacyNumber: 77, text: 'an illegal memory access was encountered' }), 'Illegal memory access');

	it('matches every word of the query anywhere in the row, ignoring case', () => {
		expect(matchesFilter(illegal, 'ILLEGAL memory')).toBe(true);
		expect(matchesFilter(illegal, '77')).toBe(true);
		expect(matchesFilter(illegal, 'illegal instruction')).toBe(false);
		expect(matchesFilter(illegal, '   ')).toBe(true);
	});
});

describe('the go-to box', () => {
	const entries = [
		{ number: 700, legacyNumber: 77, names: ['cudaErrorIllegalAddress'], href: '/codes/cuda/700/' },
		{ number: 4003, names: ['CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED', 'CUDNN_STATUS_ALLOC_FAILED'], href: '/codes/cudnn/4003/' },
		{ number: 77, names: ['cudaErrorSeventySeven'], href: '/codes/cuda/77/' },
		{ number: 79, names: ['GPU'], href: '/codes/xid/79/' },
	];

	it('opens the code with the number typed, before one whose old number it was', () => {
		expect(findJumpTarget(entries, ' 700 ')).toBe('/codes/cuda/700/');
		expect(findJumpTarget(entries, '77')).toBe('/codes/cuda/77/');
		expect(findJumpTarget(entries.slice(0, 2), '77')).toBe('/codes/cuda/700/');
	});

	it('opens a code by any of its names, in any case, and takes "Xid 79" and "#79"', () => {
		expect(findJumpTarget(entries, 'cuda_error_illegaladdress')).toBeUndefined();
		expect(findJumpTarget(entries, 'CUDAERRORILLEGALADDRESS')).toBe('/codes/cuda/700/');
		expect(findJumpTarget(entries, 'CUDNN_STATUS_ALLOC_FAILED')).toBe('/codes/cudnn/4003/');
		expect(findJumpTarget(entries, 'Xid 79')).toBe('/codes/xid/79/');
		expect(findJumpTarget(entries, '#79')).toBe('/codes/xid/79/');
	});

	it('finds nothing for what is not in the list', () => {
		expect(findJumpTarget(entries, '12345')).toBeUndefined();
		expect(findJumpTarget(entries, '')).toBeUndefined();
	});
});

describe('the CUDA index rows', () => {
	it('carry the old number, the owner and stickiness of each code', () => {
		const rows = listCudaIndexRows('/kb/', loadCodesData().runtime);
		expect(rows.find((r) => r.number === 700)).toMatchObject({ legacyNumber: 77, href: '/kb/codes/cuda/700/', family: 'illegal-memory-access', extra: 'yes', text: 'an illegal memory access was encountered' });
		expect(rows.find((r) => r.number === 600)).toMatchObject({ family: null, noRunbook: expect.stringContaining('Not an error') });
		expect(codeIndexPath('/', 'driver')).toBe('/codes/driver/');
	});
});
