/**
 * Facts read from a paste, as a person reads them: a label, and sizes in binary units.
 */
import type { Facts } from '../lib/diagnosis/facts/index.ts';
import { formatBytes } from '../lib/diagnosis/sizes.ts';

const LABELS: Record<string, string> = {
	requestedBytes: 'requested',
	totalBytes: 'GPU total',
	freeBytes: 'free',
	processBytes: 'in use by this process',
	otherProcessBytes: 'in use by other processes',
	allowedBytes: 'allowed (memory fraction)',
	allocatedBytes: 'allocated by PyTorch',
	reservedBytes: 'reserved by PyTorch',
	reservedUnallocatedBytes: 'reserved but unallocated',
	gpu: 'GPU',
	gpuName: 'GPU name',
	gpuArch: 'GPU architecture',
	otherProcessCount: 'other processes',
	otherProcessPids: 'their pids',
	exception: 'exception',
	code: 'code',
	errorNumber: 'error number',
	legacyNumbering: 'pre-CUDA-10.1 number',
	timeoutMs: 'timeout (ms)',
	ranForMs: 'ran for (ms)',
	storeWaitSeconds: 'store wait (s)',
	seqNum: 'collective sequence number',
	ncclVersion: 'NCCL version',
	ncclResult: 'NCCL result',
	driverCudaVersion: 'driver supports CUDA',
	supportedArchs: 'architectures in the build',
	minimumArch: "the build's minimum architecture",
	sanitizerErrors: 'sanitizer errors',
};

// Shown elsewhere in the output, or only useful to programs.
const HIDDEN: ReadonlySet<string> = new Set(['verdict', 'verdictText', 'errorLine']);

/** The facts worth showing, as `[label, value]` pairs in the order they were read. */
export function describeFacts(facts: Facts): [string, string][] {
	return Object.entries(facts)
		.filter(([key]) => !HIDDEN.has(key))
		.map(([key, value]) => [labelOf(key), key.endsWith('Bytes') && typeof value === 'number' ? formatBytes(value) : value === true ? 'yes' : String(value)]);
}

/** `storeWaitSeconds` reads "store wait seconds" where no label was written for it. */
function labelOf(key: string): string {
	return LABELS[key] ?? key.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
}
