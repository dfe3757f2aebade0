/**
 * The Xid catalogue: `content/codes/xid.yaml` (NVIDIA's facts, cited, with our explanations) and
 * the generated `content/codes/xid.json` the pages and the diagnosis read.
 */
import { z } from 'astro/zod';
import { checkOwner, ownerFields } from './code-owner.ts';

/** The GPUs NVIDIA's catalogue has an "Applies to" column for. */
export const XID_GPUS = ['A100', 'H100', 'B100', 'GB200'] as const;

/** What an Xid points at, as a person deciding what to do first would put it. */
export const XID_ORIGINS = {
	application: 'the application (your program and the libraries it uses)',
	driver: 'the driver and GPU firmware',
	hardware: 'GPU hardware',
	memory: 'GPU memory (ECC)',
	nvlink: 'NVLink and chip-to-chip links',
	pcie: 'the PCIe link and host system',
	gsp: 'the GPU System Processor (GSP) and its firmware',
	'power-thermal': 'power and cooling',
	virtualization: 'virtualization and confidential computing',
	informational: 'nothing by itself: it reports on other events',
	unused: 'nothing: NVIDIA lists it as unused on current GPUs',
} as const;

/** The same, in a word or two for table cells. */
export const XID_ORIGIN_SHORT: Record<keyof typeof XID_ORIGINS, string> = {
	application: 'application',
	driver: 'driver',
	hardware: 'hardware',
	memory: 'memory (ECC)',
	nvlink: 'NVLink',
	pcie: 'PCIe',
	gsp: 'GSP',
	'power-thermal': 'power and cooling',
	virtualization: 'virtualization',
	informational: 'informational',
	unused: 'unused',
};

/** One origin. */
export const xidOriginSchema = z.enum(Object.keys(XID_ORIGINS) as [keyof typeof XID_ORIGINS, ...(keyof typeof XID_ORIGINS)[]]);
export type XidOrigin = z.infer<typeof xidOriginSchema>;

/** A public source with the version it applies to. */
export const citeSchema = z.strictObject({
	/** Where to read it: a permalink at a tag or commit, an issue, or NVIDIA's documentation. */
	url: z.url(),
	/** The driver or document version it applies to, e.g. "NVIDIA driver 595.45.04". */
	version: z.string().min(3),
});
export type Cite = z.infer<typeof citeSchema>;

/** A kernel-log form of an Xid: a line as printed, or the format string the driver prints it with. */
export const xidExampleSchema = z.union([
	z.strictObject({
		/** The line exactly as a kernel log printed it (timestamps and host prefixes left out). */
		line: z.string().regex(/Xid/, 'expected a kernel-log line containing "Xid"'),
		/** Where it was printed: an issue or NVIDIA's documentation, with the driver version. */
		source: citeSchema,
	}),
	z.strictObject({
		/** The printf format of the message, as the driver's source writes it. */
		format: z.string().min(5),
		/** The source line, as a permalink at a driver tag. */
		source: citeSchema,
	}),
]);
export type XidExample = z.infer<typeof xidExampleSchema>;

/** One Xid: NVIDIA's catalogue row (cited) and ours (origin, owner, explanation). */
export const xidEntrySchema = z.strictObject({
	/** The catalogue's mnemonic, e.g. `ROBUST_CHANNEL_GPU_HAS_FALLEN_OFF_THE_BUS`. */
	mnemonic: z.string().regex(/^[A-Z0-9_]+( \/ [A-Z0-9_]+)*$/, 'expected an upper-case mnemonic'),
	/** The catalogue's Description column, quoted ("Unused" for codes not used on current GPUs). */
	description: z.string().min(3),
	/** The GPUs whose "Applies to" column says YES. */
	appliesTo: z.array(z.enum(XID_GPUS)).default([]),
	/** The catalogue's immediate action (resolution bucket), or null where it gives none. */
	immediate: z.string().nullable(),
	/** The catalogue's investigatory action, or null where it gives none. */
	investigatory: z.string().nullable(),
	/** The catalogue's "Xid 154 linkage" column: since when the Xid also drives Xid 154, when it says. */
	xid154: z.string().optional(),
	/** What the Xid points at, most likely first. */
	origin: z.array(xidOriginSchema).min(1),
	...ownerFields,
	/** Ours: what it means, the usual cause, what to do first. One to five plain sentences. */
	text: z.string().min(40).max(1100),
	/** Kernel-log forms people paste, with their sources. */
	examples: z.array(xidExampleSchema).default([]),
});
export type XidEntry = z.infer<typeof xidEntrySchema>;

/** `content/codes/xid.yaml`. */
export const xidFileSchema = z
	.strictObject({
		/** NVIDIA's catalogue this file follows. */
		catalogue: z.strictObject({
			/** Its title. */
			title: z.string().min(3),
			/** Its page. */
			url: z.url(),
			/** The downloadable spreadsheet of the same catalogue. */
			spreadsheet: z.url(),
			/** The page for Volta and older GPUs. */
			olderGpus: z.url(),
			/** What identifies the version read: the rows it has, the newest driver branch it names. */
			version: z.string().min(10),
			/** When it was read (YYYY-MM-DD). */
			read: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date such as 2026-11-23'),
		}),
		/** Our short description of each resolution bucket the catalogue uses, keyed by its label. */
		buckets: z.record(z.string(), z.string().min(10)),
		/** How the driver prints any Xid line, with sources. */
		lineFormats: z.array(xidExampleSchema).min(1),
		/** Shared values referenced with YAML anchors; not read otherwise. */
		templates: z.record(z.string(), z.unknown()).optional(),
		/** The Xids, by number. */
		xids: z.record(z.string().regex(/^\d+$/, 'expected an Xid number'), xidEntrySchema),
	})
	.superRefine((file, ctx) => {
		for (const [number, entry] of Object.entries(file.xids)) {
			checkOwner(ctx, `Xid ${number}`, entry, ['xids', number]);
			for (const field of ['immediate', 'investigatory'] as const) {
				const bucket = entry[field];
				if (bucket !== null && !(bucket in file.buckets)) {
					ctx.addIssue({ code: 'custom', path: ['xids', number, field], message: `Xid ${number}: "${bucket}" is not described under buckets` });
				}
			}
		}
	});
export type XidFile = z.infer<typeof xidFileSchema>;

/** One Xid of the generated catalogue. */
export const xidSchema = xidEntrySchema.extend({
	/** The Xid number. */
	number: z.number().int().positive(),
	/** A short name to show: the catalogue's description, or its mnemonic where the description is just "Unused". */
	name: z.string().min(3),
	/** Our description of the immediate action, when the catalogue gives one. */
	immediateMeaning: z.string().optional(),
	/** Our description of the investigatory action, when the catalogue gives one. */
	investigatoryMeaning: z.string().optional(),
});
export type Xid = z.infer<typeof xidSchema>;

/** The whole generated file `content/codes/xid.json`. */
export const xidCatalogueSchema = z
	.object({
		/** NVIDIA's catalogue it follows. */
		catalogue: xidFileSchema.shape.catalogue,
		/** How the driver prints any Xid line. */
		lineFormats: z.array(xidExampleSchema),
		/** Every Xid of the catalogue, by number. */
		xids: z.array(xidSchema).min(1),
	})
	.superRefine((data, ctx) => {
		data.xids.forEach((xid, index) => checkOwner(ctx, `Xid ${xid.number}`, xid, ['xids', index]));
	});
export type XidCatalogue = z.infer<typeof xidCatalogueSchema>;
