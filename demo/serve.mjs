#!/usr/bin/env node
// Serves the demo: the repository's files as they are, and any /docs/... path (a page of the
// example site) as demo/index.html, so every page of the example can be opened and reloaded.
//   node demo/serve.mjs [--port 8000]
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const portArg = args.indexOf('--port');
const port = Number(portArg >= 0 ? args[portArg + 1] : process.env.PORT ?? 8000);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};
const pages = [
  ['/docs/', 'demo/index.html'],
  ['/plain/', 'demo/plain.html'],
  ['/theming/', 'demo/theming.html'],
  ['/spa/', 'demo/spa.html'],
  ['/showcase/', 'demo/showcase.html'],
];

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let rel = decodeURIComponent(url.pathname);
  if (rel === '/' || rel === '/docs') rel = '/docs/';
  const page = pages.find(([prefix]) => rel.startsWith(prefix));
  let file = page ? path.join(root, page[1]) : path.join(root, rel);
  if (!file.startsWith(root + path.sep)) {
    res.writeHead(403).end('forbidden');
    return;
  }
  let stat;
  try {
    stat = statSync(file);
    if (stat.isDirectory()) {
      file = path.join(file, 'index.html');
      stat = statSync(file);
    }
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' }).end(`not found: ${rel}`);
    return;
  }
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream', 'content-length': stat.size, 'cache-control': 'no-cache' });
  createReadStream(file).pipe(res);
});
server.listen(port, '127.0.0.1', () => {
  console.log(`docs-nav demo: http://localhost:${port}/docs/`);
  console.log(`  plain script tag: http://localhost:${port}/plain/   theming: http://localhost:${port}/theming/   host routing: http://localhost:${port}/spa/`);
});
