/**
 * Every wizard in content/wizards/, compiled and walked by its paths: every node is reachable,
 * every path ends in an ending, and the number of paths is pinned so a change to a tree shows up
 * here as a changed count.
 */
import { describe, expect, it } from 'vitest';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { readWizards } from '../../src/lib/content/read-content.ts';
import { answerIdToEvent, createWizardMachine, eventToAnswerId } from '../../src/lib/wizard/machine.ts';

const wizards = await readWizards(process.cwd());
const compiled = wizards.map((wizard) => ({ ...wizard, machine: createWizardMachine(wizard.id, wizard.data) }));
const describePath = (steps: ReadonlyArray<{ event: { type: string } }>) => steps.map((step) => eventToAnswerId(step.event as never)).join('.') || '(start)';

describe('the wizards', () => {
	it('have this many paths from the start to an ending', () => {
		const counts = Object.fromEntries(
			compiled.map(({ id, machine }) => [id, getSimplePaths(machine, { toState: (state) => state.status === 'done' }).length]),
		);
		expect(counts).toMatchInlineSnapshot(`
			{
			  "compatibility": 32,
			  "cublas-cudnn": 32,
			  "cuda-graphs": 116,
			  "cufft-cusolver-cusparse": 67,
			  "device-mismatch": 43,
			  "device-side-assert": 198,
			  "device-unavailable": 33,
			  "distributed-nccl": 80,
			  "dtype-mismatch": 21,
			  "illegal-instruction": 31,
			  "illegal-memory-access": 111,
			  "invalid-api-call": 40,
			  "launch-failure": 30,
			  "library-loading": 74,
			  "nan-inf": 102,
			  "not-a-gpu-error": 75,
			  "operation-not-supported": 30,
			  "out-of-memory": 96,
			  "runtime-compilation": 90,
			  "triage": 34,
			}
		`);
	});
});

describe.each(compiled.map((wizard) => [wizard.id, wizard] as const))('the %s wizard', (_id, { data, machine }) => {
	const isEnding = (nodeId: string) => !('answers' in (data.nodes[nodeId] ?? {}));
	const pathsToEndings = getSimplePaths(machine, { toState: (state) => state.status === 'done' });

	it('reaches every node by a shortest path', () => {
		const reached = getShortestPaths(machine).map((path) => String(path.state.value));
		expect(reached.sort()).toEqual(Object.keys(data.nodes).sort());
	});

	it.each(pathsToEndings.map((path) => [describePath(path.steps), path] as const))('ends %s in an ending', (_name, path) => {
		expect(path.state.status).toBe('done');
		expect(isEnding(String(path.state.value))).toBe(true);
	});

	it('offers every answer at every step before an ending, so no path stops short', () => {
		for (const path of getSimplePaths(machine)) {
			const nodeId = String(path.state.value);
			if (isEnding(nodeId)) continue;
			const node = data.nodes[nodeId];
			expect(path.state.status, `${nodeId} is not final`).toBe('active');
			for (const answer of 'answers' in node ? node.answers : []) {
				expect(path.state.can(answerIdToEvent(answer.id)), `${nodeId} accepts ${answer.id}`).toBe(true);
			}
		}
	});
});
