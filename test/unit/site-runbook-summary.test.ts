import { describe, expect, it } from 'vitest';
import { summarizeRunbook } from '../../src/lib/site/runbook-summary.ts';

const checks = [
	{ id: 'read-the-numbers', title: 'Read the numbers in the message' },
	{ id: 'find-other-processes', title: 'Find other processes' },
];

describe('summarizeRunbook', () => {
	it('starts with the first check and takes the first command block of the first check that has one', () => {
		const body = [
			'## What it means',
			'',
			'```bash',
			'echo not in a check',
			'```',
			'<Check id="read-the-numbers">',
			'```text',
			'torch.OutOfMemoryError: CUDA out of memory.',
			'```',
			'</Check>',
			'<Check id="find-other-processes">',
			'Run this:',
			'',
			'```bash',
			'nvidia-smi --query-compute-apps=pid,used_memory --format=csv',
			'```',
			'',
			'```python',
			'print("second block")',
			'```',
			'</Check>',
		].join('\n');
		expect(summarizeRunbook(body, checks)).toEqual({
			start: { id: 'read-the-numbers', title: 'Read the numbers in the message' },
			command: { lang: 'bash', code: 'nvidia-smi --query-compute-apps=pid,used_memory --format=csv', checkId: 'find-other-processes' },
		});
	});

	it('has no command when no check shows one, and nothing without checks', () => {
		expect(summarizeRunbook('<Check id="read-the-numbers">\nRead it.\n</Check>', checks)).toEqual({ start: { id: 'read-the-numbers', title: 'Read the numbers in the message' } });
		expect(summarizeRunbook('', [])).toBeNull();
	});
});
