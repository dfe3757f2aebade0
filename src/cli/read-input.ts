/**
 * Reading what `diagnose` reads: files named on the command line, one after another, or stdin.
 * A log of any size streams through a `LogWindow`, so memory follows what is examined, not the
 * size of the log; `--jsonl` input is read a line at a time.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { UsageError } from './args.ts';
import { LineSplitter } from './line-splitter.ts';
import { LogWindow } from '../lib/diagnosis/log-window.ts';

// Large reads: a multi-gigabyte log goes through in about a thousand chunks per gigabyte.
const CHUNK_BYTES = 1 << 20;

/** A named input: a file, or stdin for `-`. */
export interface Source {
	name: string;
	open(): Readable;
}

/** The sources for `files` (stdin alone when there are none). */
export function sourcesFor(files: readonly string[], stdin: Readable): Source[] {
	if (files.length === 0) return [{ name: 'stdin', open: () => stdin }];
	return files.map((file) => (file === '-' ? { name: 'stdin', open: () => stdin } : { name: file, open: () => createReadStream(file, { highWaterMark: CHUNK_BYTES }) }));
}

/** Streams every source through one window; each source's last line ends with it. */
export async function readWindow(sources: readonly Source[], window = new LogWindow()): Promise<{ text: string; window: LogWindow }> {
	let endedWithTerminator = true;
	for (const source of sources) {
		const splitter = new LineSplitter((lines, block) => window.push(lines, block));
		const decoder = new StringDecoder('utf8');
		await forEachChunk(source, (chunk) => splitter.write(typeof chunk === 'string' ? chunk : decoder.write(chunk)));
		splitter.write(decoder.end());
		splitter.end();
		endedWithTerminator = splitter.endedWithTerminator;
	}
	// A paste that ended with a newline keeps it, so a small input reads exactly as it was pasted.
	const text = window.text();
	return { text: endedWithTerminator && !window.narrowed && text !== '' ? `${text}\n` : text, window };
}

/** Calls `onPaste` with each paste of `--jsonl` input: one JSON string per non-blank line. */
export async function forEachJsonlPaste(sources: readonly Source[], onPaste: (paste: string) => void): Promise<void> {
	for (const source of sources) {
		const lines = createInterface({ input: open(source), crlfDelay: Infinity });
		let number = 0;
		for await (const line of lines) {
			number += 1;
			if (line.trim() === '') continue;
			const where = sources.length > 1 || source.name !== 'stdin' ? `${source.name}: line ${number}` : `line ${number}`;
			let value: unknown;
			try {
				value = JSON.parse(line);
			} catch (error) {
				throw new UsageError(`${where}: not valid JSON (${(error as Error).message})`);
			}
			if (typeof value !== 'string') throw new UsageError(`${where}: expected a JSON string (one paste), got ${value === null ? 'null' : typeof value}`);
			onPaste(value);
		}
	}
}

async function forEachChunk(source: Source, onChunk: (chunk: Buffer | string) => void): Promise<void> {
	for await (const chunk of open(source)) onChunk(chunk as Buffer | string);
}

/** Opens a source; a file that cannot be read is the user's mistake, named in one line. */
function open(source: Source): Readable {
	const stream = source.open();
	// `for await` rethrows a stream's error; give it the file's name and a plain reason first.
	stream.once('error', (error: NodeJS.ErrnoException) => {
		if (error.code === 'ENOENT') error.message = `${source.name}: no such file`;
		else if (error.code === 'EISDIR') error.message = `${source.name}: is a directory`;
		else if (error.code === 'EACCES') error.message = `${source.name}: permission denied`;
	});
	return stream;
}
