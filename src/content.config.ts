/**
 * The content collections. The schemas live in `src/schemas/`; this file only binds them to
 * the folders under `content/`.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { runbookSchema } from './schemas/runbook.ts';
import { toolSchema } from './schemas/tool.ts';
import { wizardSchema } from './schemas/wizard.ts';

const errors = defineCollection({
	loader: glob({ base: './content/errors', pattern: '*.mdx' }),
	schema: runbookSchema,
});

const tools = defineCollection({
	loader: glob({ base: './content/tools', pattern: '*.mdx' }),
	schema: toolSchema,
});

const wizards = defineCollection({
	loader: glob({ base: './content/wizards', pattern: '*.yaml' }),
	schema: wizardSchema,
});

export const collections = { errors, tools, wizards };
