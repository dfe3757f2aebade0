import { describe, expect, it } from 'vitest';
import { looksLikeError, searchHitKind, splitExcerpt, toSearchOptions, type SearchResultData } from '../../src/lib/site/search-hits.ts';
import { separateBlocks } from '../../src/lib/site/index-text.ts';

const hit = (url: string, title: string, subs: { title: string; url: string }[] = []): SearchResultData => ({
	url,
	excerpt: `about <mark>${title}</mark>`,
	meta: { title },
	sub_results: subs.map((sub) => ({ ...sub, excerpt: 'sub' })),
});

describe('searchHitKind', () => {
	it('names runbooks, checks, codes and tools by their URL, under a base path too', () => {
		expect(searchHitKind('/errors/out-of-memory/', '/')).toBe('runbook');
		expect(searchHitKind('/kb/errors/out-of-memory/#check-read-the-numbers', '/kb/')).toBe('check');
		expect(searchHitKind('/codes/cuda/700/', '/')).toBe('code');
		expect(searchHitKind('/tools/nvidia-smi/', '/')).toBe('tool');
		expect(searchHitKind('/wizard/', '/')).toBe('page');
	});
});

describe('looksLikeError', () => {
	it('takes keywords for keywords and error lines for errors', () => {
		expect(looksLikeError('expandable_segments')).toBe(false);
		expect(looksLikeError('illegal memory access')).toBe(false);
		expect(looksLikeError('NCCL timeout')).toBe(false);
		expect(looksLikeError('RuntimeError: CUDA error: out of memory')).toBe(true);
		expect(looksLikeError('CUDA error: an illegal memory access')).toBe(true);
		expect(looksLikeError('cudaErrorIllegalAddress')).toBe(false);
		expect(looksLikeError('CUBLAS_STATUS_EXECUTION_FAILED')).toBe(false);
		expect(looksLikeError('CUBLAS_STATUS_EXECUTION_FAILED when calling cublasSgemm')).toBe(true);
	});
});

describe('toSearchOptions', () => {
	const results = [
		hit('/errors/out-of-memory/', 'CUDA out of memory', [
			{ title: 'What you see', url: '/errors/out-of-memory/#what-you-see' },
			{ title: '4. Turn on expandable segments', url: '/errors/out-of-memory/#check-expandable-segments' },
		]),
		hit('/tools/pytorch-cuda-alloc-conf/', 'PYTORCH_CUDA_ALLOC_CONF'),
	];

	it('lists each page with its checks, numbers dropped, and ends with the diagnosis for keywords', () => {
		const options = toSearchOptions(results, 'expandable_segments', { base: '/', diagnoseUrl: '/diagnose/' });
		expect(options.map((o) => [o.label, o.title, o.url])).toEqual([
			['Runbook', 'CUDA out of memory', '/errors/out-of-memory/'],
			['Check', 'Turn on expandable segments', '/errors/out-of-memory/#check-expandable-segments'],
			['Tool', 'PYTORCH_CUDA_ALLOC_CONF', '/tools/pytorch-cuda-alloc-conf/'],
			['Diagnose', 'Diagnose this text as an error message', '/diagnose/'],
		]);
	});

	it('puts the diagnosis first for an error message', () => {
		const options = toSearchOptions(results, 'RuntimeError: CUDA error: out of memory', { base: '/', diagnoseUrl: '/diagnose/' });
		expect(options[0].kind).toBe('diagnose');
	});
});

describe('splitExcerpt', () => {
	it('splits on <mark> and decodes entities once, so no markup survives', () => {
		expect(splitExcerpt('a &lt;b&gt; <mark>x&amp;lt;</mark> c<img src=x>')).toEqual([
			{ text: 'a <b> ', match: false },
			{ text: 'x&lt;', match: true },
			{ text: ' c', match: false },
		]);
	});
});

describe('separateBlocks', () => {
	it('puts a space between a definition term and its description, and between cells', () => {
		expect(separateBlocks('<dl><dt>Message</dt><dd>an illegal</dd></dl><tr><th>API</th><th>Name</th></tr>')).toBe(
			'<dl><dt>Message</dt> <dd>an illegal</dd> </dl><tr><th>API</th> <th>Name</th> </tr>',
		);
	});
});
