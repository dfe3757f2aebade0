/**
 * A static file server for the built site, on a loopback port chosen by the OS, with the same
 * rules as any plain static host: `/dir/` serves `dir/index.html`, unknown paths get `404.html`.
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.wasm': 'application/wasm',
	'.xml': 'application/xml',
	'.txt': 'text/plain; charset=utf-8',
	'.ico': 'image/x-icon',
	'.png': 'image/png',
	'.webmanifest': 'application/manifest+json',
};

export interface SiteServer {
	/** Origin plus base path, ending in '/', e.g. `http://127.0.0.1:39123/kb/`. */
	url: string;
	/** The origin alone, e.g. `http://127.0.0.1:39123`. */
	origin: string;
	close(): Promise<void>;
}

/** Serves `root` (default: `DIST_DIR` or `dist`) under `base` (default `/`). */
export async function startServer(root = process.env.DIST_DIR ?? 'dist', base = '/'): Promise<SiteServer> {
	const rootDir = resolve(root);
	await stat(join(rootDir, 'index.html')).catch(() => {
		throw new Error(`No built site in ${rootDir}: run \`npm run build\` first.`);
	});
	const server: Server = createServer(async (req, res) => {
		const url = new URL(req.url ?? '/', 'http://localhost');
		let path = decodeURIComponent(url.pathname);
		if (!path.startsWith(base)) {
			res.writeHead(404).end();
			return;
		}
		path = '/' + path.slice(base.length);
		const file = normalize(join(rootDir, path.endsWith('/') ? `${path}index.html` : path));
		if (!file.startsWith(rootDir)) {
			res.writeHead(403).end();
			return;
		}
		try {
			const body = await readFile(file);
			res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
			res.end(body);
		} catch {
			const notFound = await readFile(join(rootDir, '404.html')).catch(() => Buffer.from('Not found'));
			res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
			res.end(notFound);
		}
	});
	await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
	const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	return {
		origin,
		url: origin + base,
		close: () => new Promise<void>((done) => server.close(() => done())),
	};
}
