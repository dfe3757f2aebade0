/**
 * The entry of the standalone package (`npm run build:cli`): the command line with its data
 * bundled into the same file, so it runs on Node 18 and newer with nothing else installed.
 */
import { DATA_JSON, VERSION } from 'cuda-triage:data';
import type { CliData } from './data.ts';
import { start } from './start.ts';

// Parsed on first use: `--help` and usage errors never pay for it.
let data: CliData | undefined;
start(() => (data ??= JSON.parse(DATA_JSON) as CliData), VERSION);
