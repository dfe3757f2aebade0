/**
 * Small runbooks built through the real schema, so tests of the mechanics do not depend on the
 * wording the real runbooks happen to have today (the real ones are tested in their own files).
 */
import { runbookSchema, type RunbookInput } from '../../../src/schemas/runbook.ts';
import { buildRegistry, type Registry } from '../../../src/lib/diagnosis/registry.ts';

/** A citation for test runbooks' strings. */
export const cite = { kind: 'cite', url: 'https://example.invalid/source', version: 'PyTorch 2.5' } as const;

/** A runbook with defaults for the fields a test does not care about. */
export function makeRunbook(input: Partial<RunbookInput> & Pick<RunbookInput, 'title' | 'errorStrings'>) {
	return runbookSchema.parse({
		summary: `${input.title}: a test runbook.`,
		likeliest: 'The first cause of this test runbook.',
		sticky: false,
		async: false,
		checks: [{ id: 'first-check', title: 'Do the first check' }],
		...input,
	});
}

/** Two families with strings, codes and causes: enough to exercise every kind of evidence. */
export function makeTestRegistry(): Registry {
	return buildRegistry([
		{
			slug: 'illegal-memory-access',
			data: makeRunbook({
				title: 'Illegal memory access',
				codes: { runtime: [{ name: 'cudaErrorIllegalAddress', number: 700, legacyNumber: 77 }] },
				errorStrings: [{ text: 'RuntimeError: CUDA error: an illegal memory access was encountered', origin: 'pytorch', source: cite }],
			}),
		},
		{
			slug: 'device-side-assert',
			data: makeRunbook({
				title: 'Device-side assert',
				codes: { runtime: [{ name: 'cudaErrorAssert', number: 710, legacyNumber: 59 }] },
				errorStrings: [{ text: 'RuntimeError: CUDA error: device-side assert triggered', origin: 'pytorch', source: cite }],
				causes: [{ id: 'index-select', match: 'srcIndex < srcSelectDimSize', title: 'index out of range in an embedding', meaning: 'An index passed to index_select or an embedding is larger than the table.', check: 'first-check' }],
			}),
		},
		{
			slug: 'out-of-memory',
			data: makeRunbook({
				title: 'CUDA out of memory',
				codes: { runtime: [{ name: 'cudaErrorMemoryAllocation', number: 2 }], library: ['CUBLAS_STATUS_ALLOC_FAILED'] },
				errorStrings: [{ text: 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate', origin: 'pytorch', source: cite }],
			}),
		},
		{
			slug: 'cublas-cudnn',
			data: makeRunbook({
				title: 'cuBLAS and cuDNN failures',
				codes: { library: ['CUBLAS_STATUS_EXECUTION_FAILED'] },
				errorStrings: [{ text: 'RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasSgemm', origin: 'cublas', source: cite }],
			}),
		},
	]);
}
