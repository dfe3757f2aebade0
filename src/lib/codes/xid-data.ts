/**
 * The generated Xid catalogue, validated. The JSON is bundled at build time (and imported directly
 * by the command line), and parsing it through the schema applies its defaults and catches a
 * hand-edited file.
 */
import raw from '../../../content/codes/xid.json' with { type: 'json' };
import { xidCatalogueSchema, type Xid, type XidCatalogue } from '../../schemas/xid.ts';
import { parseContentFile } from './parse-file.ts';

/**
 * The catalogue: `{ catalogue, lineFormats, xids }`. Each Xid is `{ number, name, mnemonic,
 * description, appliesTo, immediate, investigatory, origin, family, noRunbook?, text, examples,
 * ... }`, in number order; `lineFormats` are the driver's printf formats of an Xid line.
 */
export function loadXidCatalogue(): XidCatalogue {
	return parseContentFile(xidCatalogueSchema, raw, 'content/codes/xid.json');
}

/** The Xid with this number, or undefined. */
export function findXid(catalogue: XidCatalogue, number: number): Xid | undefined {
	return catalogue.xids.find((xid) => xid.number === number);
}
