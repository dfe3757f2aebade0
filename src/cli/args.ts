/**
 * The command line's arguments, read with `node:util` `parseArgs` (Node 18 and newer): a command,
 * its options, and its operands. Every mistake is a `UsageError` whose message the user sees on
 * stderr (exit status 2), never a stack trace.
 */
import { parseArgs } from 'node:util';
import { checkSite } from './style.ts';

/** A mistake in the arguments; exit status 2. */
export class UsageError extends Error {}

/** Options every command takes. */
export interface CommonOptions {
	/** The site's address for absolute links, from `--site` or `CUDA_TRIAGE_SITE`. */
	site?: string;
	color?: boolean;
	'no-color'?: boolean;
}

/** What the arguments ask for. */
export type Command =
	| { name: 'help'; topic?: CommandName }
	| { name: 'version' }
	| ({ name: 'diagnose'; mode: 'text' | 'json' | 'jsonl'; files: string[] } & CommonOptions)
	| ({ name: 'explain'; query: string; legacy: boolean; json: boolean } & CommonOptions)
	| ({ name: 'run'; json: boolean; command: string; args: string[] } & CommonOptions);

/** The commands, each with its own --help. */
export type CommandName = 'diagnose' | 'explain' | 'run';
const COMMANDS: readonly CommandName[] = ['diagnose', 'explain', 'run'];

const COMMON = {
	site: { type: 'string' },
	color: { type: 'boolean' },
	'no-color': { type: 'boolean' },
	help: { type: 'boolean', short: 'h' },
} as const;

/** Reads `argv` (without node and the script) into a command, or throws a UsageError. */
export function parseCommand(argv: readonly string[], env: Record<string, string | undefined>): Command {
	const [first, ...rest] = argv;
	if (first === undefined) throw new UsageError('missing command: expected one of diagnose, explain, run');
	if (first === '--help' || first === '-h') return { name: 'help' };
	if (first === '--version' || first === '-V') return { name: 'version' };
	if (first === 'help') return { name: 'help', ...(isCommand(rest[0]) ? { topic: rest[0] } : {}) };
	if (!isCommand(first)) throw new UsageError(`unknown command "${first}": expected one of diagnose, explain, run`);
	if (first === 'run') return parseRun(rest, env);
	if (first === 'explain') return parseExplain(rest, env);
	const { values, positionals } = parse(rest, { ...COMMON, json: { type: 'boolean' }, jsonl: { type: 'boolean' } });
	if (values.help) return { name: 'help', topic: first };
	if (values.json && values.jsonl) throw new UsageError('use either --json or --jsonl, not both');
	return { name: 'diagnose', mode: values.json ? 'json' : values.jsonl ? 'jsonl' : 'text', files: positionals, ...common(values, env) };
}

function parseExplain(argv: readonly string[], env: Record<string, string | undefined>): Command {
	const { values, positionals } = parse(argv, { ...COMMON, json: { type: 'boolean' }, legacy: { type: 'boolean' } });
	if (values.help) return { name: 'help', topic: 'explain' };
	if (positionals.length === 0) throw new UsageError('explain needs a code: a number, an enum name, a message, a library status or "xid <n>"');
	return { name: 'explain', query: positionals.join(' '), legacy: values.legacy ?? false, json: values.json ?? false, ...common(values, env) };
}

/**
 * `run [options] -- command [args...]`: options end at `--` or at the first word that is not one,
 * so that `run torchrun --nproc-per-node 8 train.py` leaves torchrun's options to torchrun.
 */
function parseRun(argv: readonly string[], env: Record<string, string | undefined>): Command {
	let end = argv.indexOf('--');
	if (end < 0) {
		end = argv.length;
		for (let i = 0; i < argv.length; i += 1) {
			if (argv[i] === '--site') i += 1;
			else if (!argv[i].startsWith('-')) {
				end = i;
				break;
			}
		}
	}
	const { values } = parse(argv.slice(0, end), { ...COMMON, json: { type: 'boolean' } }, false);
	if (values.help) return { name: 'help', topic: 'run' };
	const [command, ...args] = argv.slice(argv[end] === '--' ? end + 1 : end);
	if (command === undefined) throw new UsageError('run needs a command: cuda-triage run -- python train.py');
	return { name: 'run', json: values.json ?? false, command, args, ...common(values, env) };
}

type Options = Parameters<typeof parseArgs>[0] extends infer C ? (C extends { options?: infer O } ? NonNullable<O> : never) : never;

/** `parseArgs` with its errors as UsageErrors in a few words. */
function parse<O extends Options>(argv: readonly string[], options: O, allowPositionals = true) {
	try {
		return parseArgs({ args: [...argv], options, allowPositionals, strict: true });
	} catch (error) {
		const code = (error as { code?: string }).code ?? '';
		if (!code.startsWith('ERR_PARSE_ARGS')) throw error;
		const name = /'([^']+)'/.exec((error as Error).message)?.[1];
		if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`unknown option "${name ?? argv.find((a) => a.startsWith('-'))}"`);
		if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') throw new UsageError(`unexpected argument "${name ?? ''}"`);
		throw new UsageError((error as Error).message.split('\n')[0]);
	}
}

function common(values: { site?: string; color?: boolean; 'no-color'?: boolean }, env: Record<string, string | undefined>): CommonOptions {
	const raw = values.site ?? (env.CUDA_TRIAGE_SITE || undefined);
	let site: string | undefined;
	if (raw !== undefined) {
		const checked = checkSite(raw);
		if ('error' in checked) throw new UsageError(values.site === undefined ? `CUDA_TRIAGE_SITE: ${checked.error.replace('--site ', '')}` : checked.error);
		site = checked.site;
	}
	return { ...(site ? { site } : {}), ...(values.color ? { color: true } : {}), ...(values['no-color'] ? { 'no-color': true } : {}) };
}

function isCommand(value: string | undefined): value is CommandName {
	return COMMANDS.includes(value as CommandName);
}
