/**
 * The library status reference: the header parser on literal snippets, the builder's choice of
 * source and each of its error messages, the committed data against a fresh run of the generator,
 * the families the contract gives each kind of status, and the runbooks' library codes against it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { buildLibraryCodes, type LibraryCodeInputs } from '../../src/lib/codes/build-library-codes.ts';
import { findLibraryStatus, loadLibraryCodes } from '../../src/lib/codes/library-codes-data.ts';
import { listCanonicalStatuses, listLibraryIndexRows, listLibraryRoutes } from '../../src/lib/codes/library-pages.ts';
import { parseContentFile } from '../../src/lib/codes/parse-file.ts';
import { parseStatusEnum, parseStatusEnumBody, readMacroVersion } from '../../src/lib/codes/parse-status-enum.ts';
import { libraryCodePath, libraryCodesPath } from '../../src/lib/site/paths.ts';
import { LIBRARY_IDS, libraryCodesDataSchema, libraryExplanationsFileSchema, type LibraryExplanationsFile } from '../../src/schemas/library-code.ts';
import { generateLibraryCodes, LIBRARY_OUTPUT_FILE, readHeaderStatuses, serializeJson } from '../../scripts/codes/generate-libraries.ts';

const CUDNN_SNIPPET = `
typedef enum {
    CUDNN_STATUS_SUCCESS = 0,

    /* Uncategorized errors */
    CUDNN_STATUS_NOT_INITIALIZED                = 1001,
    CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH    = 1002,

    CUDNN_STATUS_BAD_PARAM                     = 2000,
    CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED   = 4003,
    CUDNN_STATUS_ALLOC_FAILED CUDNN_DEPRECATED_ENUM  = CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED,
    CUDNN_STATUS_INVALID_VALUE CUDNN_DEPRECATED_ENUM = 2001 /* please transition to CUDNN_STATUS_BAD_PARAM instead */,
    CUDNN_STATUS_VERSION_MISMATCH CUDNN_DEPRECATED_ENUM =
        CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH,
} cudnnStatus_t;
#define CUDNN_GRAPH_MAJOR 9
#define CUDNN_GRAPH_MINOR 19
#define CUDNN_GRAPH_PATCH 0
`;

const CURAND_SNIPPET = `
enum curandStatus {
    CURAND_STATUS_SUCCESS = 0, ///< No errors
    CURAND_STATUS_VERSION_MISMATCH = 100, ///< Header file and linked library version do not match
    CURAND_STATUS_NOT_INITIALIZED, ///< Generator not initialized
    CURAND_STATUS_INTERNAL_ERROR = 0x3e7 ///< Internal library error
};
typedef enum curandStatus curandStatus_t;
`;

describe('reading a status enum out of a header', () => {
	it('reads names, numbers, aliases written as names, and deprecation markers', () => {
		expect(parseStatusEnum(CUDNN_SNIPPET, 'cudnnStatus_t').map((s) => [s.name, s.number, s.deprecated])).toEqual([
			['CUDNN_STATUS_SUCCESS', 0, false],
			['CUDNN_STATUS_NOT_INITIALIZED', 1001, false],
			['CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH', 1002, false],
			['CUDNN_STATUS_BAD_PARAM', 2000, false],
			['CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED', 4003, false],
			['CUDNN_STATUS_ALLOC_FAILED', 4003, true],
			['CUDNN_STATUS_INVALID_VALUE', 2001, true],
			['CUDNN_STATUS_VERSION_MISMATCH', 1002, true],
		]);
	});

	it('keeps a comment on its enumerator and drops a section heading', () => {
		const statuses = parseStatusEnum(CUDNN_SNIPPET, 'cudnnStatus_t');
		expect(statuses.find((s) => s.name === 'CUDNN_STATUS_INVALID_VALUE')?.comment).toBe('please transition to CUDNN_STATUS_BAD_PARAM instead');
		expect(statuses.find((s) => s.name === 'CUDNN_STATUS_NOT_INITIALIZED')?.comment).toBeNull();
	});

	it('follows a tagged enum, counts on from the previous value and reads hexadecimal', () => {
		expect(parseStatusEnum(CURAND_SNIPPET, 'curandStatus_t')).toEqual([
			{ name: 'CURAND_STATUS_SUCCESS', number: 0, comment: 'No errors', deprecated: false },
			{ name: 'CURAND_STATUS_VERSION_MISMATCH', number: 100, comment: 'Header file and linked library version do not match', deprecated: false },
			{ name: 'CURAND_STATUS_NOT_INITIALIZED', number: 101, comment: 'Generator not initialized', deprecated: false },
			{ name: 'CURAND_STATUS_INTERNAL_ERROR', number: 999, comment: 'Internal library error', deprecated: false },
		]);
	});

	it('reads the version from the header macros', () => {
		expect(readMacroVersion(CUDNN_SNIPPET, ['CUDNN_GRAPH_MAJOR', 'CUDNN_GRAPH_MINOR', 'CUDNN_GRAPH_PATCH'])).toBe('9.19.0');
		expect(readMacroVersion(CUDNN_SNIPPET, ['CUBLAS_VER_MAJOR'])).toBeUndefined();
	});

	it('names the type it could not find', () => {
		expect(() => parseStatusEnum(CUDNN_SNIPPET, 'cufftResult')).toThrow("no enum typedef'd as cufftResult in the header");
	});

	it('writes the header fallback from a folder of headers, with the version they declare', () => {
		const dir = mkdtempSync(join(tmpdir(), 'headers-'));
		writeFileSync(join(dir, 'curand.h'), `#define CURAND_VER_MAJOR 10\n#define CURAND_VER_MINOR 4\n#define CURAND_VER_PATCH 0\n${CURAND_SNIPPET}`);
		writeFileSync(join(dir, 'cudnn_graph.h'), 'typedef enum { CUDNN_STATUS_SUCCESS = 0 } cudnnStatus_t;');
		const file = readHeaderStatuses(dir, ['curand']);
		expect(file.libraries.curand).toMatchObject({ header: 'curand.h', version: '10.4.0' });
		expect(file.libraries.curand?.statuses).toHaveLength(4);
		expect(() => readHeaderStatuses(dir, ['cudnn'])).toThrow('cudnn_graph.h does not define CUDNN_GRAPH_MAJOR, CUDNN_GRAPH_MINOR, CUDNN_GRAPH_PATCH');
		rmSync(dir, { recursive: true, force: true });
	});

	it('names an enumerator whose value it cannot evaluate', () => {
		expect(() => parseStatusEnumBody('A = 1, B = SOMETHING_ELSE')).toThrow('cannot evaluate the value of B: SOMETHING_ELSE');
	});
});

