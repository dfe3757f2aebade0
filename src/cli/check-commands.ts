/**
 * The commands a runbook's checks show, read from its MDX body at build time so that a terminal
 * can print the first thing to run without a browser. Pure: takes the body, returns text. Read a
 * line at a time, so that its cost stays linear in the body whatever the body holds.
 */
import type { CliCommand } from './data.ts';

// `<Check id="...">` opens the section the site renders with the anchor `#check-<id>`.
const CHECK_OPEN = /^<Check id="([a-z0-9-]+)"/;
// A fence, possibly indented inside a list item: its indent and its language.
const FENCE = /^([ \t]*)```(\w*)/;
// Blocks that show what a program printed, not what to type.
const OUTPUT_LANGS: ReadonlySet<string> = new Set(['', 'text', 'txt', 'console-output', 'log']);

/** Check id to the first code block of that check that is a command (not captured output). */
export function extractCheckCommands(body: string): Map<string, CliCommand> {
	const commands = new Map<string, CliCommand>();
	let check: string | null = null;
	let fence: { indent: string; lang: string; lines: string[] } | null = null;
	for (const line of body.split('\n')) {
		if (fence) {
			if (line.trim() === '```' && line.startsWith(fence.indent)) {
				if (check && !commands.has(check) && !OUTPUT_LANGS.has(fence.lang)) commands.set(check, { lang: fence.lang, text: fence.lines.join('\n').trimEnd() });
				fence = null;
			} else {
				fence.lines.push(line.startsWith(fence.indent) ? line.slice(fence.indent.length) : line);
			}
			continue;
		}
		const open = FENCE.exec(line);
		if (open) fence = { indent: open[1], lang: open[2], lines: [] };
		else if (line.trim().startsWith('</Check>')) check = null;
		else check = CHECK_OPEN.exec(line.trim())?.[1] ?? check;
	}
	return commands;
}
