/**
 * The CUDA error-code reference: the files it is generated from (`content/codes/*.yaml`, the
 * captured messages) and the generated data (`content/codes/cuda-codes.json`) the pages render.
 */
import { z } from 'astro/zod';
import { checkOwner, ownerFields } from './code-owner.ts';

/** Which API a code belongs to: the runtime's `cudaError_t` or the driver's `CUresult`. */
export const codeApiSchema = z.enum(['runtime', 'driver']);
export type CodeApi = z.infer<typeof codeApiSchema>;

/** A runtime enum name, e.g. `cudaErrorIllegalAddress`. */
export const runtimeNameSchema = z
	.string()
	.regex(/^cudaError[A-Z]\w*$/, 'expected a cudaError_t name such as cudaErrorIllegalAddress');

/** A driver enum name, e.g. `CUDA_ERROR_ILLEGAL_ADDRESS`. */
export const driverNameSchema = z
	.string()
	.regex(/^CUDA_ERROR_[A-Z0-9_]+$/, 'expected a CUresult name such as CUDA_ERROR_ILLEGAL_ADDRESS');

/** Either kind of enum name. */
export const codeNameSchema = z.union([runtimeNameSchema, driverNameSchema]);

/** Our explanation of one code, written for an ML/HPC engineer. */
export const ownExplanationSchema = z.strictObject({
	...ownerFields,
	/** One to three plain sentences: what it means, the usual cause, what to do. */
	text: z.string().min(40).max(700),
});

/** A driver code that means the same as a runtime code borrows that code's explanation. */
export const sharedExplanationSchema = z.strictObject({
	/** The runtime enum name whose explanation and family apply here too. */
	sameAs: runtimeNameSchema,
});

/** One entry of `content/codes/explanations.yaml`. */
export const explanationSchema = z.union([ownExplanationSchema, sharedExplanationSchema]);
export type Explanation = z.infer<typeof explanationSchema>;

/** `content/codes/explanations.yaml`: enum name to explanation; each own explanation names its runbook or says why none. */
export const explanationsFileSchema = z.record(codeNameSchema, explanationSchema).superRefine((file, ctx) => {
	for (const [name, entry] of Object.entries(file)) {
		if ('family' in entry) checkOwner(ctx, name, entry, [name]);
	}
});
export type ExplanationsFile = z.infer<typeof explanationsFileSchema>;

/** Id of a legacy source, e.g. `cuda-10.0`. */
export const sourceIdSchema = z
	.string()
	.regex(/^[a-z0-9]+(?:[-.][a-z0-9]+)*$/, 'expected a lower-case id such as "cuda-10.0"');

/** A public copy of an old header that shows pre-CUDA-10.1 numbers. */
export const legacySourceSchema = z.object({
	/** The CUDA release the copy belongs to, e.g. "CUDA 10.0". */
	version: z.string().min(1),
	/** Where to read it: a permalink to the file at a fixed commit. */
	url: z.url(),
	/** What the copy is and how its version is known. */
	note: z.string().min(10),
});
export type LegacySource = z.infer<typeof legacySourceSchema>;

/** `content/codes/legacy-runtime-numbers.yaml`: the `cudaError_t` enum before CUDA 10.1. */
export const legacyNumbersFileSchema = z
	.object({
		/** The public copies, by id. */
		sources: z.record(sourceIdSchema, legacySourceSchema),
		/** Enum name to its old number and the ids of the copies that show it. */
		numbers: z.record(
			runtimeNameSchema,
			z.object({
				/** The number before CUDA 10.1. */
				number: z.number().int().nonnegative(),
				/** Ids from `sources` of the copies that show this number. */
				sources: z.array(sourceIdSchema).min(1),
			}),
		),
	})
	.superRefine((file, ctx) => {
		for (const [name, entry] of Object.entries(file.numbers)) {
			for (const id of entry.sources) {
				if (!(id in file.sources)) {
					ctx.addIssue({ code: 'custom', path: ['numbers', name, 'sources'], message: `no source with id "${id}"` });
				}
			}
		}
	});
export type LegacyNumbersFile = z.infer<typeof legacyNumbersFileSchema>;

/** One message as `cudaGetErrorString` / `cuGetErrorString` returned it on a real GPU. */
export const capturedMessageSchema = z.object({
	/** The code's number. */
	number: z.number().int().nonnegative(),
	/** The code's enum name as the library reports it (success codes included). */
	name: z.string().regex(/^\w+$/, 'expected an enum name such as cudaErrorIllegalAddress'),
	/** The returned string, exactly; empty when the call returned no string. */
	message: z.string(),
});

/**
 * `test/fixtures/captures/codes/messages.json`, written on a real GPU by
 * `repro/cases/codes/messages.py`. Provenance is what the capture recorded about its machine
 * (GPU and driver, runtime and driver CUDA versions, date).
 */
export const messagesFileSchema = z.object({
	/** What the capture ran on. */
	provenance: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
	/** Messages of `cudaError_t` codes. */
	runtime: z.array(capturedMessageSchema),
	/** Messages of `CUresult` codes. */
	driver: z.array(capturedMessageSchema),
});
export type MessagesFile = z.infer<typeof messagesFileSchema>;

/** One code of the generated reference. */
export const cudaCodeSchema = z.object({
	/** The API it belongs to. */
	api: codeApiSchema,
	/** Its number in the current headers. */
	number: z.number().int().nonnegative(),
	/** Its number before CUDA 10.1, present only where it differed (runtime codes only). */
	legacyNumber: z.number().int().nonnegative().optional(),
	/** Ids of the legacy sources that show `legacyNumber`. */
	legacySources: z.array(sourceIdSchema).default([]),
	/** Enum name. */
	name: codeNameSchema,
	/** The exact string the API returns for it, or null when it was not captured. */
	message: z.string().nullable(),
	/** True when the header says the error leaves the process unusable for further CUDA work. */
	sticky: z.boolean(),
	/** The header's sentences that say so, quoted; absent when not sticky. */
	stickyEvidence: z.string().optional(),
	/** True when the header marks the code deprecated. */
	deprecated: z.boolean(),
	/** The CUDA version the header names as the deprecation, e.g. "3.1". */
	deprecatedSince: z.string().optional(),
	...ownerFields,
	/** Our explanation. */
	explanation: z.string().min(1),
	/** The enum name the explanation was written for (itself, or the runtime code it is the same as). */
	explainedAs: codeNameSchema,
});
export type CudaCode = z.infer<typeof cudaCodeSchema>;

/** The whole generated file `content/codes/cuda-codes.json`. */
export const codesDataSchema = z.object({
	/** The headers the names, numbers and flags were read from. */
	headers: z.object({
		/** The toolkit version from `CUDA_VERSION` in `cuda.h`, e.g. "13.0". */
		cudaVersion: z.string(),
		/** The runtime header's file name. */
		runtime: z.string(),
		/** The driver header's file name. */
		driver: z.string(),
	}),
	/** Provenance of the captured messages, or null when none were captured. */
	messages: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullable(),
	/** The public copies that show legacy numbers, by id. */
	legacySources: z.record(sourceIdSchema, legacySourceSchema),
	/** `cudaError_t` codes, by number. */
	runtime: z.array(cudaCodeSchema),
	/** `CUresult` codes, by number. */
	driver: z.array(cudaCodeSchema),
}).superRefine((data, ctx) => {
	for (const api of ['runtime', 'driver'] as const) {
		data[api].forEach((code, index) => checkOwner(ctx, code.name, code, [api, index]));
	}
});
export type CodesData = z.infer<typeof codesDataSchema>;