type Explanations = LibraryExplanationsFile;
const own = (family: string | null, extra: Record<string, unknown> = {}) =>
	({ family, text: 'An explanation long enough for the schema to accept it.', deprecated: false, ...(family === null ? { noRunbook: 'Not an error; the call succeeded.' } : {}), ...extra }) as never;

/** Explanations for every library: a success status each, and what a test adds. */
function makeExplanations(overrides: Partial<Record<string, Record<string, unknown>>> = {}): Explanations {
	const base: Record<string, Record<string, unknown>> = {
		cublas: { CUBLAS_STATUS_SUCCESS: own(null), CUBLAS_STATUS_ALLOC_FAILED: own('out-of-memory') },
		cudnn: { CUDNN_STATUS_SUCCESS: own(null) },
		cufft: { CUFFT_SUCCESS: own(null) },
		cusolver: { CUSOLVER_STATUS_SUCCESS: own(null) },
		cusparse: { CUSPARSE_STATUS_SUCCESS: own(null) },
		curand: { CURAND_STATUS_SUCCESS: own(null) },
		nccl: { ncclSuccess: own(null) },
		nvrtc: { NVRTC_SUCCESS: own(null) },
	};
	return { ...base, ...overrides } as Explanations;
}

const SUCCESS_NAMES: Record<string, string> = {
	cublas: 'CUBLAS_STATUS_SUCCESS',
	cudnn: 'CUDNN_STATUS_SUCCESS',
	cufft: 'CUFFT_SUCCESS',
	cusolver: 'CUSOLVER_STATUS_SUCCESS',
	cusparse: 'CUSPARSE_STATUS_SUCCESS',
	curand: 'CURAND_STATUS_SUCCESS',
	nccl: 'ncclSuccess',
	nvrtc: 'NVRTC_SUCCESS',
};

