/**
 * Build-time checks on the wizard trees, so that a broken tree fails the build with a message
 * naming the file and the node instead of shipping a wizard that strands someone mid-way.
 * Every message starts with `content/wizards/<file>.yaml: node "<id>": `.
 */
import { FAMILY_SLUGS } from '../../schemas/parts.ts';
import type { Wizard, WizardNode } from '../../schemas/wizard.ts';

/** A wizard as read from disk (see `readWizards`). */
export interface WizardSource {
	/** The family slug, or `triage`. */
	id: string;
	/** Path relative to the project root, used in messages. */
	file: string;
	/** The tree. */
	data: Wizard;
}

/** The part of a runbook the wizards depend on (see `readRunbooks`). */
export interface RunbookSource {
	/** The family slug. */
	slug: string;
	/** Path relative to the project root, used in messages. */
	file: string;
	/** The frontmatter; only the check ids matter here. */
	data: { checks: ReadonlyArray<{ id: string }> };
}

/** The id of the wizard that starts from nothing and ends in families. */
export const TRIAGE_WIZARD_ID = 'triage';

/** Checks every wizard against the runbooks and throws one error listing every problem found. */
export function assertValidWizards(wizards: readonly WizardSource[], runbooks: readonly RunbookSource[]): void {
	const problems = findContentProblems(wizards, runbooks);
	if (problems.length > 0) throw new Error(problems.join('\n'));
}

/**
 * Problems across the whole set: each wizard's own problems, runbooks without a wizard, and a
 * triage wizard that cannot reach every family.
 */
export function findContentProblems(wizards: readonly WizardSource[], runbooks: readonly RunbookSource[]): string[] {
	const runbooksBySlug = new Map(runbooks.map((runbook) => [runbook.slug, runbook]));
	const wizardIds = new Set(wizards.map((wizard) => wizard.id));
	const problems: string[] = [];
	for (const wizard of wizards) {
		if (wizard.id !== TRIAGE_WIZARD_ID && !runbooksBySlug.has(wizard.id)) {
			problems.push(`${wizard.file}: the file name must be "${TRIAGE_WIZARD_ID}" or the slug of a runbook in content/errors/, and "${wizard.id}" is neither`);
		}
		problems.push(...findWizardProblems(wizard, runbooksBySlug.get(wizard.id), new Set(runbooksBySlug.keys())));
	}
	for (const runbook of runbooks) {
		if (!wizardIds.has(runbook.slug)) {
			problems.push(`${runbook.file}: has no wizard: add content/wizards/${runbook.slug}.yaml, with a path to each of its checks`);
		}
	}
	const triage = wizards.find((wizard) => wizard.id === TRIAGE_WIZARD_ID);
	if (!triage) {
		problems.push(`content/wizards/${TRIAGE_WIZARD_ID}.yaml: missing: the triage wizard routes people who start from nothing to a family`);
	} else if (triage.data.start in triage.data.nodes) {
		const reached = new Set(
			[...findReachableNodeIds(triage.data)].map((id) => triage.data.nodes[id]).flatMap((node) => (node.type === 'family' ? [node.family] : [])),
		);
		// Every family that has a runbook must be reachable; `test/unit/families.test.ts` checks that
		// all the families of the contract have one.
		for (const slug of FAMILY_SLUGS.filter((family) => runbooksBySlug.has(family))) {
			if (!reached.has(slug)) problems.push(`${triage.file}: node "${triage.data.start}": no path from here ends in family "${slug}"`);
		}
	}
	return problems;
}

/**
 * Problems inside one wizard: a start or `next` that names no node, checks the runbook lacks,
 * nodes that cannot be reached, nodes from which no ending can be reached, loops, and runbook
 * checks that no path reaches. `families` is the set of slugs that have a runbook.
 */
