/**
 * `explain` as text, in the spirit of `rustc --explain`: what the code is, what it means, and
 * where to read on. Pure: returns text.
 */
import type { ExplainEntry } from './explain-entry.ts';
import { wrap, type Style } from './style.ts';

/** Formats the entries found for one query, with a note on how the query was read. */
export function formatExplain(entries: readonly ExplainEntry[], note: string | undefined, style: Style, link: (path: string) => string): string {
	const blocks = entries.map((entry) => formatEntry(entry, style, link));
	if (note) blocks.unshift(style.dim(wrap(note, style.width)));
	return `${blocks.join('\n\n')}\n`;
}

function formatEntry(entry: ExplainEntry, style: Style, link: (path: string) => string): string {
	const rows: [string, string][] = [];
	// cuDNN and NVRTC give their own enum name as the message: no news there.
	if (entry.message !== null && entry.kind !== 'xid' && entry.message !== entry.name) rows.push(['message', entry.message]);
	if (entry.sticky !== undefined) {
		rows.push([
			'sticky',
			entry.sticky ? style.red('yes: the CUDA context is lost, every later CUDA call fails; restart the process') : 'no: the CUDA context stays usable',
		]);
	}
	if (entry.legacyNumber !== undefined) rows.push(['before CUDA 10.1', String(entry.legacyNumber)]);
	if (entry.twin) rows.push([entry.api === 'runtime' ? 'driver API' : 'runtime API', `${entry.twin} (${entry.number})`]);
	if (entry.deprecated) rows.push(['deprecated', entry.aliasOf ? `yes, an old name of ${entry.aliasOf}` : 'yes']);
	const width = Math.max(8, ...rows.map(([label]) => label.length));
	const indent = ' '.repeat(width + 4);
	const title = entry.kind === 'xid' ? `${entry.name}: ${entry.message}` : `${entry.name} (${entry.number})`;
	const lines = [`${style.bold(title)}  ${style.dim(entry.type)}`];
	lines.push(...rows.map(([label, value]) => `  ${style.dim(label.padEnd(width))}  ${wrap(value, style.width - indent.length, indent)}`));
	lines.push('', `  ${wrap(entry.meaning, style.width - 2, '  ')}`);
	if (entry.actions?.immediate) lines.push('', `  ${style.dim('first:')} ${wrap(entry.actions.immediate, style.width - 9, ' '.repeat(9))}`);
	if (entry.actions?.investigatory) lines.push(`  ${style.dim('then:')}  ${wrap(entry.actions.investigatory, style.width - 9, ' '.repeat(9))}`);
	lines.push('');
	if (entry.runbook) {
		lines.push(`  ${style.dim('runbook'.padEnd(width))}  ${entry.runbook.title}  ${style.cyan(link(entry.runbook.url))}`);
	} else if (entry.noRunbook) {
		lines.push(`  ${style.dim('runbook'.padEnd(width))}  ${wrap(`none: ${entry.noRunbook}`, style.width - indent.length, indent)}`);
	}
	if (entry.check) {
		lines.push(`  ${style.dim('check'.padEnd(width))}  ${entry.check.title}  ${style.cyan(link(entry.check.url))}`);
		if (entry.check.command) lines.push(...entry.check.command.text.split('\n').map((line) => (line === '' ? '' : `${indent}${style.green(line)}`)));
	}
	lines.push(`  ${style.dim('page'.padEnd(width))}  ${style.cyan(link(entry.url))}`);
	return lines.join('\n');
}
