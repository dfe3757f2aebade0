import { describe, expect, it } from 'vitest';
import { oomFacts } from '../../src/lib/diagnosis/facts/oom.ts';
import { formatBytes } from '../../src/lib/diagnosis/sizes.ts';
import type { DiagnosisMatch } from '../../src/lib/diagnosis/diagnose.ts';
import { buildOomBar } from '../../src/lib/site/oom-bar.ts';
import { buildFamilyGuides } from '../../src/lib/site/family-guide.ts';
import { splitBackticks, summarizeMatch } from '../../src/lib/site/match-summary.ts';
import { diagnosisToMarkdown } from '../../src/lib/site/diagnosis-markdown.ts';

const OTHER_PROCESS =
	'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 4.00 GiB. GPU 0 has a total capacity of 79.19 GiB of which 1.78 GiB is free. Process 4242 has 12.40 GiB memory in use. Including non-PyTorch memory, this process has 64.99 GiB memory in use. Of the allocated memory 60.86 GiB is allocated by PyTorch, and 3.14 GiB is reserved by PyTorch but unallocated.';
const NO_PROCESSES =
	'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.11 GiB of which 1.23 GiB is free. Of the allocated memory 55.20 GiB is allocated by PyTorch, and 1.13 GiB is reserved by PyTorch but unallocated.';

describe('buildOomBar', () => {
	it.each([
		['other processes listed', OTHER_PROCESS],
		['no process breakdown', NO_PROCESSES],
	])('shows the outside figure the verdict names (%s), and its segments fill the GPU', (_name, paste) => {
		const facts = oomFacts.parse(paste)!;
		const bar = buildOomBar(facts)!;
		const outside = bar.segments.find((segment) => segment.key === 'outside')!;
		if (facts.verdict === 'other-process') expect(String(facts.verdictText)).toContain(formatBytes(outside.bytes));
		const sum = bar.segments.reduce((total, segment) => total + segment.bytes, 0);
		expect(Math.abs(sum - bar.totalBytes) / bar.totalBytes).toBeLessThan(0.01);
	});

	it('splits this process beyond PyTorch from other processes', () => {
		const bar = buildOomBar(oomFacts.parse(OTHER_PROCESS)!)!;
		expect(bar.segments.map((segment) => [segment.key, formatBytes(segment.bytes)])).toEqual([
			['allocated', '60.86 GiB'],
			['reserved', '3.14 GiB'],
			['context', '1013.76 MiB'],
			['outside', '12.40 GiB'],
			['free', '1.78 GiB'],
		]);
	});

	it('draws nothing without the total, the free memory and what PyTorch allocated', () => {
		expect(buildOomBar({ requestedBytes: 1024 })).toBeNull();
	});
});

const guides = buildFamilyGuides([
	{
		slug: 'illegal-memory-access',
		data: {
			checks: [
				{ id: 'launch-blocking', title: 'Rerun with CUDA_LAUNCH_BLOCKING=1' },
				{ id: 'sanitizer', title: 'Run compute-sanitizer' },
				{ id: 'unused', title: 'Something no cause names' },
			],
			causes: [{ check: 'sanitizer' }, {}],
		},
	},
]);

const match = (over: Partial<DiagnosisMatch>): DiagnosisMatch => ({
	slug: 'illegal-memory-access',
	title: 'Illegal memory access',
	url: '/errors/illegal-memory-access/',
	score: 0.93,
	confidence: 'strong',
	why: "the paste names `cudaErrorIllegalAddress` (700) and says 'an illegal memory access was encountered'",
	facts: {},
	...over,
});

describe('buildFamilyGuides', () => {
	it('keeps the first check and the checks causes point at, nothing else', () => {
		expect(guides).toEqual({
			'illegal-memory-access': {
				first: 'launch-blocking',
				titles: { 'launch-blocking': 'Rerun with CUDA_LAUNCH_BLOCKING=1', sanitizer: 'Run compute-sanitizer' },
			},
		});
	});
});

