/**
 * Small schema parts shared by runbooks, tool pages and wizards.
 * Every type in the project that describes content is derived from these with `z.infer`.
 */
import { z } from 'astro/zod';

/**
 * The error families, fixed by CONTRACT.md: one runbook each at `/errors/<slug>/`. All nineteen are
 * listed here once, so that adding a family's runbook never needs a change in `src/`.
 */
export const FAMILY_SLUGS = [
	'out-of-memory',
	'illegal-memory-access',
	'device-side-assert',
	'launch-failure',
	'illegal-instruction',
	'compatibility',
	'cublas-cudnn',
	'device-mismatch',
	'dtype-mismatch',
	'distributed-nccl',
	'device-unavailable',
	'cuda-graphs',
	'nan-inf',
	'cufft-cusolver-cusparse',
	'runtime-compilation',
	'library-loading',
	'invalid-api-call',
	'operation-not-supported',
	'not-a-gpu-error',
] as const;

/** One of the fixed family slugs. */
export const familySlugSchema = z.enum(FAMILY_SLUGS);
export type FamilySlug = z.infer<typeof familySlugSchema>;

/** A kebab-case identifier: check ids, wizard node ids, tool ids. Published ids never change. */
export const idSchema = z
	.string()
	.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a kebab-case id such as "expandable-segments"');

/**
 * The verdicts the diagnosis reads from a paste's numbers (`judgeOom` in
 * `lib/diagnosis/facts/oom.ts` returns these ids): a runbook's `verdictChecks` maps them to checks.
 */
export const VERDICT_IDS = ['memory-fraction', 'larger-than-gpu', 'other-process', 'fragmentation', 'capacity'] as const;
/** One of `VERDICT_IDS`. */
export type VerdictId = (typeof VERDICT_IDS)[number];

/** A JavaScript regular expression source, checked to compile. Matched case-insensitively. */
export const regexSourceSchema = z.string().refine(
	(source) => {
		try {
			new RegExp(source, 'i');
			return true;
		} catch {
			return false;
		}
	},
	{ message: 'expected a valid JavaScript regular expression' },
);

/**
 * Where an error string was seen. Either a capture from the repro lab (a file under
 * `test/fixtures/captures/`, which must contain the text) or a public source with its version.
 */
export const provenanceSchema = z.discriminatedUnion('kind', [
	z.object({
		kind: z.literal('capture'),
		/** Path of the capture, relative to `test/fixtures/captures/`, e.g. `oom/torch-too-large.txt`. */
		fixture: z.string().min(1),
	}),
	z.object({
		kind: z.literal('cite'),
		/** Public URL of the source that prints or documents the string (source code, docs, issue). */
		url: z.url(),
		/** The version the source refers to, e.g. "PyTorch 1.7" or "CUDA 10.0". */
		version: z.string().min(1),
	}),
]);
export type Provenance = z.infer<typeof provenanceSchema>;

/** Where a check or string applies, when that matters. */
export const appliesToSchema = z.object({
	/** GPU architectures, e.g. "sm_90" or "Ampere and newer". */
	arch: z.string().optional(),
	/** CUDA versions, e.g. ">= 12.0". */
	cuda: z.string().optional(),
	/** PyTorch versions, e.g. ">= 2.1". */
	pytorch: z.string().optional(),
	/** Anything else: an OS (WSL2), a library, a framework. */
	other: z.string().optional(),
});
export type AppliesTo = z.infer<typeof appliesToSchema>;
