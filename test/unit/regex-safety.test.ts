/**
 * The static gate against slow regular expressions: the classic shapes are refused with a reason
 * and an attack string, linear shapes pass, and every pattern the project runs on a paste (the
 * engine's own and the content's) passes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findPatternProblems } from '../../src/lib/content/check-content.ts';
import { readRunbooks, readWizards } from '../../src/lib/content/read-content.ts';
import { OOM_PATTERNS } from '../../src/lib/diagnosis/facts/oom.ts';
import { checkRegexSafety } from '../../src/lib/regex/safety.ts';

describe('checkRegexSafety', () => {
	it.each([
		['(a+)+$', /repeats a group without a bound/, "'a'.repeat(30) + '!'"],
		['(\\w+\\s?)*$', /repeats a group without a bound/, "'a '.repeat(30) + '!'"],
		['foo.*bar', /\.\* can start inside a run of its own characters/, "'FOO'.repeat(1000)"],
		['={5,} \\S', /=\{5,\} can start inside a run/, "'='.repeat(3000) + '!'"],
		['API call\\s*,?\\s*so', /\\s\* can start inside a run/, "' '.repeat(3000) + '!'"],
		['\\b\\d[\\d,]*(?:\\.\\d+)?\\s?(?:[kmgtp]i?b|bytes?)\\b', /\[\\d,\]\* can start inside a run/, "',0'.repeat(1500) + '!'"],
		['\\(([^)]*)\\)', /\[\^\)\]\* can start inside a run/, "'('.repeat(3000)"],
		['a.{0,40}b.{0,40}c', /multiply to more than 1000/, "'a'.repeat(160)"],
	])('refuses %s, saying why and giving a slow input', (source, reason, attack) => {
		const problem = checkRegexSafety(source, 'i');
		expect(problem?.reason).toMatch(reason);
		expect(problem?.attack.startsWith(attack)).toBe(true);
	});

	it('refuses what it cannot prove linear at all: back-references and unbounded look-behinds', () => {
		expect(checkRegexSafety('cuda:(\\d+) and cuda:(?!\\1)\\d+')?.reason).toMatch(/back-reference/);
		expect(checkRegexSafety('(?<!foo\\w*)bar')?.reason).toMatch(/look-behind/);
		expect(checkRegexSafety('(unclosed')?.reason).toMatch(/cannot be analysed/);
	});

	it.each([
		'illegal memory access|cudaErrorIllegalAddress|CUDA_ERROR_ILLEGAL_ADDRESS',
		'Tried to allocate \\d+(\\.\\d+)? [KMG]iB',
		'error=(\\d+)',
		'\\b\\d[\\d,]{0,30}(?:\\.\\d{1,12})?\\s?(?:[kmgtp]i?b|bytes?)\\b',
		'^[a-z0-9]+(?:-[a-z0-9]+)*$',
		'(?:\\b[a-z]:)?(?:[\\\\/][\\w.@+~-]{1,200}){2,}[\\\\/]?',
		'^\\s*(?:[A-Za-z_]\\w*\\.)*[A-Z]\\w*Error:\\s+(\\S[\\s\\S]*)',
		'Rendezvous (?:of|for) [^\\n]{0,200}? timed out',
		'foo\\s*',
	])('accepts the linear %s', (source) => {
		expect(checkRegexSafety(source, 'i')).toBeNull();
	});
});

describe('every pattern the project runs on a paste', () => {
	it("passes in the content (causes' match, unless and onlyWith; wizard answers)", async () => {
		const [runbooks, wizards] = await Promise.all([readRunbooks(process.cwd()), readWizards(process.cwd())]);
		expect(findPatternProblems(runbooks, wizards)).toEqual([]);
	});

	it("passes in the diagnosis engine, the page's elements and the command line (every regular expression literal)", () => {
		const files = ['src/lib/diagnosis', 'src/elements', 'src/cli'].flatMap(listTypeScript);
		const refused: string[] = [];
		let seen = 0;
		for (const file of files) {
			const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
			const visit = (node: ts.Node) => {
				if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
					const text = node.getText();
					const end = text.lastIndexOf('/');
					seen += 1;
					const problem = checkRegexSafety(text.slice(1, end), text.slice(end + 1));
					if (problem) refused.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${text}: ${problem.reason}`);
				}
				ts.forEachChild(node, visit);
			};
			visit(source);
		}
		for (const [name, pattern] of Object.entries(OOM_PATTERNS)) {
			seen += 1;
			const problem = checkRegexSafety(pattern.source, pattern.flags);
			if (problem) refused.push(`OOM_PATTERNS.${name}: ${problem.reason}`);
		}
		expect(refused).toEqual([]);
		expect(seen).toBeGreaterThan(150);
	});
});

function listTypeScript(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? listTypeScript(path) : path.endsWith('.ts') ? [path] : [];
	});
}
