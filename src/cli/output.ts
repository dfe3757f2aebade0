/**
 * Writing to stdout and stderr like a Unix tool: a reader that went away (`| head`) ends the
 * program quietly, a full disk is reported in one line.
 */
import type { Writable } from 'node:stream';

/** Writes `text` and waits until the stream has taken it; rejects with the stream's error. */
export function writeText(stream: Writable, text: string): Promise<void> {
	if (text === '') return Promise.resolve();
	return new Promise((resolve, reject) => {
		stream.write(text, (error) => (error ? reject(error) : resolve()));
	});
}

/** True for the errors of writing to a pipe whose reader has gone. */
export function isClosedPipe(error: unknown): boolean {
	const code = (error as { code?: string } | null)?.code;
	return code === 'EPIPE' || code === 'ERR_STREAM_DESTROYED' || code === 'ERR_STREAM_WRITE_AFTER_END';
}

/** One line for an error that is not the user's fault: a full disk, a failed read, a bug. */
export function describeFailure(error: unknown): string {
	const code = (error as { code?: string } | null)?.code;
	if (code === 'ENOSPC') return 'cannot write the output: no space left on device';
	if (code === 'EDQUOT') return 'cannot write the output: disk quota exceeded';
	if (code === 'EIO') return 'input/output error';
	return error instanceof Error ? error.message.split('\n')[0] : String(error);
}
