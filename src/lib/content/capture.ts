/**
 * Captures from the repro lab (`test/fixtures/captures/<family>/<case>.txt`) start with a provenance
 * header of `#@ key: value` lines, closed by `#@ ---`, followed by the program's output verbatim.
 */

/** A capture split into its provenance header and its verbatim output. */
export interface Capture {
	/** Header fields, e.g. `gpu`, `driver`, `date`, `command`. */
	header: Record<string, string>;
	/** What the program printed, exactly. */
	output: string;
}

/** Splits a capture file into header and output. A file without a header is all output. */
export function parseCapture(text: string): Capture {
	const header: Record<string, string> = {};
	const lines = text.split('\n');
	let start = 0;
	for (let i = 0; i < lines.length; i++) {
		const line = lines[i] ?? '';
		if (!line.startsWith('#@')) break;
		start = i + 1;
		if (line.trim() === '#@ ---') break;
		const match = /^#@\s*([\w-]+):\s?(.*)$/.exec(line);
		if (match?.[1]) header[match[1]] = match[2] ?? '';
	}
	return { header, output: lines.slice(start).join('\n') };
}

/** A one-line description of where a capture was made, e.g. "NVIDIA H100 80GB HBM3 (sm_90), driver 580.159.04, 2026-11-21". */
export function describeCapture(header: Record<string, string>): string {
	return [header.gpu, header.driver && `driver ${header.driver}`, header.date].filter(Boolean).join(', ');
}
