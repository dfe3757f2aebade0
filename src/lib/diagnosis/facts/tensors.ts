/**
 * Facts from tensor mismatches: the two devices, or the expected and found dtypes, and the
 * operator that is not implemented for a dtype.
 */
import type { FactParser, Facts } from './types.ts';

const TWO_DEVICES = /found at least two devices, ([\w:]+) and ([\w:]+)/i;
const DEVICE_TYPE = /Expected object of device type (\w+) but got device type (\w+)/i;
const INPUT_WEIGHT = /Input type \(([\w.]+)\) and weight type \(([\w.]+)\) should be the same/i;
const SCALAR = /expected (?:scalar type|object of scalar type|type) (\w+) but (?:found|got)(?: scalar type)? (\w+)/i;
const SAME_DTYPE = /to have the same dtype, but got:? (\S+) != (\S+)/i;
const NOT_IMPLEMENTED = /"(\w+)" not implemented for '(\w+)'/;

/** Device-mismatch facts. */
export const deviceFacts: FactParser = {
	family: 'device-mismatch',
	parse(text): Facts | null {
		const two = TWO_DEVICES.exec(text) ?? DEVICE_TYPE.exec(text);
		if (two) return { devices: `${two[1]} and ${two[2]}` };
		const io = INPUT_WEIGHT.exec(text);
		return io ? { inputType: io[1], weightType: io[2] } : null;
	},
};

/** Dtype-mismatch facts. */
export const dtypeFacts: FactParser = {
	family: 'dtype-mismatch',
	parse(text) {
		const facts: Facts = {};
		const scalar = SCALAR.exec(text) ?? SAME_DTYPE.exec(text);
		if (scalar) {
			facts.expectedDtype = scalar[1].replace(/,$/, '');
			facts.foundDtype = scalar[2].replace(/[,.]$/, '');
		}
		const io = INPUT_WEIGHT.exec(text);
		if (io) {
			facts.inputType = io[1];
			facts.weightType = io[2];
		}
		const missing = NOT_IMPLEMENTED.exec(text);
		if (missing) {
			facts.operator = missing[1];
			facts.dtype = missing[2];
		}
		return Object.keys(facts).length ? facts : null;
	},
};
