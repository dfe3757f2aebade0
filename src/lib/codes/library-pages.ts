/**
 * What each library status page and library index shows besides the status itself: its aliases,
 * its neighbours, where its facts come from, and its addresses (the number, canonical, and every
 * enum name that leads there). The pages render these; they compute nothing themselves.
 */
import type { LibraryCodes, LibraryCodesData, LibraryStatus } from '../../schemas/library-code.ts';
import { libraryCodePath } from '../site/paths.ts';
import type { IndexRow } from './code-index.ts';
import { describeProvenance } from './code-pages.ts';

/** Everything one status page renders. */
export interface LibraryStatusView {
	/** The library. */
	library: LibraryCodes;
	/** The status (never an alias: aliases lead to the status they alias). */
	status: LibraryStatus;
	/** The status before it in number order, aliases left out. */
	previous?: LibraryStatus;
	/** The status after it in number order, aliases left out. */
	next?: LibraryStatus;
}

/** One address of a status page: the number (canonical) or an enum name (leads to the number). */
export interface LibraryRoute {
	/** The last path segment: the number or an enum name. */
	key: string;
	/** The page's content. */
	view: LibraryStatusView;
	/** True for an enum-name address. */
	alias: boolean;
}

/** The statuses that have pages of their own: every status except deprecated aliases. */
export function listCanonicalStatuses(library: LibraryCodes): LibraryStatus[] {
	return library.statuses.filter((status) => status.aliasOf === undefined);
}

/** Every address of every status of one library. */
export function listLibraryRoutes(library: LibraryCodes): LibraryRoute[] {
	const canonical = listCanonicalStatuses(library);
	return canonical.flatMap((status, index) => {
		const view: LibraryStatusView = {
			library,
			status,
			...(index > 0 ? { previous: canonical[index - 1] } : {}),
			...(index < canonical.length - 1 ? { next: canonical[index + 1] } : {}),
		};
		return [String(status.number), status.name, ...status.aliases].map((key, i) => ({ key, view, alias: i > 0 }));
	});
}

/** The page title: name and number, e.g. "CUBLAS_STATUS_EXECUTION_FAILED (13)". */
export function describeStatusTitle(status: LibraryStatus): string {
	return `${status.name} (${status.number})`;
}

/** The page description for search engines and link previews. */
export function describeStatusSummary(library: LibraryCodes, status: LibraryStatus): string {
	return `${library.title} status ${status.number}: ${status.name}. ${status.explanation.split('. ')[0]}.`.slice(0, 300);
}

/** Where a library's statuses and messages come from, in a sentence. */
export function describeStatusSource(library: LibraryCodes, capture: LibraryCodesData['capture']): string {
	const { source } = library;
	if (source.kind === 'header') {
		return `Names and numbers are read from ${source.header} of ${library.title} ${source.version}; messages are not captured yet.`;
	}
	const where = describeProvenance(capture).join('; ');
	const from = source.library ? `${source.header} and ${source.library}` : source.header;
	return source.messageFunction
		? `Names, numbers and messages were read from ${from} on a real GPU (${where}); each message is what ${source.messageFunction} returned.`
		: `Names and numbers were read from ${from} on a real GPU (${where}); ${library.title} has no function that returns a message, so programs print the enum name.`;
}

/** The rows of a library's index table, one per status that has a page. */
export function listLibraryIndexRows(base: string, library: LibraryCodes): IndexRow[] {
	return listCanonicalStatuses(library).map((status) => ({
		number: status.number,
		name: status.name,
		nameIsCode: true,
		...(status.notAnError ? { note: 'not an error' } : status.deprecated ? { note: 'deprecated' } : {}),
		aliases: status.aliases,
		href: libraryCodePath(base, library.id, status.number),
		family: status.family,
		...(status.noRunbook ? { noRunbook: status.noRunbook } : {}),
		text: status.message,
		muted: status.notAnError || status.deprecated,
	}));
}
