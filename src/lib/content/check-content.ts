/**
 * Checks of the content as a whole that no single schema can make, run by the build: every
 * pattern a contributor writes (cause `match`, `unless`, `onlyWith`; wizard answer `match`) is
 * provably linear-time (`src/lib/regex/safety.ts`), no error string is listed by two families,
 * and no published check id disappears without a `retiredChecks` entry. Each problem names the
 * file and the field.
 */
import { checkRegexSafety } from '../regex/safety.ts';

/** What these checks read of a runbook. */
export interface RunbookForChecks {
	slug: string;
	file: string;
	data: {
		errorStrings: readonly { text: string }[];
		causes: readonly { id: string; match: string; unless?: string | undefined; onlyWith?: string | undefined }[];
		checks: readonly { id: string }[];
		retiredChecks: readonly { id: string }[];
	};
}

/** What these checks read of a wizard. */
export interface WizardForChecks {
	file: string;
	data: { nodes: Record<string, { answers?: readonly { id: string; match?: string | undefined }[] } | object> };
}

/** Every pattern problem: "<file>: <field>: the pattern ... (a slow input: ...)". */
export function findPatternProblems(runbooks: readonly RunbookForChecks[], wizards: readonly WizardForChecks[]): string[] {
	const problems: string[] = [];
	const check = (file: string, field: string, source: string) => {
		const problem = checkRegexSafety(source, 'i');
		if (!problem) return;
		const attack = problem.attack ? ` A slow input: ${problem.attack}.` : '';
		problems.push(`${file}: ${field}: the pattern ${JSON.stringify(source)} is refused: ${problem.reason}.${attack}`);
	};
	for (const runbook of runbooks) {
		runbook.data.causes.forEach((cause, index) => {
			check(runbook.file, `causes.${index}.match (cause "${cause.id}")`, cause.match);
			if (cause.unless) check(runbook.file, `causes.${index}.unless (cause "${cause.id}")`, cause.unless);
			if (cause.onlyWith) check(runbook.file, `causes.${index}.onlyWith (cause "${cause.id}")`, cause.onlyWith);
		});
	}
	for (const wizard of wizards) {
		for (const [nodeId, node] of Object.entries(wizard.data.nodes)) {
			const answers = 'answers' in node ? (node.answers ?? []) : [];
			for (const answer of answers) {
				if (answer.match) check(wizard.file, `nodes.${nodeId}.answers.${answer.id}.match`, answer.match);
			}
		}
	}
	return problems;
}

/** An error string listed by more than one runbook: the diagnosis could send it to the wrong one. */
export function findDuplicateStrings(runbooks: readonly RunbookForChecks[]): string[] {
	const owners = new Map<string, { file: string; index: number }[]>();
	for (const runbook of runbooks) {
		runbook.data.errorStrings.forEach((entry, index) => {
			const key = entry.text.replace(/\s+/g, ' ').trim();
			owners.set(key, [...(owners.get(key) ?? []), { file: runbook.file, index }]);
		});
	}
	const problems: string[] = [];
	for (const [text, places] of owners) {
		if (new Set(places.map((place) => place.file)).size < 2) continue;
		const [first, ...others] = places;
		problems.push(
			`${first.file}: errorStrings.${first.index}.text: ${JSON.stringify(text)} is also listed by ${others.map((o) => `${o.file} (errorStrings.${o.index})`).join(', ')}; one family owns each string`,
		);
	}
	return problems;
}

/**
 * Published check ids (`<slug>#check-<id>`) that are neither a check nor a retired check of their
 * runbook any more: a link someone shared would break.
 */
export function findLostCheckIds(runbooks: readonly RunbookForChecks[], published: readonly string[]): string[] {
	const bySlug = new Map(runbooks.map((runbook) => [runbook.slug, runbook]));
	const problems: string[] = [];
	for (const entry of published) {
		const [slug, anchor = ''] = entry.split('#');
		const id = anchor.replace(/^check-/, '');
		const runbook = bySlug.get(slug);
		if (!runbook) {
			problems.push(`content/errors/${slug}.mdx: checks: the published check "${id}" belongs to this runbook, which is gone; published runbooks never disappear`);
			continue;
		}
		if (runbook.data.checks.some((c) => c.id === id) || runbook.data.retiredChecks.some((c) => c.id === id)) continue;
		problems.push(
			`${runbook.file}: checks: the published check id "${id}" is gone; links to #check-${id} would break. Keep the id, or add { id: ${id}, replacedBy: <the check that replaces it> } to retiredChecks`,
		);
	}
	return problems;
}
