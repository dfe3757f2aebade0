/**
 * The build is the guard for content: a copy of the project with one bad edit is built with the
 * real `astro build`, which must stop before rendering anything and name the file and the field.
 * (The checks fail in the build's first step, so each build takes seconds, not minutes.)
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = process.cwd();
const COPIED = ['package.json', 'astro.config.mjs', 'tsconfig.json', 'src', 'content', 'public', 'test/fixtures/published-check-ids.json', 'test/fixtures/captures/codes'];
const made: string[] = [];

/** A copy of the project (node_modules linked) with `edit` applied; returns the build's output. */
async function buildWith(edit: (root: string) => void): Promise<{ failed: boolean; output: string }> {
	const root = mkdtempSync(join(tmpdir(), 'build-gate-'));
	made.push(root);
	for (const path of COPIED) cpSync(join(ROOT, path), join(root, path), { recursive: true });
	symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
	edit(root);
	try {
		const { stdout, stderr } = await run(join(ROOT, 'node_modules/.bin/astro'), ['build', '--root', root], {
			cwd: root,
			env: { ...process.env, OUT_DIR: join(root, 'dist'), CACHE_DIR: join(root, '.cache') },
			maxBuffer: 64 * 1024 * 1024,
		});
		return { failed: false, output: stdout + stderr };
	} catch (error) {
		const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
		return { failed: true, output: stdout + stderr };
	}
}

/** Replaces the first occurrence of `from` in a file of the copy; fails the test if it is absent. */
function replaceIn(root: string, file: string, from: string | RegExp, to: string): void {
	const path = join(root, file);
	const text = readFileSync(path, 'utf8');
	const next = text.replace(from, (_match, ...groups: unknown[]) => to.replace(/\$(\d)/g, (_, n: string) => String(groups[Number(n) - 1])));
	if (next === text) throw new Error(`${file}: ${String(from)} not found`);
	writeFileSync(path, next);
}

afterEach(() => {
	for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('npm run build', () => {
	it('fails on a catastrophic pattern, naming the file, the field and a slow input', async () => {
		const { failed, output } = await buildWith((root) =>
			replaceIn(root, 'content/errors/out-of-memory.mdx', /(  - id: per-process-limit\n    match: ).*\n/, "$1'(a+)+$'\n"),
		);
		expect(failed).toBe(true);
		expect(output).toContain('content/errors/out-of-memory.mdx: causes.3.match (cause "per-process-limit"): the pattern "(a+)+$" is refused');
		expect(output).toContain("A slow input: 'a'.repeat(30) + '!'");
	}, 120_000);

	it('fails on an error string listed by two families, naming both files and fields', async () => {
		const { failed, output } = await buildWith((root) =>
			replaceIn(root, 'content/errors/dtype-mismatch.mdx', 'errorStrings:\n', 'errorStrings:\n  - text: "RuntimeError: CUDA error: an illegal memory access was encountered"\n    origin: pytorch\n    source: { kind: cite, url: "https://example.invalid/x", version: "PyTorch 2.0" }\n'),
		);
		expect(failed).toBe(true);
		expect(output).toMatch(/content\/errors\/dtype-mismatch\.mdx: errorStrings\.0\.text: "RuntimeError: CUDA error: an illegal memory access was encountered" is also listed by content\/errors\/illegal-memory-access\.mdx \(errorStrings\.\d+\)/);
	}, 120_000);

	it('fails when a published check id disappears without a retiredChecks entry', async () => {
		const { failed, output } = await buildWith((root) => {
			replaceIn(root, 'content/errors/out-of-memory.mdx', 'id: per-process-limit\n    title: Look for', 'id: per-process-cap\n    title: Look for');
			replaceIn(root, 'content/errors/out-of-memory.mdx', '<Check id="per-process-limit">', '<Check id="per-process-cap">');
			replaceIn(root, 'content/errors/out-of-memory.mdx', '    check: per-process-limit', '    check: per-process-cap');
			replaceIn(root, 'content/errors/out-of-memory.mdx', '  memory-fraction: per-process-limit', '  memory-fraction: per-process-cap');
			replaceIn(root, 'content/wizards/out-of-memory.yaml', '    check: per-process-limit', '    check: per-process-cap');
		});
		expect(failed).toBe(true);
		expect(output).toContain('content/errors/out-of-memory.mdx: checks: the published check id "per-process-limit" is gone');
	}, 120_000);
});
