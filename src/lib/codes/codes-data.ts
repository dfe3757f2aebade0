/**
 * The generated error-code reference, validated. Pages call `loadCodesData()`; the JSON is
 * bundled at build time, and parsing it through the schema applies its defaults and catches a
 * hand-edited file.
 */
import raw from '../../../content/codes/cuda-codes.json' with { type: 'json' };
import { codesDataSchema, type CodesData } from '../../schemas/code.ts';
import { parseContentFile } from './parse-file.ts';

/** The reference, parsed through its schema. */
export function loadCodesData(): CodesData {
	return parseContentFile(codesDataSchema, raw, 'content/codes/cuda-codes.json');
}
