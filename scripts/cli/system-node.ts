/**
 * The machine's own `node`: the first one on PATH outside `node_modules` (npm scripts put the
 * project's Node 24 first), so that tests and the benchmark run the standalone CLI as a cluster
 * user would. Falls back to the running Node when there is no other.
 */
import { accessSync, constants, realpathSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The path of the machine's `node`, or `process.execPath` when there is none besides it. */
export function findSystemNode(path = process.env.PATH ?? ''): string {
	const dirs = path.split(delimiter).filter((dir) => dir !== '' && !dir.includes('node_modules'));
	const ours = realpathSync(process.execPath);
	for (const candidate of [...dirs.map((dir) => join(dir, 'node')), '/usr/local/bin/node', '/usr/bin/node']) {
		try {
			accessSync(candidate, constants.X_OK);
			if (realpathSync(candidate) !== ours) return candidate;
		} catch {
			// Not there: try the next.
		}
	}
	return process.execPath;
}

/** PATH with the machine's Node first and none of the project's tools. */
export function systemPath(node: string, path = process.env.PATH ?? ''): string {
	return [join(node, '..'), ...path.split(delimiter).filter((dir) => dir !== '' && !dir.includes('node_modules'))].join(delimiter);
}
