/**
 * Where an out-of-memory paste says the GPU's memory went, as the segments of one bar: PyTorch's
 * live tensors, its cached but unused blocks, memory outside its allocator and what was free. The
 * "outside" figure is computed exactly as the verdict computes it (`judgeOom` in
 * `lib/diagnosis/facts/oom.ts`), so the card never shows two different numbers for one thing:
 * when the paste lists other processes, they are the outside figure and this process's own memory
 * beyond PyTorch's reserve (its CUDA context, libraries) is a segment of its own.
 */
import type { Facts } from '../diagnosis/facts/types.ts';

/** One segment of the bar. */
export interface OomSegment {
	key: 'allocated' | 'reserved' | 'context' | 'outside' | 'unaccounted' | 'free';
	label: string;
	bytes: number;
}

/** The bar: the GPU's total and the segments that fill it, left to right. */
export interface OomBar {
	totalBytes: number;
	requestedBytes?: number;
	segments: OomSegment[];
}

/** The bar for a paste's facts; null when the paste lacks the total, the free memory or PyTorch's figures. */
export function buildOomBar(facts: Facts): OomBar | null {
	const num = (key: string) => (typeof facts[key] === 'number' ? (facts[key] as number) : undefined);
	const total = num('totalBytes');
	const free = num('freeBytes');
	const allocated = num('allocatedBytes');
	if (!total || free === undefined || allocated === undefined) return null;
	const unallocated = num('reservedUnallocatedBytes') ?? 0;
	const reserved = allocated + unallocated;
	const used = Math.max(0, total - free);
	const processBytes = num('processBytes');
	const others = num('otherProcessBytes') ?? 0;
	const segments: OomSegment[] = [
		{ key: 'allocated', label: 'allocated by PyTorch (live tensors)', bytes: allocated },
		{ key: 'reserved', label: 'reserved by PyTorch but unallocated', bytes: unallocated },
	];
	if (processBytes !== undefined && others > 0) {
		const context = Math.max(0, processBytes - reserved);
		segments.push(
			{ key: 'context', label: 'this process outside PyTorch (CUDA context, libraries)', bytes: context },
			{ key: 'outside', label: 'other processes', bytes: others },
		);
		const unaccounted = used - reserved - context - others;
		// Rounding in the printed figures leaves crumbs; only a real gap is worth a segment.
		if (unaccounted > total * 0.005) segments.push({ key: 'unaccounted', label: 'in use, not accounted for in the message', bytes: unaccounted });
	} else {
		segments.push({ key: 'outside', label: "in use outside PyTorch's allocator", bytes: Math.max(0, used - reserved) });
	}
	segments.push({ key: 'free', label: 'free', bytes: free });
	const requested = num('requestedBytes');
	return { totalBytes: total, ...(requested !== undefined ? { requestedBytes: requested } : {}), segments: segments.filter((s) => s.bytes > 0 || s.key === 'free') };
}

/** The keys of the facts the bar shows, which the facts list then leaves out. */
export const OOM_BAR_FACTS: ReadonlySet<string> = new Set(['totalBytes', 'freeBytes', 'allocatedBytes', 'reservedUnallocatedBytes', 'reservedBytes', 'otherProcessBytes', 'processBytes']);
