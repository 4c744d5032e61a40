// What the host tests share: the repository's paths, running a command, a static server for a
// built app (or for dist/ as the README says to serve it), and Chromium through puppeteer-core.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';

export const hosts = path.dirname(fileURLToPath(import.meta.url));
export const repo = path.resolve(hosts, '../..');
export const work = path.join(hosts, '.work');
/** The demo site: docs.json with tabs, versions, languages, OpenAPI (JSON and YAML) and AsyncAPI specs, external links. */
export const site = path.join(repo, 'demo/site');
/** The package as npm installs it from the packed tarball (test/hosts/install.mjs). */
export const installed = path.join(hosts, 'node_modules/docs-nav');

/** Runs a command of test/hosts/node_modules/.bin in `cwd`; throws with its output when it fails. */
export function run(command, args, cwd) {
  const r = spawnSync(path.join(hosts, 'node_modules/.bin', command), args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${r.status ?? r.signal}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.yaml': 'text/yaml', '.map': 'application/json', '.svg': 'image/svg+xml' };

/**
 * Serves `mounts` ({'/': dir, '/docs-nav/': dir, ...}: the longest prefix wins, each a folder)
 * and the demo site beside them (/docs.json, /openapi.json...). `missing`: paths answered 404 as a
 * server without them would. `fallback`: the page for paths with no file and no extension (a
 * SPA's deep links). Resolves to the base URL and a close function.
 */
export async function serve({ mounts, missing = () => false, fallback }) {
  const prefixes = Object.keys(mounts).sort((a, b) => b.length - a.length);
  const file = (p) => {
    for (const prefix of prefixes) {
      if (!p.startsWith(prefix)) continue;
      const f = path.join(mounts[prefix], p.slice(prefix.length));
      if (f.startsWith(mounts[prefix]) && fs.existsSync(f) && fs.statSync(f).isFile()) return f;
    }
    const f = path.join(site, p);
    if (f.startsWith(site) && fs.existsSync(f) && fs.statSync(f).isFile()) return f;
    return fallback && !path.extname(p) ? fallback : undefined;
  };
  const server = http.createServer((req, res) => {
    const p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const f = missing(p) ? undefined : file(p);
    if (!f) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(f)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    fs.createReadStream(f).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

/** Chromium (Debian's, or CHROME_PATH), headless. */
export function launch() {
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'],
  });
}

/** A page that fails the test on any error it logs or throws (`allow`: messages expected). */
export async function open(browser, { allow = [] } = {}) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1200, height: 800 });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // A failed request is told by its response (with its URL), not by the console's line for it.
  page.on('console', (m) => {
    if (m.type() === 'error' && !/^Failed to load resource/.test(m.text()) && !allow.some((a) => a.test(m.text()))) errors.push(m.text());
  });
  page.on('response', (r) => {
    const url = r.url();
    if (r.status() >= 400 && !url.endsWith('/favicon.ico') && !allow.some((a) => a.test(url))) errors.push(`HTTP ${r.status()} ${url}`);
  });
  page.errors = errors;
  return page;
}
