/**
 * Bad frontmatter is the author's error, and the message must name the file and the field.
 * Each test breaks one thing in an otherwise valid runbook and checks the message.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWithFriendlyErrors, readRunbooks } from '../../src/lib/content/read-content.ts';
import { runbookSchema, type RunbookInput } from '../../src/schemas/runbook.ts';

const FILE = 'content/errors/example.mdx';

function validRunbook(): RunbookInput {
	return {
		title: 'Example failure',
		summary: 'A family used only by this test.',
		likeliest: 'Whatever this test needs it to be.',
		sticky: true,
		async: true,
		codes: { runtime: [{ name: 'cudaErrorIllegalAddress', number: 700, legacyNumber: 77 }], driver: [], library: [] },
		errorStrings: [
			{
				text: 'CUDA error: an illegal memory access was encountered',
				origin: 'pytorch',
				source: { kind: 'cite', url: 'https://github.com/pytorch/pytorch/blob/v2.5.0/c10/cuda/CUDAException.cpp', version: 'PyTorch 2.5' },
			},
		],
		causes: [{ id: 'oob', match: 'out of bounds', title: 'Out of bounds', meaning: 'A kernel read past the end of a buffer.', check: 'sanitizer' }],
		checks: [
			{ id: 'launch-blocking', title: 'Rerun with CUDA_LAUNCH_BLOCKING=1' },
			{ id: 'sanitizer', title: 'Run compute-sanitizer' },
		],
		related: ['out-of-memory'],
	};
}

function errorFor(mutate: (runbook: Record<string, any>) => void): string {
	const runbook = validRunbook() as Record<string, any>;
	mutate(runbook);
	try {
		parseWithFriendlyErrors(runbookSchema, runbook, FILE);
	} catch (error) {
		return (error as Error).message;
	}
	throw new Error('expected the frontmatter to be rejected');
}

describe('runbook frontmatter', () => {
	it('accepts a valid runbook and fills in defaults', () => {
		const parsed = parseWithFriendlyErrors(runbookSchema, validRunbook(), FILE);
		expect(parsed.order).toBe(100);
		expect(parsed.retiredChecks).toEqual([]);
		expect(parsed.errorStrings[0]?.era).toBe('current');
		expect(parsed.checks[0]?.tools).toEqual([]);
	});

	it("reads a cause's list of 'unless' expressions as their alternation", () => {
		const runbook = validRunbook() as any;
		runbook.causes[0].unless = ['setup\\.py|egg_info', 'pip install'];
		expect(parseWithFriendlyErrors(runbookSchema, runbook, FILE).causes[0]?.unless).toBe('setup\\.py|egg_info|pip install');
		runbook.causes[0].unless = ['setup\\.py', 'srcIndex < (unclosed'];
		expect(() => parseWithFriendlyErrors(runbookSchema, runbook, FILE)).toThrow(`${FILE}: field "causes.0.unless`);
	});

	it.each([
		['a missing title', (r: any) => delete r.title, 'field "title"'],
		['a summary longer than one line allows', (r: any) => (r.summary = 'x'.repeat(201)), 'field "summary"'],
		['a sticky flag that is not a boolean', (r: any) => (r.sticky = 'yes'), 'field "sticky"'],
		['no error strings', (r: any) => (r.errorStrings = []), 'field "errorStrings"'],
		['an error string without provenance', (r: any) => delete r.errorStrings[0].source, 'field "errorStrings.0.source"'],
		['a citation without a version', (r: any) => delete r.errorStrings[0].source.version, 'field "errorStrings.0.source.version"'],
		['a citation whose url is not a URL', (r: any) => (r.errorStrings[0].source.url = 'pytorch source'), 'field "errorStrings.0.source.url"'],
		['a capture without its fixture', (r: any) => (r.errorStrings[0].source = { kind: 'capture' }), 'field "errorStrings.0.source.fixture"'],
		['an unknown origin', (r: any) => (r.errorStrings[0].origin = 'caffe2'), 'field "errorStrings.0.origin"'],
		['a check id that is not kebab-case', (r: any) => (r.checks[0].id = 'Launch_Blocking'), 'field "checks.0.id"'],
		['a duplicate check id', (r: any) => (r.checks[1].id = 'launch-blocking'), 'field "checks.1.id": duplicate check id'],
		['no checks', (r: any) => (r.checks = []), 'field "checks"'],
		['a runtime code with a driver-style name', (r: any) => (r.codes.runtime[0].name = 'CUDA_ERROR_ILLEGAL_ADDRESS'), 'field "codes.runtime.0.name"'],
		['a negative error number', (r: any) => (r.codes.runtime[0].number = -1), 'field "codes.runtime.0.number"'],
		['a library status that is not one', (r: any) => (r.codes.library = ['EXECUTION_FAILED']), 'field "codes.library.0"'],
		['a cause whose regular expression does not compile', (r: any) => (r.causes[0].match = 'srcIndex < (unclosed'), 'field "causes.0.match"'],
		['a duplicate cause id', (r: any) => r.causes.push({ ...r.causes[0], match: 'past the end' }), 'field "causes.1.id": duplicate cause id'],
		['a cause pointing at a check the runbook lacks', (r: any) => (r.causes[0].check = 'no-such-check'), 'field "causes.0.check"'],
		['a related family that does not exist', (r: any) => (r.related = ['segfault']), 'field "related.0"'],
		['a retired check still in use', (r: any) => (r.retiredChecks = [{ id: 'sanitizer', replacedBy: 'launch-blocking' }]), 'field "retiredChecks.0.id"'],
		['a retired check replaced by nothing', (r: any) => (r.retiredChecks = [{ id: 'old', replacedBy: 'gone' }]), 'field "retiredChecks.0.replacedBy"'],
		['a verdict sent to a check the runbook lacks', (r: any) => (r.verdictChecks = { fragmentation: 'no-such-check' }), 'field "verdictChecks.fragmentation"'],
		['a verdict the diagnosis never gives', (r: any) => (r.verdictChecks = { 'bad-luck': 'sanitizer' }), 'field "verdictChecks'],
	])('rejects %s, naming the file and the field', (_name, mutate, field) => {
		const message = errorFor(mutate);
		expect(message).toContain(`${FILE}: ${field}`);
	});

	it('names the file when the frontmatter is missing or is not YAML', async () => {
		const root = mkdtempSync(join(tmpdir(), 'triage-schema-'));
		mkdirSync(join(root, 'content/errors'), { recursive: true });
		writeFileSync(join(root, 'content/errors/no-frontmatter.mdx'), '# Just a heading\n');
		await expect(readRunbooks(root)).rejects.toThrow('content/errors/no-frontmatter.mdx: expected YAML frontmatter');
		writeFileSync(join(root, 'content/errors/no-frontmatter.mdx'), '---\ntitle: [unclosed\n---\n');
		await expect(readRunbooks(root)).rejects.toThrow('content/errors/no-frontmatter.mdx: not valid YAML');
	});
});
