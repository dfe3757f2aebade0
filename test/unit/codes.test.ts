/**
 * The error-code reference: the header parser on literal snippets, the consistency checks on the
 * inputs, the committed data against a fresh run of the generator, and the runbooks' codes against
 * the data, so neither can drift from the headers.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { buildCodesData, listUndeclaredMessages, type CodeInputs } from '../../src/lib/codes/build-codes.ts';
import { describeProvenance, describeSticky, listCodePages, listCodeRoutes } from '../../src/lib/codes/code-pages.ts';
import {
	parseEnumBody,
	parseErrorEnum,
	readCudaVersion,
	readStickyEvidence,
	RUNTIME_ENUM_OPENER,
} from '../../src/lib/codes/parse-header.ts';
import { parseContentFile } from '../../src/lib/codes/parse-file.ts';
import { assertValidCodeSources } from '../../src/lib/codes/read-code-sources.ts';
import { codePath } from '../../src/lib/site/paths.ts';
import { codesDataSchema, explanationsFileSchema } from '../../src/schemas/code.ts';
import { generateCodesData, MESSAGES_FILE, OUTPUT_FILE, serializeCodesData } from '../../scripts/codes/generate.ts';

const RUNTIME_SNIPPET = `
/**
 * CUDA error types
 */
enum __device_builtin__ cudaError
{
    /**
     * The API call returned with no errors.
     */
    cudaSuccess                           =      0,

    /**
     * \\deprecated
     * This error return is deprecated as of CUDA 5.0. It is no longer an error
     * to call cudaProfilerStart() when profiling is already enabled.
     */
    cudaErrorProfilerAlreadyStarted       =     7,

    /**
     * The device encountered an illegal instruction during kernel execution
     * This leaves the process in an inconsistent state and any further CUDA work
     * will return the same error. To continue using CUDA, the process must be terminated
     * and relaunched.
     */
    cudaErrorIllegalInstruction           =     715,
    cudaErrorStartupFailure               =   0x7f, /**< An internal startup failure. */

    /**
     * This indicates that an unknown internal error has occurred.
     */
    cudaErrorUnknown                      =    999