/** A capture with the success status of every library, plus cuBLAS's allocation failure. */
function makeInputs(overrides: Partial<LibraryCodeInputs> = {}): LibraryCodeInputs {
	const libraries = Object.fromEntries(
		LIBRARY_IDS.map((id) => [
			id,
			{
				header: `/usr/local/cuda/include/${id}.h`,
				library: `/usr/lib/lib${id}.so.1`,
				messageFunction: id === 'cublas' ? 'cublasGetStatusString' : null,
				versionMacros: {},
				statuses: [
					{ name: SUCCESS_NAMES[id]!, number: 0, comment: null, message: id === 'cublas' ? 'success' : null },
					...(id === 'cublas' ? [{ name: 'CUBLAS_STATUS_ALLOC_FAILED', number: 3, comment: null, message: 'the resource allocation failed' }] : []),
				],
			},
		]),
	);
	return { capture: { provenance: { gpu_and_driver: 'test GPU' }, libraries }, headerStatuses: null, explanations: makeExplanations(), ...overrides };
}

const CUDNN_HEADER = {
	note: 'Statuses read from the test header for a library whose capture is incomplete.',
	libraries: {
		cudnn: {
			header: 'cudnn_graph.h',
			version: '9.19.0',
			statuses: [
				{ name: 'CUDNN_STATUS_SUCCESS', number: 0, comment: null, deprecated: false },
				{ name: 'CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED', number: 4003, comment: null, deprecated: false },
				{ name: 'CUDNN_STATUS_ALLOC_FAILED', number: 4003, comment: null, deprecated: true },
			],
		},
	},
};
const CUDNN_EXPLANATIONS = {
	CUDNN_STATUS_SUCCESS: own(null),
	CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED: own('out-of-memory'),
	CUDNN_STATUS_ALLOC_FAILED: { aliasOf: 'CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED' },
};

