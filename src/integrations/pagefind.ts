/**
 * Indexes the built site with Pagefind after `astro build`, writing the index to `<outDir>/pagefind/`.
 * Only elements marked `data-pagefind-body` are indexed (runbooks, tool and code pages), so the
 * header, sidebar and other decoration never produce hits.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { close, createIndex } from 'pagefind';

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
					const added = await index.addDirectory({ path: outDir });
					if (added.errors.length) throw new Error(`Pagefind could not index ${outDir}: ${added.errors.join('; ')}`);
					const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
					if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
					logger.info(`Indexed ${added.page_count} pages`);
				} catch (cause) {
					throw new Error('Building the search index failed', { cause });
				} finally {
					await close();
				}
			},
		},
	};
}
