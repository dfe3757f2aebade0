/**
 * Validates a content file against its schema and, when it does not fit, throws one error that
 * names the file, every failing field and what was expected, so the author can fix it at once.
 */
import type { z } from 'astro/zod';

/** Parses `value` (read from `file`) with `schema`; throws a readable error listing every issue. */
export function parseContentFile<Schema extends z.ZodType>(schema: Schema, value: unknown, file: string): z.output<Schema> {
	const result = schema.safeParse(value);
	if (result.success) return result.data;
	// A systematic mistake can fail hundreds of fields; the first few are enough to fix it.
	const shown = result.error.issues.slice(0, 20);
	const lines = shown.map((issue) => {
		const where = issue.path.length > 0 ? issue.path.join('.') : '(top level)';
		return `  ${where}: ${describeIssue(issue)}`;
	});
	const more = result.error.issues.length - shown.length;
	if (more > 0) lines.push(`  ... and ${more} more`);
	throw new Error(`${file} does not fit its schema:\n${lines.join('\n')}`);
}

/** An issue's message; for a bad record key, the key schema's own message (what was expected) rather than "Invalid key". */
function describeIssue(issue: z.core.$ZodIssue): string {
	if (issue.code === 'invalid_key' && issue.issues[0]) return `invalid name: ${issue.issues[0].message}`;
	return issue.message;
}
