/**
 * The library status reference: the files it is generated from (the statuses captured on a GPU,
 * statuses read from headers while a capture is incomplete, our explanations in
 * `content/codes/library-explanations.yaml`) and the generated `content/codes/library-codes.json`.
 */
import { z } from 'astro/zod';
import { checkOwner, ownerFields } from './code-owner.ts';

/** The libraries with status pages, in the order the site lists them. Fixed by CONTRACT.md. */
export const LIBRARY_IDS = ['cublas', 'cudnn', 'cufft', 'cusolver', 'cusparse', 'curand', 'nccl', 'nvrtc'] as const;

/** One library's id: its URL segment under `/codes/`. */
export const libraryIdSchema = z.enum(LIBRARY_IDS);
export type LibraryId = z.infer<typeof libraryIdSchema>;

/** A status enum name, e.g. `CUBLAS_STATUS_EXECUTION_FAILED`, `CUFFT_INTERNAL_ERROR` or `ncclSystemError`. */
export const libraryStatusNameSchema = z
	.string()
	.regex(
		/^(CUBLAS_STATUS_|CUDNN_STATUS_|CUFFT_|CUSOLVER_STATUS_|CUSPARSE_STATUS_|CURAND_STATUS_|NVRTC_|nccl)\w+$/,
		'expected a library status such as CUBLAS_STATUS_EXECUTION_FAILED, CUFFT_INTERNAL_ERROR, NVRTC_ERROR_COMPILATION or ncclSystemError',
	);

/** Provenance of a capture: what the GPU run recorded about its machine. */
const provenanceRecordSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

/** One status as `repro/cases/codes/library-statuses.py` read it from a header and asked the library for its message. */
export const capturedStatusSchema = z.object({
	/** Enum name. */
	name: z.string().regex(/^\w+$/, 'expected an enum name'),
	/** Its value. */
	number: z.number().int(),
	/** The header's comment on the enumerator, or null. */
	comment: z.string().nullable(),
	/** What the library's string function returned for the number, or null when it has none. */
	message: z.string().nullable(),
});
export type CapturedStatus = z.infer<typeof capturedStatusSchema>;

/** One library in the capture: where its header and library were found, and its statuses. */
export const capturedLibrarySchema = z.object({
	/** The header the statuses were read from (a path on the GPU machine). */
	header: z.string(),
	/** The shared library the messages came from, or null when it was not found. */
	library: z.string().nullable(),
	/** The function that returned the messages, or null when the library has none. */
	messageFunction: z.string().nullable(),
	/** Version macros the header defines, e.g. `CUBLAS_VER_MAJOR`. */
	versionMacros: z.record(z.string(), z.number()).default({}),
	/** The statuses, in header order. */
	statuses: z.array(capturedStatusSchema),
});
export type CapturedLibrary = z.infer<typeof capturedLibrarySchema>;

/** `test/fixtures/captures/codes/library-statuses.json`, written on a GPU machine. */
export const libraryCaptureFileSchema = z.object({
	/** What the capture ran on. */
	provenance: provenanceRecordSchema,
	/** By library id: what was found, or why nothing was (`{ error }`). */
	libraries: z.record(z.string(), z.union([capturedLibrarySchema, z.object({ error: z.string() })])),
});
export type LibraryCaptureFile = z.infer<typeof libraryCaptureFileSchema>;

/** One status read straight from a header (no library was asked for a message). */
export const headerStatusSchema = z.object({
	/** Enum name. */
	name: z.string().regex(/^\w+$/, 'expected an enum name'),
	/** Its value. */
	number: z.number().int(),
	/** The header's comment on the enumerator, or null. */
	comment: z.string().nullable(),
	/** True when the header marks the enumerator deprecated (e.g. `CUDNN_DEPRECATED_ENUM`). */
	deprecated: z.boolean(),
});
export type HeaderStatus = z.infer<typeof headerStatusSchema>;

/**
 * `content/codes/library-header-statuses.json`: statuses read from headers for the libraries whose
 * capture is incomplete. The generator uses a library's entry only until the capture lists every
 * status in it, then says the entry can go.
 */
export const headerStatusesFileSchema = z.object({
	/** Why these statuses come from headers and how to refresh them. */
	note: z.string().min(20),
	/** By library id; only the libraries whose capture is incomplete. */
	libraries: z.partialRecord(
		libraryIdSchema,
		z.object({
			/** The header's file name, e.g. `cudnn_graph.h`. */
			header: z.string().min(1),
			/** The library version the header declares, e.g. "9.19.0". */
			version: z.string().min(1),
			/** The statuses, in header order. */
			statuses: z.array(headerStatusSchema).min(1),
		}),
	),
});
export type HeaderStatusesFile = z.infer<typeof headerStatusesFileSchema>;

