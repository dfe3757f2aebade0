/** Prints benchmark rows as an aligned plain-text table (what `npm run bench` shows). */

/** Formats rows (first row: the header) as a table with a rule under the header. */
export function formatTable(rows: (string | number)[][]): string {
	const cells = rows.map((row) => row.map(String));
	const widths = cells[0]!.map((_, col) => Math.max(...cells.map((row) => (row[col] ?? '').length)));
	const line = (row: string[]) => row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join('  ');
	return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** Bytes as KB with one decimal, e.g. "12.3 KB". */
export function kb(bytes: number): string {
	return `${(bytes / 1024).toFixed(1)} KB`;
}