describe('building the library reference', () => {
	it('takes statuses and messages from the capture and owners from the explanations', () => {
		const { data, notices } = buildLibraryCodes(makeInputs());
		const cublas = data.libraries.find((l) => l.id === 'cublas')!;
		expect(cublas.source).toEqual({ kind: 'capture', header: 'cublas.h', library: 'libcublas.so.1', messageFunction: 'cublasGetStatusString' });
		expect(cublas.statuses.map((s) => [s.name, s.message, s.family, s.notAnError])).toEqual([
			['CUBLAS_STATUS_SUCCESS', 'success', null, true],
			['CUBLAS_STATUS_ALLOC_FAILED', 'the resource allocation failed', 'out-of-memory', false],
		]);
		expect(data.libraries.map((l) => l.id)).toEqual([...LIBRARY_IDS]);
		expect(notices).toEqual([]);
	});

	it('reads an incomplete capture from the header and resolves a deprecated alias to its number', () => {
		const { data, notices } = buildLibraryCodes(makeInputs({ headerStatuses: CUDNN_HEADER, explanations: makeExplanations({ cudnn: CUDNN_EXPLANATIONS }) }));
		const cudnn = data.libraries.find((l) => l.id === 'cudnn')!;
		expect(cudnn.source).toEqual({ kind: 'header', header: 'cudnn_graph.h', version: '9.19.0' });
		expect(cudnn.statuses.map((s) => [s.name, s.number, s.aliasOf, s.aliases, s.family, s.deprecated])).toEqual([
			['CUDNN_STATUS_SUCCESS', 0, undefined, [], null, false],
			['CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED', 4003, undefined, ['CUDNN_STATUS_ALLOC_FAILED'], 'out-of-memory', false],
			['CUDNN_STATUS_ALLOC_FAILED', 4003, 'CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED', [], 'out-of-memory', true],
		]);
		expect(notices).toEqual(['cudnn: the capture lists 1 of the 3 statuses in cudnn_graph.h, so they are read from the header (no messages) until it is rerun']);
	});

	it('prefers the capture once it lists every status of the header and says the header entry can go', () => {
		const inputs = makeInputs({ headerStatuses: CUDNN_HEADER, explanations: makeExplanations({ cudnn: CUDNN_EXPLANATIONS }) });
		const cudnn = inputs.capture.libraries.cudnn as { statuses: object[]; messageFunction: string | null };
		cudnn.messageFunction = 'cudnnGetErrorString';
		cudnn.statuses = CUDNN_HEADER.libraries.cudnn.statuses.map(({ name, number }) => ({ name, number, comment: null, message: name }));
		const { data, notices } = buildLibraryCodes(inputs);
		expect(data.libraries.find((l) => l.id === 'cudnn')!.source.kind).toBe('capture');
		expect(notices).toEqual(['cudnn: the capture now lists every status of cudnn_graph.h; remove "cudnn" from content/codes/library-header-statuses.json']);
	});

	it('fails loudly on a library with no statuses anywhere', () => {
		const inputs = makeInputs();
		(inputs.capture.libraries.curand as { statuses: object[] }).statuses = [];
		expect(() => buildLibraryCodes(inputs)).toThrow(
			'curand: test/fixtures/captures/codes/library-statuses.json lists no statuses for it, and content/codes/library-header-statuses.json has none either; rerun the capture on a GPU or read the header with --headers',
		);
	});

	it('names the error a capture reports for a library it could not read', () => {
		const inputs = makeInputs();
		inputs.capture.libraries.nccl = { error: 'nccl.h not found' };
		expect(() => buildLibraryCodes(inputs)).toThrow('nccl: test/fixtures/captures/codes/library-statuses.json reports "nccl.h not found"');
	});

	it('names a library missing from the capture', () => {
		const inputs = makeInputs();
		delete inputs.capture.libraries.nvrtc;
		expect(() => buildLibraryCodes(inputs)).toThrow('nvrtc: test/fixtures/captures/codes/library-statuses.json has no entry for it');
	});

	it('refuses a captured library that has no pages', () => {
		const inputs = makeInputs();
		inputs.capture.libraries.cutensor = { error: 'not a library of this site' };
		expect(() => buildLibraryCodes(inputs)).toThrow('library-statuses.json captures "cutensor", which has no pages');
	});

	it('refuses a status without an explanation', () => {
		const explanations = makeExplanations({ cublas: { CUBLAS_STATUS_SUCCESS: own(null) } });
		expect(() => buildLibraryCodes(makeInputs({ explanations }))).toThrow('library-explanations.yaml has no entry for cublas CUBLAS_STATUS_ALLOC_FAILED (3)');
	});

	it('refuses an explanation of a status the library does not have', () => {
		const explanations = makeExplanations({ nccl: { ncclSuccess: own(null), ncclGone: own('distributed-nccl') } });
		expect(() => buildLibraryCodes(makeInputs({ explanations }))).toThrow('library-explanations.yaml explains nccl ncclGone, which the nccl statuses do not include');
	});

	it('refuses an alias of a status with another number', () => {
		const explanations = makeExplanations({ cublas: { CUBLAS_STATUS_SUCCESS: own(null), CUBLAS_STATUS_ALLOC_FAILED: { aliasOf: 'CUBLAS_STATUS_SUCCESS' } } });
		expect(() => buildLibraryCodes(makeInputs({ explanations }))).toThrow(
			'library-explanations.yaml: cublas CUBLAS_STATUS_ALLOC_FAILED is aliasOf CUBLAS_STATUS_SUCCESS, which must be a cublas status with its own explanation and the same number (3)',
		);
	});

	it('refuses two explained statuses with one number', () => {
		const explanations = makeExplanations({ cudnn: { ...CUDNN_EXPLANATIONS, CUDNN_STATUS_ALLOC_FAILED: own('out-of-memory', { deprecated: true }) } });
		expect(() => buildLibraryCodes(makeInputs({ headerStatuses: CUDNN_HEADER, explanations }))).toThrow(
			'library-explanations.yaml: cudnn CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED and CUDNN_STATUS_ALLOC_FAILED share the number 4003; mark the deprecated one aliasOf the other',
		);
	});

	it('refuses a deprecation that disagrees with the header', () => {
		const header = structuredClone(CUDNN_HEADER);
		header.libraries.cudnn.statuses[1]!.deprecated = true;
		expect(() => buildLibraryCodes(makeInputs({ headerStatuses: header, explanations: makeExplanations({ cudnn: CUDNN_EXPLANATIONS }) }))).toThrow(
			'library-explanations.yaml: cudnn CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED is deprecated in the header; set deprecated: true',
		);
	});

	it('refuses a runbook for a status that is not an error', () => {
		const explanations = makeExplanations({ nccl: { ncclSuccess: own('distributed-nccl') } });
		expect(() => buildLibraryCodes(makeInputs({ explanations }))).toThrow(
			'library-explanations.yaml: nccl ncclSuccess is not an error, so its family must be null (with a noRunbook reason)',
		);
	});
});

