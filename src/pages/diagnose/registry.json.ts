/**
 * `/diagnose/registry.json`: the diagnosis registry built from the runbooks' frontmatter at build
 * time, with the wizards' pre-answering patterns and, for the result card, the titles of the checks
 * it points people to. The paste box fetches it on intent (first focus or input, or a `#q=` link),
 * never on page load.
 */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { buildDiagnosisBundle } from '../../lib/diagnosis/bundle.ts';
import { buildFamilyGuides } from '../../lib/site/family-guide.ts';

export const GET: APIRoute = async () => {
	const runbooks = (await getCollection('errors')).map((entry) => ({ slug: entry.id, data: entry.data }));
	const wizards = await getCollection('wizards');
	const bundle = buildDiagnosisBundle(
		runbooks,
		wizards.map((entry) => ({ id: entry.id, data: entry.data })),
	);
	return new Response(JSON.stringify({ ...bundle, guides: buildFamilyGuides(runbooks) }), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
