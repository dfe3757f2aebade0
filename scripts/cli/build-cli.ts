/**
 * Builds the standalone command line: `src/cli/standalone.ts` and the data it reads (the runbooks,
 * wizards and code references, through `loadCliData`: the same sources as the site) bundled by
 * esbuild (the bundler Vite and Astro already bring) into one JavaScript file with no runtime
 * dependencies, for Node 18 and newer, in a folder `npm pack` turns into the tarball.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { loadCliData } from '../../src/cli/load-data.ts';

/** What was built. */
export interface CliBuild {
	/** The package folder: `cuda-triage.mjs`, `package.json`, `README.md`. */
	packageDir: string;
	/** The single file. */
	file: string;
	/** Its size in bytes. */
	bytes: number;
	version: string;
}

/** Builds the package for the project at `root` into `outDir` (default `<root>/dist-cli/package`). */
export async function buildCli(root: string, outDir = join(root, 'dist-cli', 'package')): Promise<CliBuild> {
	const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string };
	const data = await loadCliData(root);
	const virtualData: Plugin = {
		name: 'cuda-triage-data',
		setup(context) {
			context.onResolve({ filter: /^cuda-triage:data$/ }, () => ({ path: 'data', namespace: 'cuda-triage' }));
			context.onLoad({ filter: /.*/, namespace: 'cuda-triage' }, () => ({
				contents: `export const DATA_JSON = ${JSON.stringify(JSON.stringify(data))};\nexport const VERSION = ${JSON.stringify(version)};\n`,
				loader: 'js',
			}));
		},
	};
	await rm(outDir, { recursive: true, force: true });
	await mkdir(outDir, { recursive: true });
	const file = join(outDir, 'cuda-triage.mjs');
	const result = await build({
		entryPoints: [join(root, 'src/cli/standalone.ts')],
		outfile: file,
		bundle: true,
		platform: 'node',
		format: 'esm',
		target: 'node18',
		minifyWhitespace: true,
		minifySyntax: true,
		legalComments: 'none',
		banner: { js: '#!/usr/bin/env node' },
		plugins: [virtualData],
		metafile: true,
		logLevel: 'warning',
	});
	// Anything from node_modules would be a runtime dependency in disguise (and would grow the file).
	const packages = Object.keys(result.metafile.inputs).filter((input) => input.includes('node_modules'));
	if (packages.length) throw new Error(`the CLI bundle must not include packages, but it pulls in: ${packages.join(', ')}`);
	await writeFile(join(outDir, 'package.json'), `${JSON.stringify(packageJson(version), null, 2)}\n`);
	await writeFile(join(outDir, 'README.md'), readme(version));
	const bytes = (await readFile(file)).byteLength;
	return { packageDir: outDir, file, bytes, version };
}

function packageJson(version: string) {
	return {
		name: 'cuda-triage',
		version,
		description: 'Names the runbook for a CUDA / PyTorch GPU error, offline, in the terminal: diagnose a log, explain a code, run a job.',
		type: 'module',
		bin: { 'cuda-triage': 'cuda-triage.mjs' },
		files: ['cuda-triage.mjs', 'README.md'],
		engines: { node: '>=18' },
		keywords: ['cuda', 'pytorch', 'gpu', 'nccl', 'xid', 'troubleshooting'],
	};
}

function readme(version: string): string {
	return `# cuda-triage ${version}

Names the runbook for a CUDA / PyTorch GPU error, offline, in the terminal. One file, no
dependencies, Node 18 or newer.

\`\`\`sh
npm install -g ./cuda-triage-${version}.tgz            # offline: the tarball is all it needs
python train.py 2>&1 | cuda-triage diagnose             # or: cuda-triage diagnose slurm-123.out
cuda-triage explain 700                                 # a code, a library status, xid 79, --legacy 77
cuda-triage run -- torchrun --nproc-per-node 8 train.py # diagnosis on stderr if the job fails
\`\`\`

Links are site paths; set \`CUDA_TRIAGE_SITE=https://kb.example.internal/\` (or \`--site\`) where
the site is hosted to make them absolute. \`cuda-triage --help\` and \`cuda-triage <command> --help\`
say the rest.
`;
}
