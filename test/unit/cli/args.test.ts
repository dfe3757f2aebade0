/**
 * Reading the command line: options end where the job's command begins for `run`, words of an
 * `explain` query join, and each mistake is a usage error in a few words.
 */
import { describe, expect, it } from 'vitest';
import { parseCommand, UsageError } from '../../../src/cli/args.ts';

describe('parseCommand', () => {
	it.each([
		[['run', 'torchrun', '--nproc-per-node', '8', 'train.py'], { command: 'torchrun', args: ['--nproc-per-node', '8', 'train.py'], json: false }],
		[['run', '--json', '--', 'python', '-c', 'print(1)'], { command: 'python', args: ['-c', 'print(1)'], json: true }],
		[['run', '--site', 'https://kb.example.internal', 'srun', '-n', '2', 'python', 'train.py'], { command: 'srun', args: ['-n', '2', 'python', 'train.py'], site: 'https://kb.example.internal/' }],
		[['run', '--', '--weird-program'], { command: '--weird-program', args: [] }],
	])('leaves the job its own options: %j', (argv, expected) => {
		expect(parseCommand(argv, {})).toMatchObject({ name: 'run', ...expected });
	});

	it('joins the words of an explain query', () => {
		expect(parseCommand(['explain', 'xid', '79'], {})).toMatchObject({ name: 'explain', query: 'xid 79', legacy: false });
		expect(parseCommand(['explain', '--legacy', '77', '--json'], {})).toMatchObject({ query: '77', legacy: true, json: true });
	});

	it('takes files, an output mode and the site for diagnose', () => {
		expect(parseCommand(['diagnose', 'a.log', '-', '--jsonl'], { CUDA_TRIAGE_SITE: 'http://kb:8080/kb/' })).toEqual({ name: 'diagnose', mode: 'jsonl', files: ['a.log', '-'], site: 'http://kb:8080/kb/' });
	});

	it.each([
		[['run', '--nope', '--', 'python'], 'unknown option "--nope"'],
		[['run', '--json'], 'run needs a command: cuda-triage run -- python train.py'],
		[['explain', '--legacy'], 'explain needs a code: a number, an enum name, a message, a library status or "xid <n>"'],
		[['diagnose', '-x'], 'unknown option "-x"'],
		[['frobnicate'], 'unknown command "frobnicate": expected one of diagnose, explain, run'],
	])('rejects %j', (argv, message) => {
		expect(() => parseCommand(argv, {})).toThrow(new UsageError(message));
	});
});
