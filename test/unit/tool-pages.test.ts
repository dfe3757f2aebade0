import { describe, expect, it } from 'vitest';
import { toolSchema } from '../../src/schemas/tool.ts';
import { groupToolsByKind } from '../../src/lib/site/tool-groups.ts';
import { listToolUsages } from '../../src/lib/site/tool-usage.ts';

/** Builds a tool entry through the real schema, so fixtures cannot drift from it. */
function tool(id: string, title: string, kind: string) {
	return { id, data: toolSchema.parse({ title, kind, summary: `What ${title} tells you.` }) };
}

describe('groupToolsByKind', () => {
	it('lists kinds in a fixed order, sorts tools by title and drops empty kinds', () => {
		const groups = groupToolsByKind([
			tool('nvidia-smi', 'nvidia-smi', 'command-line'),
			tool('cuda-launch-blocking', 'CUDA_LAUNCH_BLOCKING', 'environment-variable'),
			tool('compute-sanitizer', 'compute-sanitizer', 'command-line'),
		]);
		expect(groups.map((g) => [g.heading, g.tools.map((t) => t.id)])).toEqual([
			['Environment variables', ['cuda-launch-blocking']],
			['Command-line tools', ['compute-sanitizer', 'nvidia-smi']],
		]);
	});
});

describe('listToolUsages', () => {
	const runbooks = [
		{
			id: 'out-of-memory',
			data: { title: 'CUDA out of memory', order: 2, checks: [{ id: 'read-stats', title: 'Read the allocator stats', tools: ['pytorch-memory-stats'] }] },
		},
		{
			id: 'illegal-memory-access',
			data: {
				title: 'Illegal memory access',
				order: 1,
				checks: [
					{ id: 'rerun-blocking', title: 'Rerun with CUDA_LAUNCH_BLOCKING=1', tools: ['cuda-launch-blocking'] },
					{ id: 'sanitizer', title: 'Run compute-sanitizer', tools: ['compute-sanitizer', 'pytorch-no-cuda-memory-caching'] },
				],
			},
		},
	];

	it('finds the checks that name the tool, runbooks in sidebar order', () => {
		expect(listToolUsages(runbooks, 'compute-sanitizer')).toEqual([
			{ slug: 'illegal-memory-access', runbookTitle: 'Illegal memory access', check: { id: 'sanitizer', title: 'Run compute-sanitizer' } },
		]);
	});

	it('returns nothing for a tool no check names', () => {
		expect(listToolUsages(runbooks, 'cuda-gdb')).toEqual([]);
	});
});
