/**
 * Who owns an error code: the runbook a reader should follow, or, when no runbook covers the code,
 * the reason why. Every code on the site (CUDA runtime and driver codes, library statuses, Xid
 * events) carries one or the other, and a code with neither fails the build with a message that
 * names the file and the code.
 */
import { z } from 'astro/zod';
import { familySlugSchema, type FamilySlug } from './parts.ts';

/** Why no runbook covers a code: a sentence the reader can act on. */
export const noRunbookSchema = z.string().min(20, 'expected a sentence saying why no runbook covers this code');

/** The two ownership fields every code carries; spread them into a code's object schema. */
export const ownerFields = {
	/** The runbook family that owns the code, or null when no runbook does (then `noRunbook` says why). */
	family: familySlugSchema.nullable(),
	/** Why no runbook covers the code: required when `family` is null, and only then. */
	noRunbook: noRunbookSchema.optional(),
};

/** The ownership of one code. */
export interface CodeOwner {
	/** The runbook family, or null. */
	family: FamilySlug | null;
	/** The reason no runbook covers it. */
	noRunbook?: string | undefined;
}

/** The problem with a code's ownership, or undefined when it names exactly one of a runbook or a reason. */
export function describeOwnerProblem(name: string, owner: CodeOwner): string | undefined {
	if (owner.family === null && owner.noRunbook === undefined) {
		return `${name} has no runbook (family: null), so noRunbook must say why none covers it`;
	}
	if (owner.family !== null && owner.noRunbook !== undefined) {
		return `${name} names the runbook ${owner.family}, so it must not also give a noRunbook reason`;
	}
	return undefined;
}

/** Adds a schema issue at `path`.noRunbook when `owner` is missing or contradictory (for `superRefine`). */
export function checkOwner(ctx: z.RefinementCtx, name: string, owner: CodeOwner, path: PropertyKey[]): void {
	const message = describeOwnerProblem(name, owner);
	if (message) ctx.addIssue({ code: 'custom', path: [...path, 'noRunbook'], message });
}