describe('the explanations file schema', () => {
	const parse = (file: unknown) => parseContentFile(libraryExplanationsFileSchema, file, 'content/codes/library-explanations.yaml');

	it('requires a reason, naming the file and the status, where no runbook owns one', () => {
		const file = makeExplanations({ nccl: { ncclSuccess: { family: null, text: 'An explanation long enough for the schema to accept it.' } } });
		expect(() => parse(file)).toThrow(
			'content/codes/library-explanations.yaml does not fit its schema:\n  nccl.ncclSuccess.noRunbook: ncclSuccess has no runbook (family: null), so noRunbook must say why none covers it',
		);
	});

	it('refuses both a runbook and a reason', () => {
		const file = makeExplanations({ nccl: { ncclSuccess: own('distributed-nccl', { noRunbook: 'Contradicts the family given above.' }) } });
		expect(() => parse(file)).toThrow('nccl.ncclSuccess.noRunbook: ncclSuccess names the runbook distributed-nccl, so it must not also give a noRunbook reason');
	});

	it('refuses a name that is not a library status', () => {
		expect(() => parse(makeExplanations({ nccl: { cudaErrorUnknown: own('distributed-nccl') } }))).toThrow('expected a library status such as CUBLAS_STATUS_EXECUTION_FAILED');
	});
});

const data = libraryCodesDataSchema.parse(JSON.parse(readFileSync(LIBRARY_OUTPUT_FILE, 'utf8')));
const byId = (id: string) => data.libraries.find((l) => l.id === id)!;

describe('the committed library reference', () => {
	it('is what the generator produces now (run `npx node scripts/codes/generate-libraries.ts` after editing its inputs)', () => {
		expect(readFileSync(LIBRARY_OUTPUT_FILE, 'utf8')).toBe(serializeJson(generateLibraryCodes().data));
	});

	it('has every status of every library, aliases included', () => {
		expect(data.libraries.map((l) => [l.id, l.statuses.length, listCanonicalStatuses(l).length])).toEqual([
			['cublas', 10, 10],
			['cudnn', 54, 49],
			['cufft', 18, 18],
			['cusolver', 25, 25],
			['cusparse', 12, 12],
			['curand', 13, 13],
			['nccl', 9, 9],
			['nvrtc', 18, 18],
		]);
	});

	it('gives each kind of status the family the contract names', () => {
		for (const library of data.libraries) {
			for (const status of library.statuses) {
				const expected = status.notAnError || status.name === 'ncclInProgress'
					? null
					: /_ALLOC_FAILED$|ALLOCATION_FAILED$/.test(status.name)
						? 'out-of-memory'
						: /^CUDNN_STATUS_(?:SUBLIBRARY_(?:VERSION_MISMATCH|LOADING_FAILED)|VERSION_MISMATCH)$/.test(status.name)
							? 'library-loading' // cuDNN libraries from two releases, or one missing: "shared libraries that fail to load or disagree"
							: { cublas: 'cublas-cudnn', cudnn: 'cublas-cudnn', cufft: 'cufft-cusolver-cusparse', cusolver: 'cufft-cusolver-cusparse', cusparse: 'cufft-cusolver-cusparse', curand: 'cufft-cusolver-cusparse', nccl: 'distributed-nccl', nvrtc: 'runtime-compilation' }[library.id];
				expect([status.name, status.family]).toEqual([status.name, expected]);
			}
		}
	});

	it('points each cuDNN 9 deprecated alias at the status it aliases', () => {
		const aliases = byId('cudnn').statuses.filter((s) => s.aliasOf).map((s) => [s.name, s.number, s.aliasOf]);
		expect(aliases).toEqual([
			['CUDNN_STATUS_VERSION_MISMATCH', 1002, 'CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH'],
			['CUDNN_STATUS_ARCH_MISMATCH', 3007, 'CUDNN_STATUS_NOT_SUPPORTED_ARCH_MISMATCH'],
			['CUDNN_STATUS_RUNTIME_PREREQUISITE_MISSING', 3008, 'CUDNN_STATUS_NOT_SUPPORTED_RUNTIME_PREREQUISITE_MISSING'],
			['CUDNN_STATUS_ALLOC_FAILED', 4003, 'CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED'],
			['CUDNN_STATUS_MAPPING_ERROR', 4006, 'CUDNN_STATUS_INTERNAL_ERROR_TEXTURE_CREATION_FAILED'],
		]);
	});

	it('carries the messages the libraries returned on the GPU', () => {
		const message = (id: string, name: string) => byId(id).statuses.find((s) => s.name === name)?.message;
		expect(message('cublas', 'CUBLAS_STATUS_EXECUTION_FAILED')).toBe('the function failed to launch on the GPU');
		expect(message('nccl', 'ncclRemoteError')).toBe('remote process exited or there was a network error');
		expect(message('cufft', 'CUFFT_INTERNAL_ERROR')).toBeNull();
	});
});

