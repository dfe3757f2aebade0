/**
 * The generated library status reference, validated. The JSON is bundled at build time (and
 * imported directly by the command line), and parsing it through the schema applies its defaults
 * and catches a hand-edited file.
 */
import raw from '../../../content/codes/library-codes.json' with { type: 'json' };
import type { LibraryCodes, LibraryCodesData, LibraryId, LibraryStatus } from '../../schemas/library-code.ts';
import { libraryCodesDataSchema } from '../../schemas/library-code.ts';
import { parseContentFile } from './parse-file.ts';

/** The whole reference: the GPU capture's provenance and every library. */
export function loadLibraryCodesData(): LibraryCodesData {
	return parseContentFile(libraryCodesDataSchema, raw, 'content/codes/library-codes.json');
}

/**
 * Every library with its statuses: `{ id, title, typeName, source, statuses }`, in site order.
 * Each status is `{ name, number, message, comment, deprecated, aliasOf?, aliases, notAnError,
 * family, noRunbook?, explanation }`; deprecated aliases (cuDNN 9) are statuses of their own with
 * `aliasOf` naming the status whose number, family and explanation they share.
 */
export function loadLibraryCodes(): LibraryCodes[] {
	return loadLibraryCodesData().libraries;
}

/**
 * The status of `library` with this enum name (aliases included) or number (the canonical status,
 * never an alias), or undefined.
 */
export function findLibraryStatus(libraries: readonly LibraryCodes[], library: LibraryId, key: string | number): LibraryStatus | undefined {
	const statuses = libraries.find((l) => l.id === library)?.statuses ?? [];
	return typeof key === 'number'
		? statuses.find((s) => s.number === key && s.aliasOf === undefined)
		: statuses.find((s) => s.name === key);
}
