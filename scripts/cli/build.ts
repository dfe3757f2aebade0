/**
 * `npm run build:cli`: the standalone command line in `dist-cli/package/` (`npm run pack:cli`
 * packs it into `dist-cli/cuda-triage-<version>.tgz`).
 */
import { fileURLToPath } from 'node:url';
import { buildCli } from './build-cli.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const built = await buildCli(root);
console.log(`${built.file}: ${(built.bytes / 1024).toFixed(0)} KiB, version ${built.version}`);
