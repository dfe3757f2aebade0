/**
 * The frontmatter of a runbook (`content/errors/<slug>.mdx`): the machine-readable facts that the
 * page, search, diagnosis and wizards are built from.
 */
import { z } from 'astro/zod';
import { appliesToSchema, familySlugSchema, idSchema, provenanceSchema, regexSourceSchema, VERDICT_IDS } from './parts.ts';

/** Who prints an error string. */
export const ORIGINS = [
	'pytorch',
	'cuda-runtime',
	'cuda-driver',
	'cupy',
	'numba',
	'jax',
	'tensorflow',
	'triton',
	'cublas',
	'cudnn',
	'cufft',
	'cusolver',
	'cusparse',
	'curand',
	'nvrtc',
	'nccl',
	'nvml',
	'compute-sanitizer',
	'cuda-gdb',
	'nvidia-smi',
	'linux-kernel',
	'dynamic-loader',
	'shell',
	'python',
	'vllm',
	'deepspeed',
	'huggingface',
	'llama-cpp',
	'other',
] as const;

/** One string exactly as people see it in their terminal. */
export const errorStringSchema = z.object({
	/** The text as printed (one line, or the distinctive part of one); diagnosis and search use it. */
	text: z.string().min(8),
	/** The program or library that prints it. */
	origin: z.enum(ORIGINS),
	/** `current` if a current release prints it; `legacy` for old formats people still paste. */
	era: z.enum(['current', 'legacy']).default('current'),
	/** Which versions print it, e.g. "PyTorch >= 2.8" or "PyTorch < 1.0". */
	versions: z.string().optional(),
	/** Where it was seen: a repro-lab capture or a cited public source. */
	source: provenanceSchema,
});
export type ErrorString = z.infer<typeof errorStringSchema>;

/** A CUDA runtime `cudaError_t` value covered by the family. */
export const runtimeCodeSchema = z.object({
	/** Enum name, e.g. `cudaErrorIllegalAddress`. */
	name: z.string().regex(/^cudaError[A-Z]\w*$/, 'expected a cudaError_t name such as cudaErrorIllegalAddress'),
	/** Current number (CUDA >= 10.1 numbering), e.g. 700. */
	number: z.number().int().nonnegative(),
	/** Number before CUDA 10.1 where it differed, e.g. 77 for cudaErrorIllegalAddress. */
	legacyNumber: z.number().int().nonnegative().optional(),
});

/** A CUDA driver `CUresult` value covered by the family. */
export const driverCodeSchema = z.object({
	/** Enum name, e.g. `CUDA_ERROR_ILLEGAL_ADDRESS`. */
	name: z.string().regex(/^CUDA_ERROR_[A-Z0-9_]+$/, 'expected a CUresult name such as CUDA_ERROR_ILLEGAL_ADDRESS'),
	/** Its number, e.g. 700. */
	number: z.number().int().nonnegative(),
});

/** The error codes a family covers. */
export const codesSchema = z.object({
	/** CUDA runtime `cudaError_t` values. */
	runtime: z.array(runtimeCodeSchema).default([]),
	/** CUDA driver `CUresult` values. */
	driver: z.array(driverCodeSchema).default([]),
	/** Library status names: `CUBLAS_STATUS_*`, `CUDNN_STATUS_*`, `nccl*` results. */
	library: z
		.array(
			z
				.string()
				.regex(
					/^(CUBLAS_STATUS_|CUDNN_STATUS_|CUSOLVER_STATUS_|CUSPARSE_STATUS_|CURAND_STATUS_|CUFFT_|NVRTC_ERROR_|nccl)\w+$/,
					'expected a library status such as CUBLAS_STATUS_EXECUTION_FAILED, CUFFT_INTERNAL_ERROR, NVRTC_ERROR_COMPILATION or ncclSystemError',
				),
		)
		.default([]),
});
export type Codes = z.infer<typeof codesSchema>;

/** One documented check: a section of the runbook with the anchor `#check-<id>`. */
export const checkSchema = z.object({
	/** Stable id: the anchor is `#check-<id>`. Never rename or remove a published id. */
	id: idSchema,
	/** Short imperative title, e.g. "Rerun with CUDA_LAUNCH_BLOCKING=1". */
	title: z.string().min(3),
	/** Where the check applies, when that matters. */
	appliesTo: appliesToSchema.optional(),
	/** Ids of tool pages (`content/tools/<id>.mdx`) this check uses. */
	tools: z.array(idSchema).default([]),
});
export type Check = z.infer<typeof checkSchema>;

/**
 * A distinct message or pattern inside the family and what it means, e.g. the ATen assertion
 * `srcIndex < srcSelectDimSize`. Diagnosis shows `meaning` when `match` matches the paste.
 */
