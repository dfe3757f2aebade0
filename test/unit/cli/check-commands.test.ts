/**
 * The first command of each check, read from the runbook's MDX for the terminal: the first code
 * block that is something to run (captured output is skipped), list indentation removed.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { extractCheckCommands } from '../../../src/cli/check-commands.ts';
import { loadCliData } from '../../../src/cli/load-data.ts';

describe('extractCheckCommands', () => {
	it('takes the first code block that is not captured output, without the list indent', () => {
		const body = [
			'<Check id="first">',
			'What it printed:',
			'```text',
			'RuntimeError: boom',
			'```',
			'1. Then run:',
			'   ```bash',
			'   nvidia-smi -q',
			'',
			'   dmesg | grep -i xid',
			'   ```',
			'```python',
			'print("second block")',
			'```',
			'</Check>',
			'',
			'<Check id="prose-only">',
			'Read the numbers.',
			'</Check>',
		].join('\n');
		expect(Object.fromEntries(extractCheckCommands(body))).toEqual({ first: { lang: 'bash', text: 'nvidia-smi -q\n\ndmesg | grep -i xid' } });
	});
});

describe('the runbooks', () => {
	it('give most checks a command, each under a check the frontmatter lists', async () => {
		const data = await loadCliData(fileURLToPath(new URL('../../../', import.meta.url)));
		const checks = Object.values(data.checks).flat();
		expect(Object.keys(data.checks)).toHaveLength(19);
		expect(checks.filter((check) => check.command).length).toBeGreaterThan(checks.length / 2);
		for (const check of checks) if (check.command) expect(check.command.text.trim(), check.id).not.toBe('');
	});
});
