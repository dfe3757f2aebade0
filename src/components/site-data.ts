/**
 * Collection reads that every page's layout needs, done once per build instead of once per page:
 * with thousands of runbooks, re-reading and re-sorting the collection on every page made build
 * time grow with the square of the number of pages. In `astro dev` the cache is skipped so edits show.
 */
import { getCollection, getEntry } from 'astro:content';
import { sortRunbooks } from '../lib/site/sort.ts';

const once = <T,>(load: () => Promise<T>) => {
	let cached: Promise<T> | undefined;
	return () => (import.meta.env.PROD ? (cached ??= load()) : load());
};

/** Every runbook, in site order (by `order`, then title). */
export const getSortedRunbooks = once(async () => sortRunbooks(await getCollection('errors')));

/** Every tool page, by title. */
export const getSortedTools = once(async () => (await getCollection('tools')).sort((a, b) => a.data.title.localeCompare(b.data.title)));

/** Runbook titles by slug, for pages that link to families. */
export const getRunbookTitles = once(async () => Object.fromEntries((await getSortedRunbooks()).map((r) => [r.id, r.data.title])));

/**
 * What to collect before asking for help, as the triage wizard's "not covered" ending lists it:
 * the no-match answer of the paste box shows the same list.
 */
export const getHelpChecklist = once(async () => {
	const node = (await getEntry('wizards', 'triage'))?.data.nodes['not-covered-generic'];
	return node?.type === 'not-covered' ? node.collect : [];
});
