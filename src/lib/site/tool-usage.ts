/**
 * Which runbook checks use a tool: the reverse of each check's `tools` list, so a tool page can
 * link back to every check that sends readers to it without the tool's MDX repeating that list.
 */
import type { Check, Runbook } from '../../schemas/runbook.ts';

/** A runbook as the content collection hands it over: its slug and frontmatter. */
export interface RunbookEntry {
	/** The family slug, e.g. `illegal-memory-access`. */
	id: string;
	/** The runbook's frontmatter. */
	data: Pick<Runbook, 'title' | 'order' | 'checks'>;
}

/** One check that names the tool. */
export interface ToolUsage {
	/** The runbook's family slug. */
	slug: string;
	/** The runbook's title. */
	runbookTitle: string;
	/** The check inside that runbook. */
	check: Pick<Check, 'id' | 'title'>;
}

/** Lists the checks that name `toolId`, runbooks in their sidebar order, checks in runbook order. */
export function listToolUsages(runbooks: readonly RunbookEntry[], toolId: string): ToolUsage[] {
	return [...runbooks]
		.sort((a, b) => a.data.order - b.data.order || a.data.title.localeCompare(b.data.title))
		.flatMap((runbook) =>
			runbook.data.checks
				.filter((check) => check.tools.includes(toolId))
				.map((check) => ({ slug: runbook.id, runbookTitle: runbook.data.title, check: { id: check.id, title: check.title } })),
		);
}
