#!/usr/bin/env node
/**
 * cuda-triage: diagnose a pasted CUDA / PyTorch error (or a whole log) from the command line.
 *
 *   cuda-triage diagnose            read one paste on stdin, print a summary
 *   cuda-triage diagnose --json     print {"matches": [...]} as one JSON object
 *   cuda-triage diagnose --jsonl    read one JSON string per line, print one object per line
 *
 * Exit status 0 whether or not anything matched; 2 for a usage error (message on stderr).
 * The runbooks are read from this package's content/errors; nothing leaves the machine.
 */
import { fileURLToPath } from 'node:url';

const USAGE = `Usage: cuda-triage diagnose [--json | --jsonl]

Reads a pasted error, traceback or whole log on stdin and names the runbook for it.

  --json    print one JSON object: {"matches": [{slug, title, url, score, why, facts}]}
  --jsonl   read one JSON string (one paste) per stdin line; print one such object per line
  --help    show this help

Examples:
  python train.py 2>&1 | cuda-triage diagnose
  cuda-triage diagnose --json < traceback.txt
`;

class UsageError extends Error {}

/** Reads argv into a command and an output mode, or throws a UsageError. */
function parseArgs(argv) {
	if (argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') return { help: true };
	const [command, ...flags] = argv;
	if (command === undefined) throw new UsageError('missing command: expected "diagnose"');
	if (command !== 'diagnose') throw new UsageError(`unknown command "${command}": expected "diagnose"`);
	let mode = 'text';
	for (const flag of flags) {
		if (flag !== '--json' && flag !== '--jsonl') throw new UsageError(`unknown option "${flag}"`);
		const next = flag.slice(2);
		if (mode !== 'text' && mode !== next) throw new UsageError('use either --json or --jsonl, not both');
		mode = next;
	}
	return { help: false, mode };
}

async function readStdin() {
	const chunks = [];
	for await (const chunk of process.stdin) chunks.push(chunk);
	return Buffer.concat(chunks).toString('utf8');
}

/** Pastes from --jsonl input: one JSON string per non-blank line, or a UsageError naming the line. */
function parsePasteLines(input) {
	const pastes = [];
	input.split(/\r?\n/).forEach((line, index) => {
		if (line.trim() === '') return;
		let value;
		try {
			value = JSON.parse(line);
		} catch (error) {
			throw new UsageError(`line ${index + 1}: not valid JSON (${error.message})`);
		}
		if (typeof value !== 'string') throw new UsageError(`line ${index + 1}: expected a JSON string (one paste), got ${value === null ? 'null' : typeof value}`);
		pastes.push(value);
	});
	return pastes;
}

/** The JSON shape fixed by CONTRACT.md, plus the cause when one matched. */
function toJson(diagnosis) {
	return {
		matches: diagnosis.matches.map((m) => ({ slug: m.slug, title: m.title, url: m.url, score: m.score, why: m.why, facts: m.facts, ...(m.cause ? { cause: m.cause } : {}) })),
	};
}

async function main() {
	let args;
	try {
		args = parseArgs(process.argv.slice(2));
	} catch (error) {
		if (!(error instanceof UsageError)) throw error;
		process.stderr.write(`cuda-triage: ${error.message}\n\n${USAGE}`);
		return 2;
	}
	if (args.help) {
		process.stdout.write(USAGE);
		return 0;
	}
	const input = await readStdin();
	let pastes;
	try {
		pastes = args.mode === 'jsonl' ? parsePasteLines(input) : [input];
	} catch (error) {
		if (!(error instanceof UsageError)) throw error;
		process.stderr.write(`cuda-triage: ${error.message}\n`);
		return 2;
	}
	// Loaded after argument checks so that a usage error costs no parsing of the runbooks.
	const { loadDiagnosis } = await import('../src/lib/content/diagnosis-from-disk.ts').catch((error) => {
		if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
		throw new Error(`needs Node 22.18 or newer, which runs TypeScript directly (this is Node ${process.versions.node}); run it with npx`, { cause: error });
	});
	const root = fileURLToPath(new URL('..', import.meta.url));
	const { diagnose, summarize } = await loadDiagnosis(root);
	if (args.mode === 'text') {
		process.stdout.write(summarize(input));
		return 0;
	}
	const lines = pastes.map((paste) => JSON.stringify(toJson(diagnose(paste))));
	process.stdout.write(`${lines.join('\n')}${lines.length ? '\n' : ''}`);
	return 0;
}

main().then(
	(code) => {
		process.exitCode = code;
	},
	(error) => {
		process.stderr.write(`cuda-triage: ${error instanceof Error ? error.message : String(error)}\n`);
		process.exitCode = 1;
	},
);
