/**
 * The command line: `diagnose`, `explain` and `run`, given its arguments, streams and data. Both
 * entry points call it: `bin/cuda-triage.mjs` in a clone (data built from `content/` on start)
 * and the standalone package (data bundled into its single file).
 */
import type { Readable, Writable } from 'node:stream';
import { diagnose, type Diagnosis } from '../lib/diagnosis/diagnose.ts';
import { wizardLink } from '../lib/diagnosis/handover.ts';
import { parseCommand, UsageError, type Command, type CommonOptions } from './args.ts';
import type { CliData } from './data.ts';
import { explainCode } from './explain.ts';
import { toExplainEntry, withoutTwins } from './explain-entry.ts';
import { formatDiagnosis, formatExamined, type LogExamined } from './format-diagnosis.ts';
import { formatExplain } from './format-explain.ts';
import { helpText } from './help.ts';
import { writeText } from './output.ts';
import { forEachJsonlPaste, readWindow, sourcesFor } from './read-input.ts';
import type { LogWindow } from '../lib/diagnosis/log-window.ts';
import { exitStatusOf, runJob } from './run-job.ts';
import { createStyle, siteLink, wantsColour } from './style.ts';

/** An output stream as the CLI sees it: a terminal has `isTTY` and `columns`. */
export type Output = Writable & { isTTY?: boolean; columns?: number };

/** Everything the command line touches. */
export interface CliContext {
	argv: readonly string[];
	env: Record<string, string | undefined>;
	stdin: Readable & { isTTY?: boolean };
	stdout: Output;
	stderr: Output;
	/** The data, loaded only once the arguments are known to be good. */
	loadData: () => CliData | Promise<CliData>;
	version: string;
}

/** How the program should end: an exit status, or the signal that ended the job it ran. */
export interface CliExit {
	status: number;
	signal?: NodeJS.Signals;
}

/** Runs the command line; never throws for the user's mistakes (usage errors exit 2). */
export async function runCli(context: CliContext): Promise<CliExit> {
	let command: Command;
	try {
		command = parseCommand(context.argv, context.env);
	} catch (error) {
		if (!(error instanceof UsageError)) throw error;
		await writeText(context.stderr, `cuda-triage: ${error.message}\nRun "cuda-triage --help" for usage.\n`);
		return { status: 2 };
	}
	try {
		if (command.name === 'help') await writeText(context.stdout, helpText(command.topic));
		else if (command.name === 'version') await writeText(context.stdout, `${context.version}\n`);
		else if (command.name === 'diagnose') return await runDiagnose(command, context);
		else if (command.name === 'explain') return await runExplain(command, context);
		else return await runRun(command, context);
		return { status: 0 };
	} catch (error) {
		if (!(error instanceof UsageError) && !isInputError(error)) throw error;
		await writeText(context.stderr, `cuda-triage: ${(error as Error).message}\n`);
		return { status: 2 };
	}
}

async function runDiagnose(command: Extract<Command, { name: 'diagnose' }>, context: CliContext): Promise<CliExit> {
	const sources = sourcesFor(command.files, context.stdin);
	if (sources.some((source) => source.name === 'stdin') && context.stdin.isTTY) {
		await writeText(context.stderr, 'cuda-triage: reading the error from the terminal: paste it, then press Ctrl-D on a line of its own.\n');
	}
	if (command.mode === 'jsonl') {
		const data = await context.loadData();
		const lines: string[] = [];
		// Every line is checked before anything is printed, so bad input gives no partial output.
		await forEachJsonlPaste(sources, (paste) => lines.push(JSON.stringify(toJson(diagnose(paste, data.bundle.registry)))));
		await writeText(context.stdout, lines.map((line) => `${line}\n`).join(''));
		return { status: 0 };
	}
	const { text, window } = await readWindow(sources);
	const data = await context.loadData();
	const diagnosis = diagnose(text, data.bundle.registry);
	const examined = examinedOfLog(diagnosis, text, window);
	if (command.mode === 'json') await writeText(context.stdout, `${JSON.stringify({ ...toJson(diagnosis), ...(examined ? { examined } : {}) })}\n`);
	else {
		const note = examined ? `\n${formatExamined(examined, styleFor(context.stdout, command, context.env))}` : '';
		await writeText(context.stdout, `${describe(diagnosis, text, data, command, context.stdout, context.env)}${note}`);
	}
	return { status: 0 };
}

