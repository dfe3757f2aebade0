/** The frontmatter of a debugging-tool page (`content/tools/<id>.mdx`, published at `/tools/<id>/`). */
import { z } from 'astro/zod';

export const toolSchema = z.object({
	/** Page title, usually the tool or variable name, e.g. "CUDA_LAUNCH_BLOCKING". */
	title: z.string().min(2),
	/** One-line summary: what it tells you or changes. */
	summary: z.string().min(10).max(200),
	/** What kind of tool it is, for grouping on the tools index. */
	kind: z.enum(['environment-variable', 'command-line', 'python-api', 'compile-flag']),
	/** Other names people search for, e.g. "nv-nsight-cu-cli" for ncu. */
	aliases: z.array(z.string()).default([]),
});
export type Tool = z.infer<typeof toolSchema>;
