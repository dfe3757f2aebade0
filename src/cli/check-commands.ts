/**
 * The commands a runbook's checks show, read from its MDX body at build time so that a terminal
 * can print the first thing to run without a browser. Pure: takes the body, returns text.
 */
import type { CliCommand } from './data.ts';

// `<Check id="...">` ... `</Check>`: the sections the site renders with the anchor `#check-<id>`.
const CHECK = /<Check\s+id="([a-z0-9-]+)"[^>]*>([\s\S]*?)<\/Check>/g;
// A fenced block, possibly indented inside a list item: the indent, the language, the body.
const FENCE = /^([ \t]*)```(\w*)[^\n]*\n([\s\S]*?)^\1```[ \t]*$/gm;
// Blocks that show what a program printed, not what to type.
const OUTPUT_LANGS: ReadonlySet<string> = new Set(['', 'text', 'txt', 'console-output', 'log']);

/** Check id to the first code block of that check that is a command (not captured output). */
export function extractCheckCommands(body: string): Map<string, CliCommand> {
	const commands = new Map<string, CliCommand>();
	for (const [, id, section] of body.matchAll(CHECK)) {
		for (const [, indent, lang, text] of section.matchAll(FENCE)) {
			if (OUTPUT_LANGS.has(lang)) continue;
			commands.set(id, { lang, text: dedent(text, indent).replace(/\n+$/, '') });
			break;
		}
	}
	return commands;
}

/** Removes the list item's indent that every line of a fenced block carries. */
function dedent(text: string, indent: string): string {
	if (indent === '') return text;
	return text
		.split('\n')
		.map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
		.join('\n');
}
