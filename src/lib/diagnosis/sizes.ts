/**
 * Memory sizes as programs print them ("20.00 MiB", "1,073,741,824 bytes", "10.76 GiB") to and
 * from bytes. PyTorch prints binary units (KiB, MiB, GiB); older tools print "MB"/"GB" meaning the
 * same binary units, so both spellings read as powers of 1024.
 */

const UNIT_POWERS: Record<string, number> = { b: 0, byte: 0, bytes: 0, k: 1, m: 2, g: 3, t: 4, p: 5 };

/** Reads "20.00 MiB", "4.29GB", "1,024 bytes" or a bare number (bytes); null when it is not a size. */
export function parseSize(text: string): number | null {
	const match = /^\s*(\d[\d,]{0,30}(?:\.\d{1,12})?|\.\d{1,12})\s{0,5}(bytes?|b|[kmgtp]i?b?)?\s{0,5}$/i.exec(text);
	if (!match) return null;
	const value = Number(match[1].replace(/,/g, ''));
	if (!Number.isFinite(value)) return null;
	const unit = (match[2] ?? 'b').toLowerCase();
	const power = UNIT_POWERS[unit] ?? UNIT_POWERS[unit[0]];
	if (power === undefined) return null;
	return Math.round(value * 1024 ** power);
}

/** Formats bytes the way PyTorch does: "20.00 MiB", "79.11 GiB", "512 bytes". */
export function formatBytes(bytes: number): string {
	if (!Number.isFinite(bytes)) return 'unknown';
	const sign = bytes < 0 ? '-' : '';
	let value = Math.abs(bytes);
	if (value < 1024) return `${sign}${value} bytes`;
	const units = ['KiB', 'MiB', 'GiB', 'TiB', 'PiB'];
	let unit = -1;
	while (value >= 1024 && unit < units.length - 1) {
		value /= 1024;
		unit += 1;
	}
	return `${sign}${value.toFixed(2)} ${units[unit]}`;
}
