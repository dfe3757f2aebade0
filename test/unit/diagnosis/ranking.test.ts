/**
 * Ranking mechanics on small runbooks built through the schema: which evidence wins, what
 * boilerplate must not decide, how numbers in old and new numbering are read.
 */
import { describe, expect, it } from 'vitest';
import { diagnose } from '../../../src/lib/diagnosis/diagnose.ts';
import { buildRegistry } from '../../../src/lib/diagnosis/registry.ts';
import { cite, makeRunbook, makeTestRegistry } from './fixtures.ts';

const registry = makeTestRegistry();
const slugs = (paste: string) => diagnose(paste, registry).matches.map((m) => m.slug);
const BOILERPLATE = [
	'CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.',
	'For debugging consider passing CUDA_LAUNCH_BLOCKING=1',
	'Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.',
].join('\n');

describe('diagnose', () => {
	it('ranks an illegal access as illegal-memory-access and explains why', () => {
		const [match] = diagnose(`RuntimeError: CUDA error: an illegal memory access was encountered\n${BOILERPLATE}`, registry).matches;
		expect(match.slug).toBe('illegal-memory-access');
		expect(match.url).toBe('/errors/illegal-memory-access/');
		expect(match.why).toBe("the paste names `cudaErrorIllegalAddress` (700) and says 'CUDA error: an illegal memory access was encountered'");
		expect(match.score).toBeGreaterThan(0.8);
	});

	it('never lets the TORCH_USE_CUDA_DSA boilerplate pull a paste towards device-side-assert', () => {
		expect(slugs(`RuntimeError: CUDA error: an illegal memory access was encountered\n${BOILERPLATE}`)).toEqual(['illegal-memory-access']);
		expect(slugs(BOILERPLATE)).toEqual([]);
	});

	it('ranks the embedding assertion as device-side-assert and gives its meaning', () => {
		const [match] = diagnose('Indexing.cu:1292: indexSelectLargeIndex: block: [0,0,0], thread: [32,0,0] Assertion `srcIndex < srcSelectDimSize` failed.', registry).matches;
		expect(match.slug).toBe('device-side-assert');
		expect(match.cause).toEqual({
			id: 'index-select',
			title: 'index out of range in an embedding',
			meaning: 'An index passed to index_select or an embedding is larger than the table.',
			check: 'first-check',
			checkUrl: '/errors/device-side-assert/#check-first-check',
		});
		expect(match.facts.assertion).toBe('srcIndex < srcSelectDimSize');
	});

	it('reads error=77 in THCudaCheck lines in the pre-CUDA-10.1 numbering', () => {
		const [match] = diagnose('THCudaCheck FAIL file=/pytorch/aten/src/THC/THCCachingHostAllocator.cpp line=265 error=77 : an illegal memory access was encountered', registry).matches;
		expect(match.slug).toBe('illegal-memory-access');
		expect(match.facts).toMatchObject({ code: 'cudaErrorIllegalAddress', errorNumber: 77, legacyNumbering: true });
	});

	it('reads a bare number in the numbering its format implies', () => {
		expect(slugs('RuntimeError: cuda runtime error (59) : unknown wording at /pytorch/aten/src/THC/x.cu:26')).toEqual(['device-side-assert']);
		expect(slugs('numba.cuda.cudadrv.driver.CudaAPIError: [700] Call to cuMemcpyDtoH results in UNKNOWN_CUDA_ERROR')).toEqual(['illegal-memory-access']);
	});

	it('maps the driver enum and the message to the runtime code a runbook lists', () => {
		expect(slugs('CUDA_ERROR_ILLEGAL_ADDRESS')).toEqual(['illegal-memory-access']);
		expect(slugs('Triton Error [CUDA]: an illegal memory access was encountered')).toEqual(['illegal-memory-access']);
	});

	it('puts a cuBLAS failure behind the illegal access it follows', () => {
		const paste = [
			'RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasSgemm( handle, opa, opb, m, n, k, &alpha, a, lda, b, ldb, &beta, c, ldc)`',
			'[W CUDAGuardImpl.h:118] Warning: CUDA warning: an illegal memory access was encountered (function destroyEvent)',
		].join('\n');
		expect(slugs(paste)).toEqual(['illegal-memory-access', 'cublas-cudnn']);
	});

	it('ranks an allocation failure inside cuBLAS as out-of-memory when that runbook lists it', () => {
		expect(slugs('RuntimeError: CUDA error: CUBLAS_STATUS_ALLOC_FAILED when calling `cublasCreate(handle)`')[0]).toBe('out-of-memory');
	});

	it('weighs the final exception above an earlier, unrelated error line', () => {
		const paste = ['RuntimeError: CUDA error: device-side assert triggered', 'During handling of the above exception, another exception occurred:', 'RuntimeError: CUDA error: an illegal memory access was encountered'].join('\n');
		expect(slugs(paste)).toEqual(['illegal-memory-access', 'device-side-assert']);
	});

	it('returns nothing, and a search query, for a paste it does not know', () => {
		const diagnosis = diagnose('ValueError: could not broadcast input array from shape (3,4) into shape (3,)', registry);
		expect(diagnosis.matches).toEqual([]);
		expect(diagnosis.searchQuery).toBe('could not broadcast input array shape');
	});

	it('uses the base path in URLs', () => {
		expect(diagnose('device-side assert triggered', registry, { base: '/kb/' }).matches[0].url).toBe('/kb/errors/device-side-assert/');
	});
});

