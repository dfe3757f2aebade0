/**
 * Facts from an out-of-memory message, in bytes, and a verdict on why the allocation failed.
 * Reads PyTorch's current wording (c10/cuda/CUDACachingAllocator.cpp: "Tried to allocate X. GPU 0
 * has a total capacity of T of which F is free. [Including non-PyTorch memory, this process has P
 * memory in use. | Process N has P memory in use. ...] [A allowed; ]Of the allocated memory X is
 * allocated by PyTorch, and R is reserved by PyTorch but unallocated."), the PyTorch 1.x wording
 * ("(GPU 0; T total capacity; X already allocated; F free; [A allowed; ]R reserved in total by
 * PyTorch)"), CuPy's ("Out of memory allocating N bytes (allocated so far: M bytes)") and XLA's
 * ("Out of memory while trying to allocate N bytes").
 */
import type { VerdictId } from '../../../schemas/parts.ts';
import { formatBytes, parseSize } from '../sizes.ts';
import type { FactParser, Facts } from './types.ts';

const SIZE = String.raw`\b(\d[\d,]{0,30}(?:\.\d{1,12})?\s?(?:[KMGTP]i?B|bytes?|B))`;
/** The patterns the out-of-memory facts are read with (exported for the pattern-safety test). */
export const OOM_PATTERNS = {
	requested: new RegExp(String.raw`(?:Tried to allocate|Out of memory (?:while trying to allocate|allocating)|Failed to allocate request for|failed to allocate)\s+${SIZE}`, 'i'),
	gpu: /\bGPU (\d+)(?: has a total capacity|;)/,
	total: new RegExp(String.raw`(?:total capacity of ${SIZE}|${SIZE} total capacity)`, 'i'),
	free: new RegExp(String.raw`(?:of which ${SIZE} is free|; ${SIZE} free\b)`, 'i'),
	thisProcess: new RegExp(String.raw`this process has ${SIZE} memory in use`, 'i'),
	otherProcess: new RegExp(String.raw`Process (\d+) has ${SIZE} memory in use`, 'gi'),
	allowed: new RegExp(String.raw`${SIZE} allowed;`, 'i'),
	allocated: new RegExp(String.raw`(?:${SIZE} is allocated by PyTorch|${SIZE} already allocated)`, 'i'),
	reservedUnallocated: new RegExp(String.raw`${SIZE} is reserved by PyTorch but unallocated`, 'i'),
	reservedTotal: new RegExp(String.raw`(?:${SIZE} reserved in total by PyTorch|${SIZE} cached\))`, 'i'),
	cupySoFar: new RegExp(String.raw`allocated so far: ${SIZE}`, 'i'),
};

const GiB = 1024 ** 3;

/** The out-of-memory fact parser. */
export const oomFacts: FactParser = {
	family: 'out-of-memory',
	parse(text) {
		if (!/out of memory|OutOfMemory|RESOURCE_EXHAUSTED|Tried to allocate/i.test(text)) return null;
		const facts: Facts = {};
		const size = (pattern: RegExp): number | undefined => {
			const match = pattern.exec(text);
			const value = match?.slice(1).find((group) => group !== undefined);
			return value === undefined ? undefined : (parseSize(value) ?? undefined);
		};
		const put = (key: string, value: number | undefined) => {
			if (value !== undefined) facts[key] = value;
		};
		put('requestedBytes', size(OOM_PATTERNS.requested));
		const gpu = OOM_PATTERNS.gpu.exec(text);
		if (gpu) facts.gpu = Number(gpu[1]);
		put('totalBytes', size(OOM_PATTERNS.total));
		put('freeBytes', size(OOM_PATTERNS.free));
		put('processBytes', size(OOM_PATTERNS.thisProcess));
		put('allowedBytes', size(OOM_PATTERNS.allowed));
		put('allocatedBytes', size(OOM_PATTERNS.allocated) ?? size(OOM_PATTERNS.cupySoFar));
		const others = [...text.matchAll(OOM_PATTERNS.otherProcess)].map((m) => ({ pid: Number(m[1]), bytes: parseSize(m[2]) ?? 0 }));
		if (others.length) {
			facts.otherProcessCount = others.length;
			facts.otherProcessBytes = others.reduce((sum, p) => sum + p.bytes, 0);
			facts.otherProcessPids = others.map((p) => p.pid).join(' ');
		}
		const unallocated = size(OOM_PATTERNS.reservedUnallocated);
		const reservedTotal = size(OOM_PATTERNS.reservedTotal);
		const allocated = facts.allocatedBytes as number | undefined;
		if (unallocated !== undefined) {
			facts.reservedUnallocatedBytes = unallocated;
			if (allocated !== undefined) facts.reservedBytes = allocated + unallocated;
		} else if (reservedTotal !== undefined) {
			facts.reservedBytes = reservedTotal;
			if (allocated !== undefined) facts.reservedUnallocatedBytes = Math.max(0, reservedTotal - allocated);
		}
		if (Object.keys(facts).length === 0) return null;
		const verdict = judgeOom(facts);
		if (verdict) {
			facts.verdict = verdict.id;
			facts.verdictText = verdict.text;
		}
		return facts;
	},
};