    /**
     * \\deprecated
     * This error return is deprecated as of CUDA 4.1.
     */
    , cudaErrorApiFailureBase               =  10000
};
enum __device_builtin__ cudaChannelFormatKind { cudaChannelFormatKindSigned = 0 };
`;

describe('parsing an error enum out of a header', () => {
	const entries = parseErrorEnum(RUNTIME_SNIPPET, RUNTIME_ENUM_OPENER);

	it('reads every entry of the enum and nothing after it', () => {
		expect(entries.map((e) => [e.name, e.number])).toEqual([
			['cudaSuccess', 0],
			['cudaErrorProfilerAlreadyStarted', 7],
			['cudaErrorIllegalInstruction', 715],
			['cudaErrorStartupFailure', 127],
			['cudaErrorUnknown', 999],
			['cudaErrorApiFailureBase', 10000],
		]);
	});

	it('marks a \\deprecated entry and reads the version it names', () => {
		expect(entries[1]).toMatchObject({ deprecated: true, deprecatedSince: '5.0' });
		expect(entries[5]).toMatchObject({ name: 'cudaErrorApiFailureBase', deprecated: true, deprecatedSince: '4.1' });
		expect(entries[2]?.deprecated).toBe(false);
	});

	it('quotes the sentences that make an entry sticky, even where the header drops a full stop', () => {
		expect(entries[2]?.stickyEvidence).toBe(
			'This leaves the process in an inconsistent state and any further CUDA work will return the same error. To continue using CUDA, the process must be terminated and relaunched.',
		);
		expect(entries[4]?.stickyEvidence).toBeUndefined();
	});

	it('gives a trailing /**< comment to the entry before it', () => {
		expect(entries[3]?.comment).toBe('An internal startup failure.');
		expect(entries[4]?.comment).toBe('This indicates that an unknown internal error has occurred.');
	});

	it('recognises each wording the headers use for a sticky error', () => {
		expect(readStickyEvidence('An assert triggered. The device cannot be used again. All existing allocations are invalid.')).toBe(
			'The device cannot be used again.',
		);
		expect(readStickyEvidence('A device-side assert triggered. The context cannot be used anymore, and must be destroyed.')).toBe(
			'The context cannot be used anymore, and must be destroyed.',
		);
		expect(readStickyEvidence('To continue using CUDA, verify the system configuration is in a valid state.')).toBeUndefined();
	});

	it('reads CUDA_VERSION as a release number', () => {
		expect(readCudaVersion('#define CUDA_VERSION 13000')).toBe('13.0');
		expect(readCudaVersion('#define CUDA_VERSION 12080')).toBe('12.8');
	});

	it('names the enum it could not find', () => {
		expect(() => parseErrorEnum('enum other { a = 1 };', RUNTIME_ENUM_OPENER)).toThrow(/no enum matching/);
	});
});

/** A minimal consistent input: one runtime and one driver code with the same meaning. */
function makeInputs(overrides: Partial<CodeInputs> = {}): CodeInputs {
	return {
		cudaVersion: '13.0',
		headerNames: { runtime: 'driver_types.h', driver: 'cuda.h' },
		runtime: parseEnumBody('cudaSuccess = 0, cudaErrorIllegalAddress = 700'),
		driver: parseEnumBody('CUDA_SUCCESS = 0, CUDA_ERROR_ILLEGAL_ADDRESS = 700'),
		legacy: {
			sources: { 'cuda-10.0': { version: 'CUDA 10.0', url: 'https://example.org/h', note: 'an old copy of the header' } },
			numbers: { cudaErrorIllegalAddress: { number: 77, sources: ['cuda-10.0'] } },
		},
		explanations: {
			cudaErrorIllegalAddress: { family: 'illegal-memory-access', text: 'A kernel accessed memory it may not access; find it with compute-sanitizer.' },
			CUDA_ERROR_ILLEGAL_ADDRESS: { sameAs: 'cudaErrorIllegalAddress' },
		},
		messages: null,
		...overrides,
	};
}

describe('joining headers, legacy numbers, messages and explanations', () => {
	it('leaves out the success codes and carries the legacy number, family and shared explanation', () => {
		const data = buildCodesData(makeInputs());
		expect(data.runtime.map((c) => c.name)).toEqual(['cudaErrorIllegalAddress']);
		expect(data.runtime[0]).toMatchObject({ legacyNumber: 77, legacySources: ['cuda-10.0'], family: 'illegal-memory-access', message: null });
		expect(data.driver[0]).toMatchObject({ family: 'illegal-memory-access', explainedAs: 'cudaErrorIllegalAddress' });
		expect(data.driver[0]).not.toHaveProperty('legacyNumber');
	});

	it('keeps no legacy number where the old number equals the current one', () => {
		const legacy = { ...makeInputs().legacy, numbers: { cudaErrorIllegalAddress: { number: 700, sources: ['cuda-10.0'] } } };
		expect(buildCodesData(makeInputs({ legacy })).runtime[0]).not.toHaveProperty('legacyNumber');
	});

	it('uses a captured message and says nothing when there is none', () => {
		const messages = {
			provenance: { gpu: 'test GPU' },
			runtime: [{ number: 700, name: 'cudaErrorIllegalAddress', message: 'an illegal memory access was encountered' }],
			driver: [],
		};
		const data = buildCodesData(makeInputs({ messages }));
		expect(data.runtime[0]?.message).toBe('an illegal memory access was encountered');
		expect(data.driver[0]?.message).toBeNull();
		expect(data.messages).toEqual({ gpu: 'test GPU' });
	});

	it('treats an empty captured string as no message', () => {
		const messages = { provenance: {}, runtime: [], driver: [{ number: 700, name: 'CUDA_ERROR_ILLEGAL_ADDRESS', message: '' }] };
		expect(buildCodesData(makeInputs({ messages })).driver[0]?.message).toBeNull();
	});

	it('lists captured codes the headers do not declare instead of failing', () => {
		const messages = { provenance: {}, runtime: [], driver: [{ number: 917, name: 'CUDA_ERROR_FROM_A_NEWER_DRIVER', message: 'newer' }] };
		expect(() => buildCodesData(makeInputs({ messages }))).not.toThrow();
		expect(listUndeclaredMessages(makeInputs({ messages }))).toEqual(['driver 917 CUDA_ERROR_FROM_A_NEWER_DRIVER']);
	});

	it('refuses a code without an explanation', () => {
		const explanations = { CUDA_ERROR_ILLEGAL_ADDRESS: { sameAs: 'cudaErrorIllegalAddress' } };
		expect(() => buildCodesData(makeInputs({ explanations }))).toThrow('explanations.yaml has no entry for cudaErrorIllegalAddress (700)');
	});

	it('refuses an explanation of a code the headers do not declare', () => {
		const explanations = { ...makeInputs().explanations, cudaErrorGone: { family: null, text: 'An explanation of a code that no longer exists.' } };
		expect(() => buildCodesData(makeInputs({ explanations }))).toThrow('explanations.yaml explains cudaErrorGone, which the headers do not declare');
	});

	it('refuses sameAs pointing at a code without its own explanation', () => {
		const runtime = parseEnumBody('cudaErrorIllegalAddress = 700, cudaErrorOther = 701');
		const explanations = { ...makeInputs().explanations, cudaErrorOther: { sameAs: 'cudaErrorOther' } };
		expect(() => buildCodesData(makeInputs({ runtime, explanations }))).toThrow('cudaErrorOther: sameAs cudaErrorOther, which has no explanation of its own');
	});

	it('refuses a legacy number for a code the headers do not declare', () => {
		const legacy = { ...makeInputs().legacy, numbers: { cudaErrorGone: { number: 5, sources: ['cuda-10.0'] } } };
		expect(() => buildCodesData(makeInputs({ legacy }))).toThrow('legacy-runtime-numbers.yaml lists cudaErrorGone, which the headers do not declare');
	});

	it('refuses a captured message whose number disagrees with the header', () => {
		const messages = { provenance: {}, runtime: [{ number: 77, name: 'cudaErrorIllegalAddress', message: 'x' }], driver: [] };
		expect(() => buildCodesData(makeInputs({ messages }))).toThrow('messages.json (runtime) gives cudaErrorIllegalAddress the number 77; the header says 700');
	});
});

const data = codesDataSchema.parse(JSON.parse(readFileSync(OUTPUT_FILE, 'utf8')));

describe('the committed reference', () => {
	it('is what the generator produces now (run `npx node scripts/codes/generate.ts` after editing its inputs)', () => {
		expect(readFileSync(OUTPUT_FILE, 'utf8')).toBe(serializeCodesData(generateCodesData()));
	});

	it('explains every code of the installed headers', () => {
		const explanations = explanationsFileSchema.parse(parseYaml(readFileSync('content/codes/explanations.yaml', 'utf8')));
		const cudaHome = process.env.CUDA_HOME ?? '/usr/local/cuda';
		const runtime = parseErrorEnum(readFileSync(join(cudaHome, 'include/driver_types.h'), 'utf8'), RUNTIME_ENUM_OPENER);
		const missing = runtime.filter((e) => e.name !== 'cudaSuccess' && !(e.name in explanations)).map((e) => e.name);
		expect(missing).toEqual([]);
		for (const code of [...data.runtime, ...data.driver]) expect(code.explanation.length, code.name).toBeGreaterThan(40);
	});

	it('has the numbers and pre-10.1 numbers people quote', () => {
		const byName = new Map(data.runtime.map((c) => [c.name, c]));
		const pairs = [
			['cudaErrorMemoryAllocation', 2, undefined],
			['cudaErrorLaunchFailure', 719, 4],
			['cudaErrorLaunchTimeout', 702, 6],
			['cudaErrorLaunchOutOfResources', 701, 7],
			['cudaErrorAssert', 710, 59],
			['cudaErrorIllegalInstruction', 715, 73],
			['cudaErrorIllegalAddress', 700, 77],
			['cudaErrorNoKernelImageForDevice', 209, 48],
		] as const;
		for (const [name, number, legacyNumber] of pairs) {
			expect([name, byName.get(name)?.number, byName.get(name)?.legacyNumber]).toEqual([name, number, legacyNumber]);
		}
	});

	it('carries the messages captured on a GPU, and none that was not captured', () => {
		const message = (name: string) => [...data.runtime, ...data.driver].find((c) => c.name === name)?.message;
		const captured = JSON.parse(readFileSync(MESSAGES_FILE, 'utf8')) as { runtime: { name: string; message: string }[] };
		for (const { name, message: text } of captured.runtime) {
			if (name !== 'cudaSuccess') expect(message(name), name).toBe(text);
		}
		// 10000 lies outside the numbers the capture queried.
		expect(message('cudaErrorApiFailureBase')).toBeNull();
	});

	it('marks the kernel faults sticky and an out-of-memory error not', () => {
		const sticky = (name: string) => [...data.runtime, ...data.driver].find((c) => c.name === name)?.sticky;
		expect(['cudaErrorIllegalAddress', 'cudaErrorAssert', 'cudaErrorLaunchFailure', 'CUDA_ERROR_ASSERT'].map(sticky)).toEqual([true, true, true, true]);
		expect(['cudaErrorMemoryAllocation', 'cudaErrorLaunchOutOfResources'].map(sticky)).toEqual([false, false]);
	});
});

/** The YAML between the first two `---` lines of an MDX file. */
function readFrontmatter(file: string): Record<string, unknown> {
	const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'));
	return match?.[1] ? (parseYaml(match[1]) as Record<string, unknown>) : {};
}

const runbookFiles = readdirSync('content/errors')
	.filter((f) => f.endsWith('.mdx'))
	.map((f) => join('content/errors', f));

describe.each(runbookFiles)('codes named by %s', (file) => {
	const codes = (readFrontmatter(file).codes ?? {}) as {
		runtime?: { name: string; number: number; legacyNumber?: number }[];
		driver?: { name: string; number: number }[];
	};

	it('match the headers: same number and the same pre-10.1 number', () => {
		const byName = new Map([...data.runtime, ...data.driver].map((c) => [c.name, c]));
		for (const code of codes.runtime ?? []) {
			const known = byName.get(code.name);
			expect(known, `${file}: ${code.name} is a runtime code of the headers`).toBeDefined();
			expect({ number: code.number, legacyNumber: code.legacyNumber }, `${file}: ${code.name}`).toEqual({
				number: known?.number,
				legacyNumber: known?.legacyNumber,
			});
		}
		for (const code of codes.driver ?? []) {
			expect(byName.get(code.name)?.number, `${file}: ${code.name}`).toBe(code.number);
		}
	});
});

describe('runbook links of the codes', () => {
	const listedBy = new Map<string, string[]>();
	for (const file of runbookFiles) {
		const slug = file.replace(/^.*\//, '').replace(/\.mdx$/, '');
		const codes = (readFrontmatter(file).codes ?? {}) as { runtime?: { name: string }[]; driver?: { name: string }[] };
		for (const { name } of [...(codes.runtime ?? []), ...(codes.driver ?? [])]) listedBy.set(name, [...(listedBy.get(name) ?? []), slug]);
	}

	// A family whose runbook is still being written cannot list its codes yet; its codes are checked
	// once the runbook exists.
	const written = new Set(runbookFiles.map((file) => file.replace(/^.*\//, '').replace(/\.mdx$/, '')));
	const isPending = (family: string | null) => family !== null && !written.has(family);

	it('send each code a runbook lists to a runbook that lists it (set `family` in content/codes/explanations.yaml)', () => {
		const mismatches = [...data.runtime, ...data.driver]
			.filter((code) => listedBy.has(code.name) && !isPending(code.family) && !listedBy.get(code.name)!.includes(code.family ?? ''))
			.map((code) => `${code.name}: family ${code.family}, listed by ${listedBy.get(code.name)!.join(', ')}`);
		expect(mismatches).toEqual([]);
	});
});

describe('code pages', () => {
	const pages = listCodePages(data, 'runtime');
	const illegal = pages.find((p) => p.code.number === 700);

	it('link a code to the same number on the other API and to its neighbours', () => {
		expect(illegal?.counterpart?.name).toBe('CUDA_ERROR_ILLEGAL_ADDRESS');
		expect(illegal?.previous?.number).toBeLessThan(700);
		expect(illegal?.next?.number).toBe(701);
		expect(pages[0]?.previous).toBeUndefined();
		expect(pages.at(-1)?.next).toBeUndefined();
	});

	it('resolve the legacy sources the number was read from', () => {
		expect(illegal?.legacySources.map((s) => s.version)).toEqual(['CUDA 10.0', 'CUDA 8.0']);
	});

	it('live at the number and at the enum name, the number being canonical', () => {
		const routes = listCodeRoutes(data, 'driver').filter((r) => r.view.code.number === 700);
		expect(routes.map((r) => [r.key, r.alias])).toEqual([
			['700', false],
			['CUDA_ERROR_ILLEGAL_ADDRESS', true],
		]);
		expect(codePath('/kb/', 'runtime', 700)).toBe('/kb/codes/cuda/700/');
		expect(codePath('/', 'driver', 'CUDA_ERROR_ILLEGAL_ADDRESS')).toBe('/codes/driver/CUDA_ERROR_ILLEGAL_ADDRESS/');
	});

	it('describe where the messages were captured, without the lab host name', () => {
		const provenance = {
			generator: 'repro/cases/codes/messages.py',
			cuda_runtime_version: 13000,
			libcuda_driver_cuda_version: 13000,
			gpu_and_driver: 'NVIDIA H200, 580.159.04\nNVIDIA H200, 580.159.04',
			host: 'lab-7',
			date: '2025-11-21',
			extra: true,
		};
		expect(describeProvenance(provenance)).toEqual([
			'GPU and driver 2 × NVIDIA H200, 580.159.04',
			'CUDA runtime 13.0',
			'driver API for CUDA 13.0',
			'captured 2025-11-21',
			'by repro/cases/codes/messages.py',
			'extra: true',
		]);
		expect(describeProvenance(null)).toEqual([]);
	});

	it('say what stickiness means for the process', () => {
		expect(describeSticky(illegal!.code)).toMatch(/restart the process/);
		expect(describeSticky(pages.find((p) => p.code.number === 2)!.code)).toMatch(/stays usable/);
	});
});

describe('ownership of every CUDA code', () => {
	const explanation = { text: 'A CUDA call ran while the process was shutting down, after the driver had been unloaded.' };
	const parseExplanations = (file: unknown) => parseContentFile(explanationsFileSchema, file, 'content/codes/explanations.yaml');

	it('requires a noRunbook reason, naming the file and the code, where family is null', () => {
		expect(() => parseExplanations({ cudaErrorCudartUnloading: { family: null, ...explanation } })).toThrow(
			'content/codes/explanations.yaml does not fit its schema:\n  cudaErrorCudartUnloading.noRunbook: cudaErrorCudartUnloading has no runbook (family: null), so noRunbook must say why none covers it',
		);
	});

	it('refuses a reason next to a runbook', () => {
		expect(() => parseExplanations({ cudaErrorCudartUnloading: { family: 'invalid-api-call', noRunbook: 'A reason that contradicts the family.', ...explanation } })).toThrow(
			'cudaErrorCudartUnloading.noRunbook: cudaErrorCudartUnloading names the runbook invalid-api-call, so it must not also give a noRunbook reason',
		);
	});

	it('refuses a reason too short to help', () => {
		expect(() => parseExplanations({ cudaErrorCudartUnloading: { family: null, noRunbook: 'none', ...explanation } })).toThrow(
			'cudaErrorCudartUnloading.noRunbook: expected a sentence saying why no runbook covers this code',
		);
	});

	it('fails on generated data with a code that has neither, naming the code', () => {
		const broken = structuredClone(data);
		const code = broken.runtime.find((c) => c.name === 'cudaErrorNotReady')!;
		delete code.noRunbook;
		expect(() => parseContentFile(codesDataSchema, broken, OUTPUT_FILE)).toThrow(`${OUTPUT_FILE} does not fit its schema:\n  runtime.`);
		expect(() => parseContentFile(codesDataSchema, broken, OUTPUT_FILE)).toThrow('cudaErrorNotReady has no runbook (family: null)');
	});

	it('gives the codes of the new families their runbooks', () => {
		const family = (number: number) => data.runtime.find((c) => c.number === number)?.family;
		expect([900, 901, 902, 903, 904, 905, 906, 907, 908, 910].map(family)).toEqual(Array(10).fill('cuda-graphs'));
		expect([4, 201, 400, 709, 13, 17].map(family)).toEqual(Array(6).fill('invalid-api-call'));
		expect([800, 801, 215, 805, 806, 807, 808, 809, 810].map(family)).toEqual(Array(9).fill('operation-not-supported'));
		expect([223, 300].map(family)).toEqual(Array(2).fill('runtime-compilation'));
		// The driver compiling a binary's PTX (218, 221) is the binary's compatibility with the driver.
		expect([218, 221].map(family)).toEqual(['compatibility', 'compatibility']);
		expect([302, 303].map(family)).toEqual(['library-loading', 'library-loading']);
		expect(data.driver.find((c) => c.name === 'CUDA_ERROR_DEINITIALIZED')?.family).toBe('invalid-api-call');
	});

	it('owns or explains every code', () => {
		const codes = [...data.runtime, ...data.driver];
		const owned = codes.filter((c) => c.family !== null).length;
		const explained = codes.filter((c) => c.family === null && c.noRunbook).length;
		expect([owned + explained, codes.length]).toEqual([codes.length, 233]);
	});
});

describe('the hand-written code sources', () => {
	it('fit their schemas, so the build accepts them', async () => {
		await expect(assertValidCodeSources(process.cwd())).resolves.toBeUndefined();
	});

	it('fail the build on an explanation with neither a runbook nor a reason, naming the file and the code', async () => {
		const root = mkdtempSync(join(tmpdir(), 'codes-'));
		cpSync('content/codes', join(root, 'content/codes'), { recursive: true });
		const file = join(root, 'content/codes/explanations.yaml');
		// Drop cudaErrorNotReady's reason: its `noRunbook: >-` line and the indented lines after it.
		writeFileSync(file, readFileSync(file, 'utf8').replace(/(cudaErrorNotReady:\n  family: null\n)  noRunbook: >-\n(    .*\n)+/, '$1'));
		await expect(assertValidCodeSources(root)).rejects.toThrow(
			'content/codes/explanations.yaml does not fit its schema:\n  cudaErrorNotReady.noRunbook: cudaErrorNotReady has no runbook (family: null), so noRunbook must say why none covers it',
		);
		rmSync(root, { recursive: true, force: true });
	});
});
