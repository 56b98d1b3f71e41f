// A tiny static server over dist/ for browser tests (no dependency, loopback only).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createGzip } from 'node:zlib';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.pbn': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

/**
 * Serves the folder `from` on 127.0.0.1 at a free port; resolves with the base URL and the
 * server. `from` may be a function of the requested path giving the folder for each request: a
 * test can put a new build in place on the same origin, see what is requested, or return null
 * to take the host off the network (the connection is dropped).
 * `gzip`: text compressed for a client that accepts it, as any static host serves it (the
 * Lighthouse runs of scripts/bench.ts, whose simulated network counts transferred bytes).
 * `headers`: sent with every file, as a host adds its own (`Vary: Origin`, as `astro preview` does).
 */
export function serve(
  from: string | ((path: string) => string | null) = 'dist',
  { gzip = false, headers = {} as Readonly<Record<string, string>> } = {},
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const root = typeof from === 'function' ? from(path) : from;
    if (root === null) return void req.socket.destroy();
    let file = normalize(join(root, path));
    if (!file.startsWith(normalize(root))) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      // As a static host does: the site's own 404 page, with the 404 status.
      const notFound = join(root, '404.html');
      if (!existsSync(notFound)) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      res.writeHead(404, { 'content-type': TYPES['.html'] ?? 'text/html' });
      return void createReadStream(notFound).pipe(res);
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    if (gzip && /^(text\/|application\/json|image\/svg)/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      res.writeHead(200, { ...headers, 'content-type': type, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      return void createReadStream(file)
        .pipe(createGzip({ level: 9 }))
        .pipe(res);
    }
    res.writeHead(200, { ...headers, 'content-type': type });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      ok({ url: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`, server });
    }),
  );
}
