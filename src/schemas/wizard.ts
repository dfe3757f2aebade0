/**
 * A guided wizard, authored as data in `content/wizards/<id>.yaml`: a decision tree whose steps
 * point at a runbook's checks by their stable ids. `src/lib/wizard/` validates it and compiles it
 * into an xstate machine at build time.
 */
import { z } from 'astro/zod';
import { familySlugSchema, idSchema, regexSourceSchema } from './parts.ts';

/** One answer button: its label and the node it leads to. */
export const answerSchema = z.object({
	/** Stable id of the answer within its node; it appears in wizard URLs. */
	id: idSchema,
	/** Button label, e.g. "Yes, it fixed it". */
	label: z.string().min(1),
	/** Id of the node this answer leads to. */
	next: idSchema,
	/**
	 * Optional regular expression (case-insensitive). When a pasted error matches it, diagnosis
	 * pre-selects this answer, so the wizard skips questions the paste already answers.
	 */
	match: regexSourceSchema.optional(),
});
export type Answer = z.infer<typeof answerSchema>;

/** A question about what the person sees. */
export const questionNodeSchema = z.object({
	type: z.literal('question'),
	/** The question, e.g. "Does the error happen on the first batch?". */
	text: z.string().min(3),
	/** Extra guidance shown under the question. */
	help: z.string().optional(),
	/** At least two answers. */
	answers: z.array(answerSchema).min(2),
});

/** A step that asks the person to run one of the runbook's checks and report what it showed. */
export const checkNodeSchema = z.object({
	type: z.literal('check'),
	/** Id of the check in the family's runbook (`#check-<id>`); its text is shown from the runbook. */
	check: idSchema,
	/** The question to answer after running the check, e.g. "Did the error go away?". */
	text: z.string().min(3),
	/** At least two answers. */
	answers: z.array(answerSchema).min(2),
});

/** An ending: a documented fix, the check that resolved it. */
export const fixNodeSchema = z.object({
	type: z.literal('fix'),
	/** Id of the check whose fix applies. */
	check: idSchema,
	/** What to do now, in a sentence. */
	text: z.string().min(3),
});

/** An ending: not covered here; what to collect before asking for help. */
export const notCoveredNodeSchema = z.object({
	type: z.literal('not-covered'),
	/** Why the wizard stops here. */
	text: z.string().min(3),
	/** What to collect (commands, logs, versions) before asking. */
	collect: z.array(z.string().min(3)).min(1),
});

/** An ending of the triage wizard: continue in a family's wizard. */
export const familyNodeSchema = z.object({
	type: z.literal('family'),
	/** The family whose wizard (and runbook) to continue with. */
	family: familySlugSchema,
	/** Why this family, in a sentence. */
	text: z.string().min(3),
});

/** Any node of a wizard, discriminated by `type`. */
export const wizardNodeSchema = z.discriminatedUnion('type', [
	questionNodeSchema,
	checkNodeSchema,
	fixNodeSchema,
	notCoveredNodeSchema,
	familyNodeSchema,
]);
export type WizardNode = z.infer<typeof wizardNodeSchema>;

/** A whole wizard. Its file name is the family slug, or `triage` for the starting wizard. */
export const wizardSchema = z.object({
	/** Title shown above the wizard. */
	title: z.string().min(3),
	/** Id of the first node. */
	start: idSchema,
	/** The nodes by id. Order does not matter; the diagram lays them out. */
	nodes: z.record(idSchema, wizardNodeSchema),
});
export type Wizard = z.infer<typeof wizardSchema>;
