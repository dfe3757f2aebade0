/**
 * What each Xid page and the Xid index show besides the Xid itself: its neighbours, what it points
 * at in words, which GPUs it applies to, and its row in the index. The pages render these.
 */
import { XID_GPUS, XID_ORIGIN_SHORT, XID_ORIGINS, type Xid, type XidCatalogue, type XidOrigin } from '../../schemas/xid.ts';
import { xidPath } from '../site/paths.ts';
import type { IndexRow } from './code-index.ts';

/** Everything one Xid page renders. */
export interface XidView {
	/** The Xid. */
	xid: Xid;
	/** The Xid before it in number order. */
	previous?: Xid;
	/** The Xid after it in number order. */
	next?: Xid;
}

/** The views of every Xid, in number order. */
export function listXidPages(catalogue: XidCatalogue): XidView[] {
	const { xids } = catalogue;
	return xids.map((xid, index) => ({
		xid,
		...(index > 0 ? { previous: xids[index - 1] } : {}),
		...(index < xids.length - 1 ? { next: xids[index + 1] } : {}),
	}));
}

/** The page title, e.g. "Xid 79: GPU has fallen off the bus". */
export function describeXidTitle(xid: Xid): string {
	return `Xid ${xid.number}: ${xid.name}`;
}

/** The page description for search engines and link previews. */
export function describeXidSummary(xid: Xid): string {
	return `NVIDIA Xid ${xid.number} (${xid.mnemonic}): ${xid.text.split('. ')[0]}.`.slice(0, 300);
}

/** What the Xid points at, in words: "GPU memory (ECC)", or "the application or GPU hardware". */
export function describeOrigins(origins: readonly XidOrigin[]): string {
	const words = origins.map((origin) => XID_ORIGINS[origin]);
	return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** Which of the catalogue's GPUs it applies to, in words. */
export function describeAppliesTo(xid: Xid): string {
	if (xid.appliesTo.length === 0) return `None of the GPUs the catalogue covers (${XID_GPUS.join(', ')})`;
	if (xid.appliesTo.length === XID_GPUS.length) return `All the GPUs the catalogue covers (${XID_GPUS.join(', ')})`;
	return xid.appliesTo.join(', ');
}

/** The rows of the Xid index table. */
export function listXidIndexRows(base: string, catalogue: XidCatalogue): IndexRow[] {
	return catalogue.xids.map((xid) => ({
		number: xid.number,
		name: xid.name,
		nameIsCode: xid.name === xid.mnemonic,
		...(xid.name === xid.mnemonic ? {} : { note: xid.mnemonic }),
		aliases: [],
		href: xidPath(base, xid.number),
		family: xid.family,
		...(xid.noRunbook ? { noRunbook: xid.noRunbook } : {}),
		extra: xid.origin.map((origin) => XID_ORIGIN_SHORT[origin]).join(', '),
		text: xid.immediate,
		muted: xid.origin.includes('unused'),
	}));
}