describe('library status pages and loaders', () => {
	const libraries = loadLibraryCodes();

	it('live at the number and at every enum name, aliases included, the number being canonical', () => {
		const routes = listLibraryRoutes(byId('cudnn')).filter((r) => r.view.status.number === 4003);
		expect(routes.map((r) => [r.key, r.alias])).toEqual([
			['4003', false],
			['CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED', true],
			['CUDNN_STATUS_ALLOC_FAILED', true],
		]);
		expect(libraryCodePath('/kb/', 'cudnn', 4003)).toBe('/kb/codes/cudnn/4003/');
		expect(libraryCodesPath('/', 'nccl')).toBe('/codes/nccl/');
	});

	it('find a status by name (an alias too) or by number (never an alias)', () => {
		expect(findLibraryStatus(libraries, 'cudnn', 'CUDNN_STATUS_ALLOC_FAILED')?.aliasOf).toBe('CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED');
		expect(findLibraryStatus(libraries, 'cudnn', 4003)?.name).toBe('CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED');
		expect(findLibraryStatus(libraries, 'cublas', 13)?.family).toBe('cublas-cudnn');
		expect(findLibraryStatus(libraries, 'nccl', 99)).toBeUndefined();
	});

	it('list one index row per page, aliases shown on the status they alias', () => {
		const rows = listLibraryIndexRows('/', byId('cudnn'));
		expect(rows).toHaveLength(49);
		expect(rows.find((r) => r.number === 4003)).toMatchObject({ aliases: ['CUDNN_STATUS_ALLOC_FAILED'], href: '/codes/cudnn/4003/', family: 'out-of-memory' });
	});
});

describe('runbook library codes', () => {
	const runbooks = readdirSync('content/errors').filter((f) => f.endsWith('.mdx'));
	const written = new Set(runbooks.map((f) => f.replace(/\.mdx$/, '')));
	const listedBy = new Map<string, string[]>();
	for (const file of runbooks) {
		const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join('content/errors', file), 'utf8'))?.[1] ?? '';
		const names = ((parseYaml(frontmatter) as { codes?: { library?: string[] } }).codes?.library ?? []);
		for (const name of names) listedBy.set(name, [...(listedBy.get(name) ?? []), file.replace(/\.mdx$/, '')]);
	}
	const statuses = new Map(data.libraries.flatMap((l) => l.statuses.map((s) => [s.name, s] as const)));

	it('name statuses the libraries have', () => {
		expect([...listedBy.keys()].filter((name) => !statuses.has(name))).toEqual([]);
	});

	// A family whose runbook is still being written cannot list its statuses yet.
	it('go to a runbook that lists them (set `family` in content/codes/library-explanations.yaml)', () => {
		const mismatches = [...listedBy]
			.filter(([name, slugs]) => {
				const family = statuses.get(name)?.family ?? null;
				return !(family !== null && !written.has(family)) && !slugs.includes(family ?? '');
			})
			.map(([name, slugs]) => `${name}: family ${statuses.get(name)?.family}, listed by ${slugs.join(', ')}`);
		expect(mismatches).toEqual([]);
	});
});