describe('summarizeMatch', () => {
	it('leads with the cause and sends the reader to its check', () => {
		const summary = summarizeMatch(
			match({ cause: { id: 'oob', title: 'a kernel touched an address outside any allocation', meaning: 'Error 700.', check: 'sanitizer', checkUrl: '/errors/illegal-memory-access/#check-sanitizer' } }),
			guides['illegal-memory-access'],
			'A kernel read or wrote an address it does not own.',
			'/',
		);
		expect(summary).toEqual({
			happened: 'A kernel touched an address outside any allocation.',
			meaning: 'Error 700.',
			first: { title: 'Run compute-sanitizer', url: '/errors/illegal-memory-access/#check-sanitizer' },
			confidence: 'Strong match',
			because: "Matched because the paste names `cudaErrorIllegalAddress` (700) and says 'an illegal memory access was encountered'.",
		});
	});

	it("sends the reader to the verdict's check before the cause's", () => {
		const summary = summarizeMatch(
			match({
				cause: { id: 'oob', title: 'out of bounds', meaning: 'Error 700.', check: 'sanitizer', checkUrl: '/errors/illegal-memory-access/#check-sanitizer' },
				verdictCheck: { id: 'unused', url: '/errors/illegal-memory-access/#check-unused' },
			}),
			buildFamilyGuides([{ slug: 'illegal-memory-access', data: { checks: [{ id: 'launch-blocking', title: 'Rerun' }, { id: 'sanitizer', title: 'Run compute-sanitizer' }, { id: 'unused', title: 'The check a verdict names' }], causes: [{ check: 'sanitizer' }], verdictChecks: { capacity: 'unused' } } }])['illegal-memory-access'],
			undefined,
			'/',
		);
		expect(summary.first).toEqual({ title: 'The check a verdict names', url: '/errors/illegal-memory-access/#check-unused' });
	});

	it('falls back to the family summary and the first check, and says a weak match is weak', () => {
		const summary = summarizeMatch(match({ confidence: 'weak', score: 0.4 }), guides['illegal-memory-access'], 'A kernel read or wrote an address it does not own.', '/kb/');
		expect(summary.happened).toBe('A kernel read or wrote an address it does not own.');
		expect(summary.first).toEqual({ title: 'Rerun with CUDA_LAUNCH_BLOCKING=1', url: '/kb/errors/illegal-memory-access/#check-launch-blocking' });
		expect(summary.confidence).toMatch(/^Weak match/);
	});

	it('splits a why at its backticks', () => {
		expect(splitBackticks('names `cudaErrorX` (2)')).toEqual([
			{ text: 'names ', code: false },
			{ text: 'cudaErrorX', code: true },
			{ text: ' (2)', code: false },
		]);
	});
});

describe('diagnosisToMarkdown', () => {
	it('gives the error line, the short answer, the facts and absolute links', () => {
		const markdown = diagnosisToMarkdown({
			diagnosis: {
				errorLine: 'RuntimeError: CUDA error: an illegal memory access was encountered ```',
				matches: [match({ facts: { exception: 'RuntimeError', errorLine: 'x' } }), match({ slug: 'launch-failure', title: 'Kernel launch failures', url: '/errors/launch-failure/', confidence: 'weak' })],
				recognized: { codes: [], libraries: [], frameworks: [] },
			},
			origin: 'https://triage.example',
			base: '/',
			guides,
			summaries: { 'illegal-memory-access': 'A kernel read or wrote an address it does not own.' },
		});
		expect(markdown).toBe(
			[
				'````text',
				'RuntimeError: CUDA error: an illegal memory access was encountered ```',
				'````',
				'',
				'**Illegal memory access** (strong match): https://triage.example/errors/illegal-memory-access/',
				'',
				'- What happened: A kernel read or wrote an address it does not own.',
				'- Do this first: [Rerun with CUDA_LAUNCH_BLOCKING=1](https://triage.example/errors/illegal-memory-access/#check-launch-blocking)',
				'- Exception: RuntimeError',
				"- Matched because the paste names `cudaErrorIllegalAddress` (700) and says 'an illegal memory access was encountered'.",
				'',
				'Also possible: [Kernel launch failures](https://triage.example/errors/launch-failure/)',
				'',
			].join('\n'),
		);
	});

	it('names what the paste shows when no runbook matched', () => {
		const markdown = diagnosisToMarkdown({
			diagnosis: {
				errorLine: 'ValueError: profiler said cudaErrorProfilerDisabled',
				matches: [],
				recognized: { codes: [{ name: 'cudaErrorProfilerDisabled', number: 5, api: 'runtime', url: '/codes/cuda/5/' }], libraries: [], frameworks: ['PyTorch'] },
			},
			origin: 'https://triage.example',
			base: '/',
			guides,
			summaries: {},
		});
		expect(markdown).toContain('No runbook matched this error.\n- Names cudaErrorProfilerDisabled (5): https://triage.example/codes/cuda/5/\n- From: PyTorch\n');
	});
});
