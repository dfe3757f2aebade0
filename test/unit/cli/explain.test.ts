/**
 * `explain`: every way a code is written finds it in the code references (the same generated JSON
 * the site renders), with its runbook and check; unknown codes get the nearest known ones.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { diagnose } from '../../../src/lib/diagnosis/diagnose.ts';
import { loadCliData } from '../../../src/cli/load-data.ts';
import { editDistance, explainCode } from '../../../src/cli/explain.ts';
import { toExplainEntry, withoutTwins } from '../../../src/cli/explain-entry.ts';

const data = await loadCliData(fileURLToPath(new URL('../../../', import.meta.url)));
const context = { data, families: data.bundle.registry.families, diagnose: (paste: string) => diagnose(paste, data.bundle.registry) };

/** `[name, number, owning runbook]` of what `query` finds, twins folded as the CLI prints them. */
function found(query: string, legacy = false) {
	const entries = withoutTwins(explainCode(query, data, legacy).hits.map((hit) => toExplainEntry(hit, context)));
	return entries.map((entry) => [entry.name, entry.number, entry.runbook?.slug ?? null]);
}

describe('explain finds', () => {
	it.each([
		['700', [['cudaErrorIllegalAddress', 700, 'illegal-memory-access']]],
		['cudaErrorIllegalAddress', [['cudaErrorIllegalAddress', 700, 'illegal-memory-access']]],
		['CUDA_ERROR_ILLEGAL_ADDRESS', [['CUDA_ERROR_ILLEGAL_ADDRESS', 700, 'illegal-memory-access']]],
		['cudaerrorillegaladdress', [['cudaErrorIllegalAddress', 700, 'illegal-memory-access']]],
		['an illegal memory access was encountered', [['cudaErrorIllegalAddress', 700, 'illegal-memory-access']]],
		['RuntimeError: CUDA error: device-side assert triggered', [['cudaErrorAssert', 710, 'device-side-assert']]],
		['CUBLAS_STATUS_EXECUTION_FAILED', [['CUBLAS_STATUS_EXECUTION_FAILED', 13, 'cublas-cudnn']]],
		['cublas 13', [['CUBLAS_STATUS_EXECUTION_FAILED', 13, 'cublas-cudnn']]],
		['ncclSystemError', [['ncclSystemError', 2, 'distributed-nccl']]],
		['CUDNN_STATUS_NOT_SUPPORTED', [['CUDNN_STATUS_NOT_SUPPORTED', 3000, 'cublas-cudnn']]],
		['CUFFT_INTERNAL_ERROR', [['CUFFT_INTERNAL_ERROR', 5, 'cufft-cusolver-cusparse']]],
		['CUSOLVER_STATUS_EXECUTION_FAILED', [['CUSOLVER_STATUS_EXECUTION_FAILED', 6, 'cufft-cusolver-cusparse']]],
		['NVRTC_ERROR_COMPILATION', [['NVRTC_ERROR_COMPILATION', 6, 'runtime-compilation']]],
		['xid 79', [['Xid 79', 79, 'device-unavailable']]],
		['NVRM: Xid (PCI:0000:5a:00): 79, GPU has fallen off the bus.', [['Xid 79', 79, 'device-unavailable']]],
		['RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasSgemm( handle, opa, opb, m, n, k, &alpha, a, lda, b, ldb, &beta, c, ldc)`', [['CUBLAS_STATUS_EXECUTION_FAILED', 13, 'cublas-cudnn']]],
		['Xid 48', [['Xid 48', 48, 'device-unavailable']]],
	])('%s', (query, expected) => {
		expect(found(query)).toEqual(expected);
	});

	it('both codes of a number whose runtime and driver meanings differ', () => {
		expect(found('3')).toEqual([
			['cudaErrorInitializationError', 3, 'device-unavailable'],
			['CUDA_ERROR_NOT_INITIALIZED', 3, 'device-unavailable'],
		]);
	});

	it('a pre-CUDA-10.1 number with --legacy, and says what it became', () => {
		const result = explainCode('77', data, true);
		expect(found('77', true)).toEqual([['cudaErrorIllegalAddress', 700, 'illegal-memory-access']]);
		expect(result.note).toBe('Before CUDA 10.1, 77 was cudaErrorIllegalAddress; it is 700 since.');
		expect(explainCode('2', data, true).note).toBe('cudaErrorMemoryAllocation kept the number 2 when CUDA 10.1 renumbered the runtime\'s codes.');
	});

	it('an old number without --legacy when no code has it today, and says so', () => {
		expect(found('59')).toEqual([['cudaErrorAssert', 710, 'device-side-assert']]);
		expect(explainCode('59', data).note).toMatch(/^No CUDA code has had the number 59 since CUDA 10\.1/);
		expect(explainCode('1', data).note).toBe('Before CUDA 10.1, 1 was cudaErrorMissingConfiguration; for a message from an older CUDA, run `cuda-triage explain --legacy 1`.');
	});

	it('the check that diagnosis names for the code, else the runbook\'s first', () => {
		const [entry] = explainCode('700', data).hits.map((hit) => toExplainEntry(hit, context));
		expect(entry.check).toMatchObject({ id: 'rerun-with-launch-blocking', url: '/errors/illegal-memory-access/#check-rerun-with-launch-blocking' });
		expect(entry.check?.command?.text).toBe('CUDA_LAUNCH_BLOCKING=1 TORCH_SHOW_CPP_STACKTRACES=1 python train.py');
		for (const hit of [...explainCode('cublas 13', data).hits, ...explainCode('xid 31', data).hits]) {
			const { runbook, check } = toExplainEntry(hit, context);
			expect(runbook === null || data.checks[runbook.slug].some((c) => c.id === check?.id)).toBe(true);
		}
	});
});

