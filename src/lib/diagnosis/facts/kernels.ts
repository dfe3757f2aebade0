/**
 * Facts from kernel faults: the device-side assertion (text, file, kernel, how many threads
 * printed it), compute-sanitizer's report (access kind, size, kernel, thread and block, address),
 * and Triton's resource limits.
 */
import type { FactParser, Facts } from './types.ts';

const ASSERT_FULL = /([\w.-]{1,120}\.(?:cu|cuh|cpp|h|py)):(\d+): (\w{1,120}): block: \[(\d+),\s*(\d+),\s*(\d+)\], thread: \[(\d+),\s*(\d+),\s*(\d+)\] Assertion [`'"](.{1,300}?)[`'"] failed/;
const ASSERT_ANY = /Assertion [`'"](.{1,300}?)[`'"] failed/;
const SANITIZER = /Invalid (__global__|__shared__|__local__|__generic__)? ?(read|write|atomic) of size (\d+) bytes?/i;
const SANITIZER_AT = /={5,20}\s{1,10}at (?:0x[0-9a-f]+ in )?([^\n]{1,200}?)(?:\s{1,10}in \S{1,200})?\s{0,10}$/im;
const SANITIZER_THREAD = /by thread \((\d+),(\d+),(\d+)\) in block \((\d+),(\d+),(\d+)\)/;
const SANITIZER_ADDRESS = /(?:Address|Access to) (0x[0-9a-f]+) is (out of bounds|misaligned|[\w ]{3,60}?)\s{0,10}$/im;
const SANITIZER_SUMMARY = /ERROR SUMMARY: (\d+) errors?/;
const TRITON_RESOURCE = /out of resource: (\w[\w ]{0,40}?), Required: (\d+), Hardware limit: (\d+)/i;

/** Device-side assertion facts. */
export const assertFacts: FactParser = {
	family: 'device-side-assert',
	parse(text): Facts | null {
		if (!/Assertion/.test(text)) return null;
		const full = ASSERT_FULL.exec(text);
		if (full) {
			const count = text.match(/Assertion [`'"].{1,300}?[`'"] failed/g)?.length ?? 1;
			return { assertion: full[10], file: full[1], line: Number(full[2]), kernel: full[3], block: `${full[4]},${full[5]},${full[6]}`, thread: `${full[7]},${full[8]},${full[9]}`, assertionLines: count };
		}
		const any = ASSERT_ANY.exec(text);
		return any ? { assertion: any[1] } : null;
	},
};

/** compute-sanitizer facts, shown with an illegal memory access. */
export const sanitizerFacts: FactParser = {
	family: 'illegal-memory-access',
	parse(text) {
		const header = SANITIZER.exec(text);
		const address = SANITIZER_ADDRESS.exec(text);
		if (!header && !address) return null;
		const facts: Facts = {};
		if (header) {
			if (header[1]) facts.memorySpace = header[1];
			facts.access = header[2].toLowerCase();
			facts.accessBytes = Number(header[3]);
			const at = SANITIZER_AT.exec(text);
			if (at) facts.kernel = at[1].trim();
		}
		const thread = SANITIZER_THREAD.exec(text);
		if (thread) {
			facts.thread = `${thread[1]},${thread[2]},${thread[3]}`;
			facts.block = `${thread[4]},${thread[5]},${thread[6]}`;
		}
		if (address) facts.address = `${address[1]} is ${address[2]}`;
		const summary = SANITIZER_SUMMARY.exec(text);
		if (summary) facts.sanitizerErrors = Number(summary[1]);
		return facts;
	},
};

/** Triton's resource-limit facts, shown with a launch failure. */
export const launchFacts: FactParser = {
	family: 'launch-failure',
	parse(text) {
		const resource = TRITON_RESOURCE.exec(text);
		if (!resource) return null;
		return { resource: resource[1], requiredBytes: Number(resource[2]), limitBytes: Number(resource[3]) };
	},
};