export function findWizardProblems(wizard: WizardSource, runbook: RunbookSource | undefined, families: ReadonlySet<string>): string[] {
	const { file, data } = wizard;
	const at = (nodeId: string) => `${file}: node "${nodeId}": `;
	if (!(data.start in data.nodes)) return [`${at(data.start)}"start" names this node, but "nodes" has no node with that id`];

	const problems: string[] = [];
	const checkIds = new Set(runbook?.data.checks.map((check) => check.id));
	for (const [nodeId, node] of Object.entries(data.nodes)) {
		const answerIds = new Set<string>();
		for (const answer of listAnswers(node)) {
			if (answerIds.has(answer.id)) problems.push(`${at(nodeId)}answer id "${answer.id}" is used twice; answer ids appear in wizard links, so each must be unique within its node`);
			answerIds.add(answer.id);
			if (!(answer.next in data.nodes)) problems.push(`${at(nodeId)}answer "${answer.id}" leads to "${answer.next}", which is not a node in this file`);
		}
		if (node.type === 'check' || node.type === 'fix') {
			if (!runbook) {
				problems.push(`${at(nodeId)}check "${node.check}" needs a runbook, and there is no content/errors/${wizard.id}.mdx; the triage wizard ends in "family" nodes instead`);
			} else if (!checkIds.has(node.check)) {
				problems.push(`${at(nodeId)}check "${node.check}" is not a check of ${runbook.file} (its checks: ${[...checkIds].join(', ')})`);
			}
		}
		if (node.type === 'family' && !families.has(node.family)) {
			problems.push(`${at(nodeId)}family "${node.family}" has no runbook (content/errors/${node.family}.mdx)`);
		}
	}
	// The graph checks below assume every edge lands on a node; report broken edges alone first.
	if (problems.some((problem) => problem.includes('which is not a node'))) return problems;

	const reachable = findReachableNodeIds(data);
	const canEnd = findNodesThatCanEnd(data);
	for (const nodeId of Object.keys(data.nodes)) {
		if (!reachable.has(nodeId)) problems.push(`${at(nodeId)}cannot be reached: no path from the start node "${data.start}" leads here`);
		else if (!canEnd.has(nodeId)) problems.push(`${at(nodeId)}no ending can be reached from here: every answer leads back into a loop`);
	}
	for (const loop of findLoops(data)) {
		problems.push(`${at(loop.from)}answer "${loop.answerId}" leads back to "${loop.to}", making a loop (${loop.cycle.join(' → ')}); wizards must not loop`);
	}
	if (runbook) {
		const reachedChecks = new Set(
			[...reachable].map((id) => data.nodes[id]).flatMap((node) => (node.type === 'check' || node.type === 'fix' ? [node.check] : [])),
		);
		for (const checkId of checkIds) {
			if (!reachedChecks.has(checkId)) problems.push(`${at(data.start)}no path from here reaches check "${checkId}" of ${runbook.file}; add a "check" or "fix" node for it`);
		}
	}
	return problems;
}

/** The ids of the nodes some path from the start reaches, the start included. */
export function findReachableNodeIds(wizard: Wizard): Set<string> {
	const seen = new Set<string>([wizard.start]);
	const queue = [wizard.start];
	for (let nodeId = queue.shift(); nodeId !== undefined; nodeId = queue.shift()) {
		const node = wizard.nodes[nodeId];
		for (const answer of node ? listAnswers(node) : []) {
			if (!seen.has(answer.next) && answer.next in wizard.nodes) {
				seen.add(answer.next);
				queue.push(answer.next);
			}
		}
	}
	return seen;
}

function findNodesThatCanEnd(wizard: Wizard): Set<string> {
	const entries = Object.entries(wizard.nodes);
	const done = new Set(entries.filter(([, node]) => listAnswers(node).length === 0).map(([id]) => id));
	// A fixpoint rather than a reverse search: trees are small and this reads plainly.
	for (let grew = true; grew; ) {
		grew = false;
		for (const [nodeId, node] of entries) {
			if (!done.has(nodeId) && listAnswers(node).some((answer) => done.has(answer.next))) {
				done.add(nodeId);
				grew = true;
			}
		}
	}
	return done;
}

interface Loop {
	from: string;
	answerId: string;
	to: string;
	cycle: string[];
}

function findLoops(wizard: Wizard): Loop[] {
	const loops: Loop[] = [];
	const finished = new Set<string>();
	const stack: string[] = [];
	const visit = (nodeId: string): void => {
		stack.push(nodeId);
		for (const answer of listAnswers(wizard.nodes[nodeId])) {
			const onStack = stack.indexOf(answer.next);
			if (onStack >= 0) {
				loops.push({ from: nodeId, answerId: answer.id, to: answer.next, cycle: [...stack.slice(onStack), answer.next] });
			} else if (!finished.has(answer.next)) {
				visit(answer.next);
			}
		}
		stack.pop();
		finished.add(nodeId);
	};
	for (const nodeId of [wizard.start, ...Object.keys(wizard.nodes)]) {
		if (!finished.has(nodeId)) visit(nodeId);
	}
	return loops;
}

function listAnswers(node: WizardNode) {
	return node.type === 'question' || node.type === 'check' ? node.answers : [];
}