describe('explain does not find', () => {
	it.each([
		['cudaErrorIlegalAddress', ['cudaErrorIllegalAddress', 'CUDA_ERROR_ILLEGAL_ADDRESS', 'cudaErrorIllegalState', 'cudaErrorMisalignedAddress']],
		['CUBLAS_STATUS_EXECUTION_FAIL', ['CUBLAS_STATUS_EXECUTION_FAILED', 'CUDNN_STATUS_EXECUTION_FAILED', 'CUSPARSE_STATUS_EXECUTION_FAILED', 'CUSOLVER_STATUS_EXECUTION_FAILED']],
		['99999', ['10000', '999', '915']],
		['xid 9999', ['xid 172', 'xid 171', 'xid 170']],
		['cublas 99', ['cublas 16', 'cublas 15', 'cublas 14']],
	])('%s, and offers %j', (query, nearest) => {
		const result = explainCode(query, data);
		expect(result.hits).toEqual([]);
		expect(result.nearest).toEqual(nearest);
	});

	it('an Xid or a library status it has never heard of, without offering anything far away', () => {
		expect(explainCode('the flux capacitor failed', data)).toEqual({ hits: [], nearest: [] });
	});

	it('measures nearness by edit distance', () => {
		expect(editDistance('kitten', 'sitting')).toBe(3);
		expect(editDistance('', 'abc')).toBe(3);
	});
});

describe('every code in the references', () => {
	it('is found by its own name, and explained with a runbook or the reason it has none', () => {
		const names = [...data.runtime, ...data.driver].map((code) => code.name).concat(data.libraries.flatMap((l) => l.statuses.map((s) => s.name)));
		for (const name of names) {
			const entries = explainCode(name, data).hits.map((hit) => toExplainEntry(hit, context));
			expect(entries.map((entry) => entry.name)).toContain(name);
			for (const entry of entries) expect(entry.runbook !== null || (entry.noRunbook ?? '').length > 0, name).toBe(true);
		}
		for (const xid of data.xids) expect(found(`xid ${xid.number}`)[0][1]).toBe(xid.number);
	});
});
