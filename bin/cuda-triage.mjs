#!/usr/bin/env node
/**
 * cuda-triage inside a clone of the repository: the command line run from its TypeScript sources,
 * with the runbooks and code references read from this checkout's content/ on every start.
 * The standalone package (`npm run build:cli`) is the same program in one file for Node 18+.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

async function importSources() {
	try {
		return await Promise.all([import('../src/cli/start.ts'), import('../src/cli/load-data.ts')]);
	} catch (error) {
		if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
		process.stderr.write(
			`cuda-triage: in a clone it runs its TypeScript sources, which needs Node 22.18 or newer (this is Node ${process.versions.node}).\n` +
				'Run it with npx (npm brings Node 24), or build the standalone package for any Node 18+: npm run build:cli\n',
		);
		process.exit(1);
	}
}

const [{ start }, { loadCliData }] = await importSources();
start(() => loadCliData(root), version);
