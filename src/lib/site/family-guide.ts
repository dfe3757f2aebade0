/**
 * What the result card needs from each runbook beyond the diagnosis registry: the title of the
 * check a cause or a verdict points at, and the first check, for "do this first" when no cause matched. Built
 * at build time and shipped with the registry, so the card never shows a bare check id.
 */

/** The checks of one family the card can name. */
export interface FamilyGuide {
	/** Id of the runbook's first check. */
	first: string;
	/** Titles of the first check and of every check a cause or a verdict points at, by id. */
	titles: Record<string, string>;
}

/** The part of a runbook the guide reads. */
export interface GuideSource {
	slug: string;
	data: { checks: readonly { id: string; title: string }[]; causes: readonly { check?: string }[]; verdictChecks?: Readonly<Partial<Record<string, string>>> };
}

/** Guides by family slug. */
export function buildFamilyGuides(runbooks: readonly GuideSource[]): Record<string, FamilyGuide> {
	const guides: Record<string, FamilyGuide> = {};
	for (const { slug, data } of runbooks) {
		const wanted = new Set([data.checks[0]?.id, ...data.causes.map((cause) => cause.check), ...Object.values(data.verdictChecks ?? {})].filter((id): id is string => Boolean(id)));
		const titles = Object.fromEntries(data.checks.filter((check) => wanted.has(check.id)).map((check) => [check.id, check.title]));
		if (data.checks[0]) guides[slug] = { first: data.checks[0].id, titles };
	}
	return guides;
}