export const causeSchema = z.object({
	/** Stable id of this cause. */
	id: idSchema,
	/** Regular expression (case-insensitive) that recognises the message in a paste. */
	match: regexSourceSchema,
	/** What the message is, as people would name it, e.g. "index out of range in an embedding". */
	title: z.string().min(3),
	/** What it means and what usually causes it, in a sentence or two. */
	meaning: z.string().min(10),
	/** The check to go to first for this cause. */
	check: idSchema.optional(),
	/**
	 * True for a cause that only restates the family's headline error ("a device-side assertion
	 * fired", "torchrun reports a failed worker") instead of naming what went wrong. A specific cause
	 * found anywhere in the paste wins over a generic one, even on the paste's last line.
	 */
	generic: z.boolean().default(false),
	/**
	 * True for a message that wraps another error printed beside it ("BackendCompilerFailed: backend=
	 * 'inductor' raised:", "Internal Triton PTX codegen error" above ptxas's own line, a cuBLAS
	 * failure after an illegal access): when the paste also holds another family's specific error,
	 * the wrapper's line counts for little.
	 */
	wrapper: z.boolean().default(false),
	/**
	 * Whether this cause leaves the CUDA context unusable, where the family's `sticky` is "depends"
	 * (or where this cause differs from the family).
	 */
	sticky: z.boolean().optional(),
	/**
	 * Regular expression over the whole paste (frames included): when it matches, this cause does
	 * not count. For messages that mean something else in another setting, e.g. `CUDA_HOME ... not
	 * set` from a `pip install` (a build, not a run): `setup\.py|pip-install|egg_info`. A list of
	 * expressions reads as their alternation, so that causes can share a part written once (a YAML
	 * anchor) and add their own.
	 */
	unless: z.union([regexSourceSchema, z.array(regexSourceSchema).min(1).transform((parts) => parts.join('|'))]).optional(),
	/**
	 * Regular expression over the whole paste (frames included) that must match for this cause to
	 * count: for messages that are this family's only in some setting, e.g. nvcc's
	 * `error: identifier "x" is undefined` only when the program compiled it at run time.
	 */
	onlyWith: regexSourceSchema.optional(),
});
export type Cause = z.infer<typeof causeSchema>;

/** The whole frontmatter of a runbook. */
export const runbookSchema = z.object({
	/** Page title, e.g. "CUDA out of memory". */
	title: z.string().min(3),
	/** One-line summary shown in lists and search results. */
	summary: z.string().min(10).max(200),
	/**
	 * The likeliest cause, in one sentence a person can act on: what the summary box says first
	 * after what the error is, e.g. "A class label or token id outside the range of the loss or
	 * the embedding". Say it as it happens in the field, not as the family's definition.
	 */
	likeliest: z.string().min(10).max(240),
	/**
	 * True when the error leaves the CUDA context unusable: every later CUDA call fails and the
	 * process must restart. "depends" for families whose causes differ (say which in each cause's
	 * `sticky` and in the prose).
	 */
	sticky: z.union([z.boolean(), z.literal('depends')]),
	/**
	 * True when the error is reported asynchronously, so the stack trace can point at a later,
	 * innocent line. "depends" for families whose causes differ (say which in the causes' meaning
	 * and in the prose), e.g. launch errors raised at the launch beside kernels killed while running.
	 */
	async: z.union([z.boolean(), z.literal('depends')]),
	/** The error codes the family covers. */
	codes: codesSchema.default({ runtime: [], driver: [], library: [] }),
	/** Every error string people see for this family. */
	errorStrings: z.array(errorStringSchema).min(1),
	/** Distinct messages inside the family and what each means. */
	causes: z.array(causeSchema).default([]),
	/**
	 * The check to run first for each verdict the diagnosis reads from a paste's numbers (ids in
	 * `VERDICT_IDS`, e.g. `fragmentation: expandable-segments`): the result card and the CLI send the
	 * reader there instead of to the cause's or the first check.
	 */
	verdictChecks: z.partialRecord(z.enum(VERDICT_IDS), idSchema).default({}),
	/** The ordered checks, cheapest and most likely first. */
	checks: z.array(checkSchema).min(1),
	/**
	 * Published check ids that were renamed or merged. Their old anchors keep working: the page puts
	 * `#check-<id>` on the check that replaced them. Never delete an entry.
	 */
	retiredChecks: z
		.array(
			z.object({
				/** The old id. */
				id: idSchema,
				/** The id of the check that replaces it. */
				replacedBy: idSchema,
			}),
		)
		.default([]),
	/** Slugs of related families, e.g. an illegal access that is really an OOM. */
	related: z.array(familySlugSchema).default([]),
	/** Position in lists (lower first); families are otherwise sorted by title. */
	order: z.number().int().default(100),
}).superRefine((runbook, ctx) => {
	const ids = new Set<string>();
	runbook.checks.forEach((check, index) => {
		if (ids.has(check.id)) {
			ctx.addIssue({ code: 'custom', path: ['checks', index, 'id'], message: `duplicate check id "${check.id}"` });
		}
		ids.add(check.id);
	});
	runbook.retiredChecks.forEach((retired, index) => {
		if (ids.has(retired.id)) {
			ctx.addIssue({ code: 'custom', path: ['retiredChecks', index, 'id'], message: `"${retired.id}" is retired but still a check id` });
		}
		if (!ids.has(retired.replacedBy)) {
			ctx.addIssue({ code: 'custom', path: ['retiredChecks', index, 'replacedBy'], message: `no check with id "${retired.replacedBy}" in this runbook` });
		}
	});
	const causeIds = new Set<string>();
	runbook.causes.forEach((cause, index) => {
		// A cause id names one message for the result card, the CLI and the tests; two with one id are a merge gone wrong.
		if (causeIds.has(cause.id)) {
			ctx.addIssue({ code: 'custom', path: ['causes', index, 'id'], message: `duplicate cause id "${cause.id}"` });
		}
		causeIds.add(cause.id);
		if (cause.check && !ids.has(cause.check)) {
			ctx.addIssue({ code: 'custom', path: ['causes', index, 'check'], message: `no check with id "${cause.check}" in this runbook` });
		}
	});
	for (const [verdict, check] of Object.entries(runbook.verdictChecks)) {
		if (check && !ids.has(check)) {
			ctx.addIssue({ code: 'custom', path: ['verdictChecks', verdict], message: `no check with id "${check}" in this runbook` });
		}
	}
});
export type Runbook = z.infer<typeof runbookSchema>;
/** The frontmatter as authored, before defaults are applied. */
export type RunbookInput = z.input<typeof runbookSchema>;
