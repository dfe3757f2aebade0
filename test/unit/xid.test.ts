/**
 * The Xid catalogue: the committed data against a fresh run of the generator, the schema's rules
 * (each with its message), the families of the Xids people paste most, the kernel-log examples,
 * and the page helpers.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { buildXidCatalogue } from '../../src/lib/codes/build-xid.ts';
import { parseContentFile } from '../../src/lib/codes/parse-file.ts';
import { findXid, loadXidCatalogue } from '../../src/lib/codes/xid-data.ts';
import { describeAppliesTo, describeOrigins, describeXidTitle, listXidIndexRows, listXidPages } from '../../src/lib/codes/xid-pages.ts';
import { xidIndexPath, xidPath } from '../../src/lib/site/paths.ts';
import { xidFileSchema, type XidFile } from '../../src/schemas/xid.ts';
import { generateXidCatalogue, serializeXidCatalogue, XID_OUTPUT_FILE, XID_SOURCE_FILE } from '../../scripts/codes/generate-xid.ts';

const source = parseYaml(readFileSync(XID_SOURCE_FILE, 'utf8')) as XidFile;
const data = loadXidCatalogue();
const parse = (file: unknown) => parseContentFile(xidFileSchema, file, XID_SOURCE_FILE);
/** The source file with one Xid replaced. */
const withXid = (number: number, entry: Record<string, unknown>) => ({ ...source, xids: { ...source.xids, [number]: entry } });
const xid79 = source.xids['79']!;

describe('the committed Xid catalogue', () => {
	it('is what the generator produces now (run `npx node scripts/codes/generate-xid.ts` after editing xid.yaml)', () => {
		expect(readFileSync(XID_OUTPUT_FILE, 'utf8')).toBe(serializeXidCatalogue(generateXidCatalogue()));
	});

	it("has every Xid of NVIDIA's catalogue, 1 to 172, in number order", () => {
		expect(data.xids.map((x) => x.number)).toEqual(Array.from({ length: 172 }, (_, i) => i + 1));
	});

	it('sends the Xids people paste most to the runbook to read first', () => {
		const family = (n: number) => findXid(data, n)?.family;
		expect([13, 31, 137].map(family)).toEqual(['illegal-memory-access', 'illegal-memory-access', 'illegal-memory-access']);
		expect(family(43)).toBe('launch-failure');
		expect([48, 63, 64, 74, 79, 92, 94, 95, 119, 120, 154].map(family)).toEqual(Array(11).fill('device-unavailable'));
	});

	it('owns or explains every Xid', () => {
		const owned = data.xids.filter((x) => x.family !== null).length;
		const explained = data.xids.filter((x) => x.family === null && x.noRunbook).length;
		expect([owned, explained, owned + explained]).toEqual([65, 107, 172]);
	});

	it('quotes NVIDIA\'s actions for the common Xids and words each bucket in our terms', () => {
		const actions = (n: number) => [findXid(data, n)?.immediate, findXid(data, n)?.investigatory];
		expect(actions(79)).toEqual(['RESTART_BM', 'CONTACT_SUPPORT']);
		expect(actions(13)).toEqual(['RESTART_APP', 'WORKFLOW_XID_13']);
		expect(actions(95)).toEqual(['RESET_GPU', 'IGNORE (sympathetic)']);
		expect(findXid(data, 79)?.immediateMeaning).toBe('Restart the machine itself (bare metal).');
	});

	it('gives kernel-log lines that carry their own Xid number', () => {
		for (const xid of data.xids) {
			for (const example of xid.examples) {
				if ('line' in example) expect(example.line, `Xid ${xid.number}`).toMatch(new RegExp(`NVRM: Xid \\([^)]*\\): ${xid.number}, `));
			}
		}
		expect(findXid(data, 119)?.examples.map((e) => ('format' in e ? e.format : e.line))).toEqual([
			'Timeout waiting for RPC from GSP%d! Expected function %d (%s) (0x%x 0x%x).',
			'Timeout after %llus of waiting for RPC response from GPU%d GSP! Expected function %d (%s) sequence %u (0x%llx 0x%llx).',
		]);
	});
});

