/**
 * Which check a match sends the reader to first, in one place for the result card, its Markdown
 * copy and the command line. A module of its own, with no engine behind it, so the renderer does
 * not pull the diagnosis into its chunk.
 */
import type { DiagnosisMatch } from './diagnose.ts';

/**
 * The check a match itself points at: its verdict's, else its cause's; undefined when it names
 * none (then the runbook's first check is the one to run).
 */
export function matchCheckId(match: Pick<DiagnosisMatch, 'verdictCheck' | 'cause'>): string | undefined {
	return match.verdictCheck?.id ?? match.cause?.check;
}
