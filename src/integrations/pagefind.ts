/**
 * Indexes the built site with Pagefind after `astro build`, writing the index to `<outDir>/pagefind/`.
 * Only elements marked `data-pagefind-body` are indexed (runbooks, tool and code pages), so the
 * header, sidebar and other decoration never produce hits.
 */
import type { AstroIntegration } from 'astro';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join, relative, sep } from 'node:path';
import { close, createIndex } from 'pagefind';
import { separateBlocks } from '../lib/site/index-text.ts';

/** The Astro integration that runs Pagefind at the end of the build. */
export function pagefind(): AstroIntegration {
	return {
		name: 'cuda-triage:pagefind',
		hooks: {
			'astro:build:done': async ({ dir, logger }) => {
				const outDir = fileURLToPath(dir);
				try {
					// `_` keeps names like CUBLAS_STATUS_EXECUTION_FAILED and sm_90 whole as well as split.
					const { index, errors } = await createIndex({ includeCharacters: '_' });
					if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
					// Each page is read and handed over with its blocks separated (see lib/site/index-text.ts).
					let pageCount = 0;
					for (const file of await htmlFiles(outDir)) {
						const added = await index.addHTMLFile({ sourcePath: relative(outDir, file).split(sep).join('/'), content: separateBlocks(await readFile(file, 'utf8')) });
						if (added.errors.length) throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
						if (added.file) pageCount += 1;
					}
					const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
					if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
					logger.info(`Indexed ${pageCount} built pages (those with data-pagefind-body are searchable)`);
				} catch (cause) {
					throw new Error('Building the search index failed', { cause });
				} finally {
					await close();
				}
			},
		},
	};
}

/** The HTML files of the built site, Pagefind's own folder left out. */
async function htmlFiles(dir: string): Promise<string[]> {
	const entries = await readdir(dir, { withFileTypes: true, recursive: true });
	return entries
		.filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
		.map((entry) => join(entry.parentPath, entry.name))
		.filter((file) => !relative(dir, file).startsWith(`pagefind${sep}`));
}
