/**
 * The summary box at the top of a runbook, from data every runbook already has: the check to start
 * with (the first: checks are ordered cheapest and most likely first) and the first command the
 * runbook gives, read from the body of the first check that has one. No runbook writes its summary
 * twice, and a new check or a reordering shows up in the box by itself.
 */

/** A command block of the body. */
export interface RunbookCommand {
	/** The fence's language, e.g. `bash` or `python`. */
	lang: string;
	code: string;
	/** The check whose section holds it. */
	checkId: string;
}

/** What the box shows. */
export interface RunbookSummary {
	/** The first check. */
	start: { id: string; title: string };
	/** The first command, if any check has one. */
	command?: RunbookCommand;
}

/** Languages of blocks a person runs; `text` blocks are output and `cpp` blocks are source code. */
const COMMAND_LANGS = new Set(['bash', 'sh', 'shell', 'console', 'python', 'py']);

/** The summary of a runbook from its checks (frontmatter order) and its MDX body. */
export function summarizeRunbook(body: string, checks: readonly { id: string; title: string }[]): RunbookSummary | null {
	const [first] = checks;
	if (!first) return null;
	for (const check of checks) {
		const command = firstCommand(checkSection(body, check.id));
		if (command) return { start: { id: first.id, title: first.title }, command: { ...command, checkId: check.id } };
	}
	return { start: { id: first.id, title: first.title } };
}

/** The MDX between `<Check id="…">` and its `</Check>`, or '' when the body has no such check. */
function checkSection(body: string, id: string): string {
	const open = new RegExp(`<Check\\s+id=["']${id.replace(/[-]/g, '\\-')}["']\\s*>`).exec(body);
	if (!open) return '';
	const start = open.index + open[0].length;
	const end = body.indexOf('</Check>', start);
	return body.slice(start, end < 0 ? undefined : end);
}

/** The first fenced block in a command language: its language and code. */
function firstCommand(section: string): { lang: string; code: string } | null {
	const fence = /^([ \t]*)(`{3,}|~{3,})([\w-]*)[^\n]*\n([\s\S]*?)^\1\2[ \t]*$/gm;
	for (const block of section.matchAll(fence)) {
		const lang = block[3].toLowerCase();
		if (COMMAND_LANGS.has(lang)) return { lang, code: block[4].replace(/\n$/, '') };
	}
	return null;
}