/** Why the allocation failed, from the numbers; null when the paste lacks the numbers to tell. */
export function judgeOom(facts: Facts): { id: VerdictId; text: string } | null {
	const num = (key: string) => (typeof facts[key] === 'number' ? (facts[key] as number) : undefined);
	const requested = num('requestedBytes');
	const total = num('totalBytes');
	const free = num('freeBytes');
	const allowed = num('allowedBytes');
	const unallocated = num('reservedUnallocatedBytes');
	const reserved = num('reservedBytes');
	if (requested === undefined || total === undefined) return null;
	if (allowed !== undefined && allowed < total * 0.98) {
		return {
			id: 'memory-fraction',
			text: `A per-process cap applies: only ${formatBytes(allowed)} of the GPU's ${formatBytes(total)} is allowed (torch.cuda.set_per_process_memory_fraction).`,
		};
	}
	if (requested > total) {
		return {
			id: 'larger-than-gpu',
			text: `One request of ${formatBytes(requested)} is larger than the whole GPU (${formatBytes(total)}): no setting can make it fit; shrink the tensor (batch, sequence length, resolution) or split the work.`,
		};
	}
	const others = num('otherProcessBytes') ?? 0;
	// Memory the caching allocator does not hold: other processes, or non-PyTorch allocations here.
	const outside = free !== undefined && reserved !== undefined ? (num('processBytes') !== undefined && others > 0 ? others : total - free - reserved) : 0;
	const fragmented = unallocated !== undefined && unallocated >= requested && unallocated >= 64 * 1024 ** 2;
	if (outside > Math.max(2 * GiB, total * 0.15) && (!fragmented || outside > (unallocated ?? 0))) {
		// Named processes are counted as such, in the words of the memory bar's key.
		const named = num('processBytes') !== undefined && others > 0;
		return {
			id: 'other-process',
			text: named
				? `Other processes hold ${formatBytes(outside)} of this GPU: another job, a notebook kernel or a leftover worker (check nvidia-smi).`
				: `${formatBytes(outside)} of the GPU is in use outside PyTorch's allocator: another process on this GPU, or non-PyTorch allocations in this one (check nvidia-smi).`,
		};
	}
	if (fragmented) {
		return {
			id: 'fragmentation',
			text: `Fragmentation: PyTorch holds ${formatBytes(unallocated ?? 0)} reserved but unallocated, more than the ${formatBytes(requested)} requested, in pieces too small to use; try PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True.`,
		};
	}
	return {
		id: 'capacity',
		text: `The work needs more memory than the GPU has free${free !== undefined ? ` (${formatBytes(free)} free of ${formatBytes(total)})` : ''}: reduce the batch or sequence size, or use activation checkpointing or mixed precision.`,
	};
}
