/**
 * Turns `content/codes/xid.yaml` into the catalogue the Xid pages and the diagnosis read: Xids
 * in number order, each with our wording of NVIDIA's resolution buckets attached.
 */
import type { Xid, XidCatalogue, XidFile } from '../../schemas/xid.ts';

/** Builds the catalogue from the validated file. */
export function buildXidCatalogue(file: XidFile): XidCatalogue {
	const xids: Xid[] = Object.entries(file.xids)
		.map(([number, entry]) => {
			const immediateMeaning = entry.immediate === null ? undefined : file.buckets[entry.immediate];
			const investigatoryMeaning = entry.investigatory === null ? undefined : file.buckets[entry.investigatory];
			return {
				number: Number(number),
				name: entry.description === 'Unused' ? entry.mnemonic : entry.description,
				...entry,
				...(immediateMeaning ? { immediateMeaning } : {}),
				...(investigatoryMeaning ? { investigatoryMeaning } : {}),
			};
		})
		.sort((a, b) => a.number - b.number);
	return { catalogue: file.catalogue, lineFormats: file.lineFormats, xids };
}