async function runExplain(command: Extract<Command, { name: 'explain' }>, context: CliContext): Promise<CliExit> {
	const data = await context.loadData();
	const result = explainCode(command.query, data, command.legacy);
	const entries = withoutTwins(
		result.hits.map((hit) => toExplainEntry(hit, { data, families: data.bundle.registry.families, diagnose: (paste) => diagnose(paste, data.bundle.registry) })),
	);
	if (command.json) {
		const json = { query: command.query, matches: entries, ...(result.note ? { note: result.note } : {}), ...(entries.length ? {} : { nearest: result.nearest }) };
		await writeText(context.stdout, `${JSON.stringify(json)}\n`);
		return { status: entries.length ? 0 : 1 };
	}
	if (entries.length === 0) {
		const lines = [`cuda-triage: no CUDA code, library status or Xid matches "${command.query}"`];
		if (result.note) lines.push(result.note);
		if (result.nearest.length) lines.push(`Nearest known: ${result.nearest.join(', ')}`);
		await writeText(context.stderr, `${lines.join('\n')}\n`);
		return { status: 1 };
	}
	const style = styleFor(context.stdout, command, context.env);
	await writeText(context.stdout, formatExplain(entries, result.note, style, (path) => siteLink(command.site, path)));
	return { status: 0 };
}

async function runRun(command: Extract<Command, { name: 'run' }>, context: CliContext): Promise<CliExit> {
	const interactive = Boolean(context.stdin.isTTY || context.stdout.isTTY || context.stderr.isTTY);
	const result = await runJob(command.command, command.args, { stdout: context.stdout, stderr: context.stderr, env: context.env, interactive });
	const status = exitStatusOf(result);
	if (result.spawnError) {
		const reason = result.spawnError.code === 'ENOENT' ? 'command not found' : result.spawnError.message;
		await writeText(context.stderr, `cuda-triage: cannot run "${command.command}": ${reason}\n`);
		return { status };
	}
	if (result.code === 0) return { status: 0 };
	const data = await context.loadData();
	const diagnosis = diagnose(result.output, data.bundle.registry);
	const how = result.signal ? `was killed by ${result.signal}` : `exited with status ${result.code}`;
	// A job that failed for reasons of its own (a Python ValueError) gets one line, not a page.
	const quiet = diagnosis.matches.length === 0 && diagnosis.recognized.codes.length === 0;
	const report = command.json
		? `${JSON.stringify({ command: [command.command, ...command.args], ...(result.signal ? { signal: result.signal } : { status: result.code }), ...toJson(diagnosis) })}\n`
		: quiet
			? `cuda-triage: the job ${how}; nothing in its output matched a runbook.\n`
			: `\n${styleFor(context.stderr, command, context.env).bold(`cuda-triage: the job ${how}.`)}\n\n${describe(diagnosis, result.output, data, command, context.stderr, context.env)}`;
	await writeText(context.stderr, report);
	return { status, ...(result.signal ? { signal: result.signal } : {}) };
}

/** The human text of a diagnosis for `stream`. */
function describe(diagnosis: Diagnosis, paste: string, data: CliData, options: CommonOptions, stream: Output, env: CliContext['env']): string {
	const { bundle } = data;
	return formatDiagnosis(diagnosis, {
		style: styleFor(stream, options, env),
		link: (path) => siteLink(options.site, path),
		families: bundle.registry.families,
		checks: data.checks,
		wizardLink: (match) => wizardLink('/', match.slug, bundle.wizards[match.slug], paste),
	});
}

function styleFor(stream: Output, options: CommonOptions, env: CliContext['env']) {
	return createStyle(wantsColour(options, env, stream.isTTY === true), stream.isTTY ? stream.columns : undefined);
}

/**
 * How much of the whole log the diagnosis read, when some was set aside: by the window as the log
 * streamed past, or by the diagnosis itself. Undefined when every line was read.
 */
function examinedOfLog(diagnosis: Diagnosis, text: string, window: LogWindow): LogExamined | undefined {
	if (!window.narrowed && !diagnosis.examined) return undefined;
	let lines = 1;
	for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines += 1;
	if (text.endsWith('\n')) lines -= 1;
	return { lines: Math.min(diagnosis.examined?.lines ?? lines, window.lineCount), ofLines: window.lineCount };
}

/** The JSON shape fixed by CONTRACT.md, plus the cause when one matched. */
function toJson(diagnosis: Diagnosis) {
	return {
		matches: diagnosis.matches.map((m) => ({ slug: m.slug, title: m.title, url: m.url, score: m.score, why: m.why, facts: m.facts, ...(m.cause ? { cause: m.cause } : {}) })),
	};
}

/** A file named on the command line that cannot be read: the user's mistake, not a failure. */
function isInputError(error: unknown): boolean {
	const code = (error as { code?: string } | null)?.code;
	return code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES';
}
