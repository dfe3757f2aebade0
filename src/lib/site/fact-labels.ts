/**
 * Facts read from a paste, as a person reads them: a label and a value in words (sizes in binary
 * units, the legacy numbering spelled out). Shared by the result card and its Markdown copy, so the
 * two say the same thing.
 */
import { formatBytes } from '../diagnosis/sizes.ts';

const LABELS: Record<string, string> = {
	errorLine: 'Error line',
	exception: 'Exception',
	code: 'Error code',
	errorNumber: 'Error number',
	legacyNumbering: 'Numbering',
	requestedBytes: 'Requested',
	totalBytes: 'GPU total capacity',
	freeBytes: 'Free on the GPU',
	processBytes: 'In use by this process',
	otherProcessBytes: 'In use by other processes',
	otherProcessCount: 'Other processes',
	otherProcessPids: 'Their process ids',
	allowedBytes: 'Allowed (memory fraction)',
	allocatedBytes: 'Allocated by PyTorch',
	reservedBytes: 'Reserved by PyTorch',
	reservedUnallocatedBytes: 'Reserved but unallocated',
	gpu: 'GPU index',
	gpuName: 'GPU',
	gpuArch: 'GPU architecture',
	supportedArchs: 'Architectures in this build',
	minimumArch: 'Oldest architecture supported',
	driverCudaVersion: 'CUDA version the driver supports',
	op: 'Collective',
	seqNum: 'Sequence number',
	numelIn: 'Elements in',
	timeoutMs: 'Timeout (ms)',
	ranForMs: 'Ran for (ms)',
	rank: 'Rank',
	ranks: 'Ranks reporting it',
	ncclVersion: 'NCCL version',
	ncclResult: 'NCCL result',
	lastError: 'Last error',
	firstWarning: 'First NCCL warning',
	assertion: 'Assertion',
	assertionLines: 'Threads that printed it',
	kernel: 'Kernel',
	file: 'Source file',
	line: 'Line',
	block: 'Block',
	thread: 'Thread',
	access: 'Access',
	accessBytes: 'Access size (bytes)',
	memorySpace: 'Memory space',
	address: 'Address',
	sanitizerErrors: 'Sanitizer errors',
	resource: 'Resource',
	requiredBytes: 'Required (bytes)',
	limitBytes: 'Hardware limit (bytes)',
	devices: 'Devices',
	inputType: 'Input type',
	weightType: 'Weight type',
	expectedDtype: 'Expected dtype',
	foundDtype: 'Found dtype',
	operator: 'Operator',
	dtype: 'Dtype',
};

/** Facts that are code or a line of the paste, shown in a monospace font. */
export const CODE_FACTS: ReadonlySet<string> = new Set(['errorLine', 'assertion', 'code', 'exception', 'kernel', 'file', 'lastError', 'firstWarning']);

/** One fact in words. */
export interface ShownFact {
	key: string;
	label: string;
	text: string;
}

/** The facts to show, in the order read, leaving out `hidden` keys. */
export function showFacts(facts: Record<string, string | number | boolean>, hidden: ReadonlySet<string> = new Set()): ShownFact[] {
	return Object.entries(facts)
		.filter(([key]) => !hidden.has(key))
		.map(([key, value]) => ({ key, label: LABELS[key] ?? key, text: factText(key, value) }));
}

function factText(key: string, value: string | number | boolean): string {
	if (key === 'legacyNumbering') return 'before CUDA 10.1';
	// Required and limit are what the compiler reports for a resource, in plain bytes.
	if (key.endsWith('Bytes') && typeof value === 'number' && !/^(required|limit)/.test(key)) return formatBytes(value);
	return String(value);
}