describe('causes that hold only in some setting', () => {
	const settings = buildRegistry([
		{
			slug: 'device-unavailable',
			data: makeRunbook({
				title: 'No GPU',
				errorStrings: [{ text: "No CUDA runtime is found, using CUDA_HOME='/usr/local/cuda'", origin: 'pytorch', source: cite }],
				causes: [{ id: 'toolkit-without-gpu', match: 'No CUDA runtime is found', unless: 'egg_info', title: 'No GPU visible', meaning: 'The process sees no GPU.', check: 'first-check' }],
			}),
		},
		{
			slug: 'runtime-compilation',
			data: makeRunbook({
				title: 'Compiled at run time',
				errorStrings: [{ text: 'error: identifier "half2" is undefined', origin: 'other', source: cite }],
				causes: [{ id: 'jit-identifier', match: 'error: identifier "\\w+" is undefined', onlyWith: 'cpp_extension', title: 'A JIT build failed', meaning: 'An extension built at run time did not compile.', check: 'first-check' }],
			}),
		},
	]);
	const first = (paste: string) => diagnose(paste, settings).matches[0];

	it('drop a message ruled out by its setting as a cause and as a string alike', () => {
		expect(first("No CUDA runtime is found, using CUDA_HOME='/usr/local/cuda'")?.slug).toBe('device-unavailable');
		expect(first("Running egg_info\nNo CUDA runtime is found, using CUDA_HOME='/usr/local/cuda'\nerror: metadata-generation-failed")).toBeUndefined();
	});

	it('keep an unconfirmed one as the weaker evidence of its string', () => {
		const alone = first('error: identifier "half2" is undefined');
		const confirmed = first('File "torch/utils/cpp_extension.py", line 1, in _jit_compile\nerror: identifier "half2" is undefined');
		expect(alone?.slug).toBe('runtime-compilation');
		expect(alone?.cause).toBeUndefined();
		expect(confirmed?.cause?.id).toBe('jit-identifier');
	});
});

describe('a program name before the message', () => {
	const programs = buildRegistry([
		{
			slug: 'library-loading',
			data: makeRunbook({
				title: 'Libraries',
				errorStrings: [{ text: 'nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file', origin: 'other', source: cite }],
			}),
		},
		{
			slug: 'device-unavailable',
			data: makeRunbook({
				title: 'No GPU',
				errorStrings: [{ text: 'nvidia-container-cli: device error: 3: unknown device: unknown', origin: 'other', source: cite }],
			}),
		},
	]);
	const answers = (paste: string) => diagnose(paste, programs).matches.map((m) => m.slug);

	it('does not make another message of the same program a second answer', () => {
		expect(answers('nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory: unknown.')).toEqual(['library-loading']);
	});

	it('reads a GPU named by UUID as one named by index', () => {
		expect(answers('nvidia-container-cli: device error: GPU-4f2a6b1c-0d3e-11ee-be56-0242ac120002: unknown device: unknown.')).toEqual(['device-unavailable']);
	});
});
