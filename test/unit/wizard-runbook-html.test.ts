/** A runbook's HTML, moved into a wizard page's template, keeps working links and loads its assets. */
import { describe, expect, it } from 'vitest';
import { prepareRunbookHtml } from '../../src/lib/wizard/runbook-html.ts';

describe('prepareRunbookHtml', () => {
	it('resolves relative links and bare fragments against the runbook path', () => {
		const html = '<p><a href="../cublas-cudnn/">x</a> <a href="#check-read-the-numbers">y</a> <a href="../../tools/nvidia-smi/">z</a> <a href="../device-mismatch/#check-move-inputs">w</a></p>';
		expect(prepareRunbookHtml(html, '/kb/errors/out-of-memory/').content).toBe(
			'<p><a href="/kb/errors/cublas-cudnn/">x</a> <a href="/kb/errors/out-of-memory/#check-read-the-numbers">y</a> <a href="/kb/tools/nvidia-smi/">z</a> <a href="/kb/errors/device-mismatch/#check-move-inputs">w</a></p>',
		);
	});

	it('leaves absolute links alone', () => {
		const html = '<a href="/errors/out-of-memory/#check-x">a</a><a href="https://docs.nvidia.com/cuda/">b</a><a href="mailto:gpu@example.com">c</a>';
		expect(prepareRunbookHtml(html, '/errors/out-of-memory/').content).toBe(html);
	});

	it('lifts scripts and stylesheets out, in order, since they never load inside a template', () => {
		const html = '<section><link rel="stylesheet" href="/_astro/ec.css"/><pre>code</pre><script type="module">customElements.define("x-y", class extends HTMLElement {});</script></section><script type="module" src="/_astro/ec.js"></script>';
		const { assets, content } = prepareRunbookHtml(html, '/errors/x/');
		expect(content).toBe('<section><pre>code</pre></section>');
		expect(assets).toBe(
			'<link rel="stylesheet" href="/_astro/ec.css"/>\n<script type="module">customElements.define("x-y", class extends HTMLElement {});</script>\n<script type="module" src="/_astro/ec.js"></script>',
		);
	});
});
