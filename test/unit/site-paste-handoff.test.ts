/**
 * The long paste's way into and out of the diagnosis page: the whole paste kept beside its
 * condensed form, recalled only for that form, a store that refuses it, and what the page says.
 */
import { describe, expect, it } from 'vitest';
import { describeLongPaste } from '../../src/lib/site/long-paste-note.ts';
import { keepFullPaste, recallFullPaste, type PasteStore } from '../../src/lib/site/paste-handoff.ts';

/** A storage stand-in that refuses values over `quota` characters in all, as a browser does. */
function store(quota = Infinity): PasteStore & { size(): number } {
	const items = new Map<string, string>();
	const size = () => [...items].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
	return {
		getItem: (key) => items.get(key) ?? null,
		setItem(key, value) {
			const before = items.get(key);
			items.set(key, value);
			if (size() > quota) {
				if (before === undefined) items.delete(key);
				else items.set(key, before);
				throw new DOMException('full', 'QuotaExceededError');
			}
		},
		removeItem: (key) => void items.delete(key),
		size,
	};
}

const FULL = `${'step 1 loss 0.5\n'.repeat(5000)}RuntimeError: CUDA error: an illegal memory access was encountered`;
const CONDENSED = 'RuntimeError: CUDA error: an illegal memory access was encountered';

describe('keepFullPaste and recallFullPaste', () => {
	it('give back the whole paste for its condensed form, and nothing for another', () => {
		const tab = store();
		expect(keepFullPaste(tab, CONDENSED, FULL)).toBe(true);
		expect(recallFullPaste(tab, CONDENSED)).toEqual({ paste: FULL, fullChars: FULL.length, whole: true });
		expect(recallFullPaste(tab, 'RuntimeError: CUDA out of memory')).toBeNull();
	});

	it('replace the paste kept before', () => {
		const tab = store();
		keepFullPaste(tab, 'old', `${FULL}old`);
		keepFullPaste(tab, CONDENSED, FULL);
		expect(recallFullPaste(tab, 'old')).toBeNull();
		expect(recallFullPaste(tab, CONDENSED)?.paste).toBe(FULL);
	});

	it('remember the length of a paste too big for the store, and free the old one first', () => {
		const tab = store(FULL.length);
		keepFullPaste(tab, 'old', 'x'.repeat(FULL.length - 100));
		expect(keepFullPaste(tab, CONDENSED, FULL)).toBe(false);
		expect(recallFullPaste(tab, CONDENSED)).toEqual({ paste: CONDENSED, fullChars: FULL.length, whole: false });
		expect(tab.size()).toBeLessThan(200);
	});

	it('never throw where storage is off or broken', () => {
		expect(keepFullPaste(null, CONDENSED, FULL)).toBe(false);
		expect(recallFullPaste(null, CONDENSED)).toBeNull();
		const broken: PasteStore = {
			getItem: () => {
				throw new DOMException('denied', 'SecurityError');
			},
			setItem: () => {
				throw new DOMException('denied', 'SecurityError');
			},
			removeItem: () => {
				throw new DOMException('denied', 'SecurityError');
			},
		};
		expect(keepFullPaste(broken, CONDENSED, FULL)).toBe(false);
		expect(recallFullPaste(broken, CONDENSED)).toBeNull();
	});
});

describe('describeLongPaste', () => {
	it('says nothing of a paste read whole and kept whole', () => {
		expect(describeLongPaste({ pasteChars: 500, fragmentChars: 500 })).toBeNull();
	});

	it('says how much was read and what the address holds', () => {
		const text = describeLongPaste({ pasteChars: 5_000_120, fragmentChars: 927, examined: { lines: 1204, ofLines: 81_220 } });
		expect(text).toContain('read 1,204 of its 81,220 lines');
		expect(text).toContain('(927 of 5,000,120 characters)');
	});

	it('says when only the error lines came along', () => {
		const text = describeLongPaste({ pasteChars: 927, fragmentChars: 927, lostChars: 6_000_000 });
		expect(text).toMatch(/^The paste was 6,000,000 characters, more than this browser keeps for a tab/);
		expect(text).not.toContain('address');
	});
});
