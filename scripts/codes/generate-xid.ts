/**
 * Generates `content/codes/xid.json`, the Xid catalogue the pages and the diagnosis read, from
 * `content/codes/xid.yaml` (NVIDIA's catalogue rows, cited, and our explanations). JSON because
 * the diagnosis runs in plain Node on the command line, which imports JSON but not YAML.
 *
 * Run: `npx node scripts/codes/generate-xid.ts`. The output depends only on that file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { buildXidCatalogue } from '../../src/lib/codes/build-xid.ts';
import { parseContentFile } from '../../src/lib/codes/parse-file.ts';
import { xidCatalogueSchema, xidFileSchema, type XidCatalogue } from '../../src/schemas/xid.ts';

/** The repository-relative path of the source. */
export const XID_SOURCE_FILE = 'content/codes/xid.yaml';

/** The repository-relative path of the generated file. */
export const XID_OUTPUT_FILE = 'content/codes/xid.json';

const ROOT = resolve(import.meta.dirname, '../..');

/** Reads, validates and builds the catalogue from the files under `root`. */
export function generateXidCatalogue(root = ROOT): XidCatalogue {
	const file = parseContentFile(xidFileSchema, parseYaml(readFileSync(join(root, XID_SOURCE_FILE), 'utf8')), XID_SOURCE_FILE);
	return parseContentFile(xidCatalogueSchema, buildXidCatalogue(file), XID_OUTPUT_FILE);
}

/** The file's text: two-space JSON with a final newline, stable for diffs. */
export function serializeXidCatalogue(data: XidCatalogue): string {
	return `${JSON.stringify(data, null, 2)}\n`;
}

if (import.meta.main) {
	const data = generateXidCatalogue();
	writeFileSync(join(ROOT, XID_OUTPUT_FILE), serializeXidCatalogue(data));
	const owned = data.xids.filter((x) => x.family !== null).length;
	process.stdout.write(`wrote ${XID_OUTPUT_FILE}: ${data.xids.length} Xids, ${owned} owned by a runbook\n`);
}