describe('the Xid file schema', () => {
	it('requires a reason, naming the file and the Xid, where no runbook owns it', () => {
		const { noRunbook: _, ...entry } = source.xids['1']!;
		expect(() => parse(withXid(1, entry))).toThrow(`${XID_SOURCE_FILE} does not fit its schema:\n  xids.1.noRunbook: Xid 1 has no runbook (family: null), so noRunbook must say why none covers it`);
	});

	it('refuses both a runbook and a reason', () => {
		expect(() => parse(withXid(79, { ...xid79, noRunbook: 'A reason that contradicts the family.' }))).toThrow(
			'xids.79.noRunbook: Xid 79 names the runbook device-unavailable, so it must not also give a noRunbook reason',
		);
	});

	it('requires every action to be described among the buckets', () => {
		expect(() => parse(withXid(79, { ...xid79, immediate: 'REPLACE_EVERYTHING' }))).toThrow('xids.79.immediate: Xid 79: "REPLACE_EVERYTHING" is not described under buckets');
	});

	it('refuses an example line that is not an Xid line', () => {
		const examples = [{ line: 'GPU has fallen off the bus.', source: { url: 'https://example.org/issue', version: 'driver 1.0' } }];
		expect(() => parse(withXid(79, { ...xid79, examples }))).toThrow('xids.79.examples.0');
	});

	it('refuses a number that is not one', () => {
		expect(() => parse({ ...source, xids: { ...source.xids, seventy: xid79 } })).toThrow('xids.seventy: invalid name: expected an Xid number');
	});

	it('refuses a mnemonic in lower case', () => {
		expect(() => parse(withXid(79, { ...xid79, mnemonic: 'fallen_off_the_bus' }))).toThrow('xids.79.mnemonic: expected an upper-case mnemonic');
	});

	it('refuses a read date in another format', () => {
		expect(() => parse({ ...source, catalogue: { ...source.catalogue, read: '23 Nov 2026' } })).toThrow('catalogue.read: expected a date such as 2026-11-23');
	});
});

describe('building the catalogue', () => {
	it('sorts by number, names unused Xids by their mnemonic and attaches the bucket meanings', () => {
		const file = parse({ ...source, xids: { 79: xid79, 1: source.xids['1']! } });
		const built = buildXidCatalogue(file);
		expect(built.xids.map((x) => [x.number, x.name, x.investigatoryMeaning])).toEqual([
			[1, 'ROBUST_CHANNEL_FIFO_ERROR_FIFO_METHOD', 'Not used on these GPUs.'],
			[79, 'GPU has fallen off the bus', 'Contact your support organisation (the system vendor or NVIDIA) to investigate.'],
		]);
	});
});

describe('Xid pages', () => {
	const xid79 = findXid(data, 79)!;

	it('live at /codes/xid/<number>/ and link their neighbours', () => {
		expect(xidPath('/kb/', 79)).toBe('/kb/codes/xid/79/');
		expect(xidIndexPath('/')).toBe('/codes/xid/');
		const view = listXidPages(data).find((v) => v.xid.number === 79)!;
		expect([view.previous?.number, view.next?.number]).toEqual([78, 80]);
		expect(listXidPages(data)[0]!.previous).toBeUndefined();
	});

	it('say what an Xid points at and where it applies, in words', () => {
		expect(describeXidTitle(xid79)).toBe('Xid 79: GPU has fallen off the bus');
		expect(describeOrigins(xid79.origin)).toBe('the PCIe link and host system, GPU hardware or power and cooling');
		expect(describeOrigins(['memory'])).toBe('GPU memory (ECC)');
		expect(describeAppliesTo(xid79)).toBe('All the GPUs the catalogue covers (A100, H100, B100, GB200)');
		expect(describeAppliesTo(findXid(data, 74)!)).toBe('A100, H100');
		expect(describeAppliesTo(findXid(data, 1)!)).toBe('None of the GPUs the catalogue covers (A100, H100, B100, GB200)');
	});

	it('list one index row per Xid with NVIDIA\'s first action', () => {
		const rows = listXidIndexRows('/', data);
		expect(rows).toHaveLength(172);
		expect(rows.find((r) => r.number === 79)).toMatchObject({ name: 'GPU has fallen off the bus', note: 'ROBUST_CHANNEL_GPU_HAS_FALLEN_OFF_THE_BUS', text: 'RESTART_BM', extra: 'PCIe, hardware, power and cooling', muted: false });
		expect(rows.find((r) => r.number === 1)).toMatchObject({ nameIsCode: true, muted: true, family: null });
	});
});
