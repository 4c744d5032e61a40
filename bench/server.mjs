/**
 * A tiny static server for the browser benchmarks: the repository over http on 127.0.0.1, with
 * a count of requests per path (to show one fetch per URL). No caching headers: every page load
 * of a benchmark run reads the same files the same way.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.json': 'application/json', '.map': 'application/json', '.yaml': 'text/yaml', '.yml': 'text/yaml' };

/** Serves `root`; resolves to `{ url, hits, close }` once listening. */
export function serve(root) {
  const hits = new Map();
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    hits.set(pathname, (hits.get(pathname) ?? 0) + 1);
    const file = path.join(root, pathname);
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    try {
      const info = await stat(file);
      if (!info.isFile()) throw new Error('not a file');
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'content-length': info.size, 'cache-control': 'no-store' });
      createReadStream(file).pipe(res);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, hits, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}