/** Our explanation of one status. */
export const ownLibraryExplanationSchema = z.strictObject({
	...ownerFields,
	/** True when the library deprecates the status (cuDNN 9 keeps old names as deprecated aliases). */
	deprecated: z.boolean().default(false),
	/** One to four plain sentences: what it means, the usual cause in PyTorch/CuPy/JAX terms, what to do. */
	text: z.string().min(40).max(900),
});

/** A deprecated name whose number belongs to another status borrows that status's explanation and family. */
export const aliasExplanationSchema = z.strictObject({
	/** The status this name is an alias of (same number, the name the library now uses). */
	aliasOf: libraryStatusNameSchema,
});

/** One entry of `content/codes/library-explanations.yaml`. */
export const libraryExplanationSchema = z.union([ownLibraryExplanationSchema, aliasExplanationSchema]);
export type LibraryExplanation = z.infer<typeof libraryExplanationSchema>;

/** `content/codes/library-explanations.yaml`: library id, then status name, to explanation. */
export const libraryExplanationsFileSchema = z
	.record(libraryIdSchema, z.record(libraryStatusNameSchema, libraryExplanationSchema))
	.superRefine((file, ctx) => {
		for (const [library, statuses] of Object.entries(file)) {
			for (const [name, entry] of Object.entries(statuses ?? {})) {
				if ('text' in entry) checkOwner(ctx, name, entry, [library, name]);
			}
		}
	});
export type LibraryExplanationsFile = z.infer<typeof libraryExplanationsFileSchema>;

/** Where a library's statuses were read from. */
export const statusSourceSchema = z.discriminatedUnion('kind', [
	z.object({
		kind: z.literal('capture'),
		/** The header's file name. */
		header: z.string(),
		/** The shared library's file name, whose version is in it (e.g. `libcublas.so.13.1.0.3`). */
		library: z.string().nullable(),
		/** The function that returned the messages, or null when the library has none. */
		messageFunction: z.string().nullable(),
	}),
	z.object({
		kind: z.literal('header'),
		/** The header's file name. */
		header: z.string(),
		/** The library version the header declares. */
		version: z.string(),
	}),
]);
export type StatusSource = z.infer<typeof statusSourceSchema>;

/** One status of the generated reference. */
export const libraryStatusSchema = z.object({
	/** Enum name. */
	name: libraryStatusNameSchema,
	/** Its value. */
	number: z.number().int(),
	/** The library's own message for it, exactly as its string function returned it on a GPU; null when not captured or the library has none. */
	message: z.string().nullable(),
	/** The header's comment on it, or null. */
	comment: z.string().nullable(),
	/** True when the library deprecates it. */
	deprecated: z.boolean(),
	/** For a deprecated alias: the status whose number it shares and whose page it leads to. */
	aliasOf: libraryStatusNameSchema.optional(),
	/** Deprecated aliases of this status (names with the same number). */
	aliases: z.array(libraryStatusNameSchema).default([]),
	/** True for the success code (`*_SUCCESS`) and sentinels such as `ncclNumResults`: not errors. */
	notAnError: z.boolean(),
	...ownerFields,
	/** Our explanation. */
	explanation: z.string().min(1),
});
export type LibraryStatus = z.infer<typeof libraryStatusSchema>;

/** One library of the generated reference. */
export const libraryCodesSchema = z.object({
	/** Its id and URL segment, e.g. `cublas`. */
	id: libraryIdSchema,
	/** Its name as NVIDIA writes it, e.g. "cuBLAS". */
	title: z.string(),
	/** The C type of its statuses, e.g. `cublasStatus_t`. */
	typeName: z.string(),
	/** Where the statuses were read from. */
	source: statusSourceSchema,
	/** Every status, aliases included, by number then declaration order. */
	statuses: z.array(libraryStatusSchema).min(1),
});
export type LibraryCodes = z.infer<typeof libraryCodesSchema>;

/** The whole generated file `content/codes/library-codes.json`. */
export const libraryCodesDataSchema = z
	.object({
		/** Provenance of the GPU capture the messages come from. */
		capture: provenanceRecordSchema,
		/** The libraries, in the order of `LIBRARY_IDS`. */
		libraries: z.array(libraryCodesSchema),
	})
	.superRefine((data, ctx) => {
		data.libraries.forEach((library, l) =>
			library.statuses.forEach((status, s) => checkOwner(ctx, status.name, status, ['libraries', l, 'statuses', s])),
		);
	});
export type LibraryCodesData = z.infer<typeof libraryCodesDataSchema>;
