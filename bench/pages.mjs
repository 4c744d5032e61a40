/**
 * Page titles from frontmatter, on the largest site of the shared pages corpus (its docs.json
 * and the frontmatter of every page file):
 *
 * - the CLI, as a user runs it (fresh processes): `docs-nav resolve docs.json` reading the page
 *   files, against `--no-pages`; and `docs-nav index` alone;
 * - the core in one process, what the browser runs with `pages`: resolveDocs with the index
 *   object `docs-nav index` prints, against resolveDocs without it (files read from memory,
 *   medians of warm runs, a GC before each), and the index's size (what the browser fetches).
 *
 *   node --expose-gc bench/pages.mjs [--runs 9] [--corpus ../shared/conformance/pages]
 *   prints one JSON line (nothing, exit 0, when the corpus is not there)
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { median } from './stats.mjs';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(arg('--runs', '9'));
const corpus = path.resolve(root, arg('--corpus', '../shared/conformance/pages'));
if (!fs.existsSync(path.join(corpus, 'sites'))) process.exit(0);

// The largest site: the most page files.
const countPages = (dir) => fs.readdirSync(dir, { recursive: true }).filter((f) => /\.mdx?$/.test(f)).length;
const site = fs
  .readdirSync(path.join(corpus, 'sites'))
  .map((name) => ({ name, dir: path.join(corpus, 'sites', name) }))
  .map((s) => ({ ...s, files: countPages(s.dir) }))
  .sort((a, b) => b.files - a.files)[0];
const docsJson = path.join(site.dir, 'docs.json');
const bin = path.join(root, 'bin/docs-nav.js');

// ---- the CLI, fresh processes ----
async function cli(cliArgs) {
  const times = [];
  let stdout = '';
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    ({ stdout } = await run(process.execPath, [bin, ...cliArgs], { maxBuffer: 1 << 28 }));
    times.push(performance.now() - t0);
  }
  return { ms: median(times), stdout };
}
const withPages = await cli(['resolve', docsJson]);
const noPages = await cli(['resolve', docsJson, '--no-pages']);
const index = await cli(['index', site.dir]);

// ---- the core, one process ----
const { resolveDocs } = await import(pathToFileURL(path.join(root, 'dist/core/index.js')).href);
const pages = JSON.parse(index.stdout);
const files = new Map();
for (const f of fs.readdirSync(site.dir, { recursive: true })) {
  if (/\.json$/.test(f)) files.set(pathToFileURL(path.join(site.dir, f)).href, await readFile(path.join(site.dir, f), 'utf8'));
}
const read = async (url) => {
  const text = files.get(url);
  if (text === undefined) throw new Error(`no such file: ${url}`);
  return text;
};
const url = pathToFileURL(docsJson).href;
const gc = globalThis.gc ?? (() => {});
const time = async (options) => {
  gc();
  const t0 = performance.now();
  const r = await resolveDocs(url, { read, ...options });
  return { ms: performance.now() - t0, r };
};
const coldWith = await time({ pages });
const coldWithout = await time({});
for (let i = 0; i < 2; i++) {
  await time({ pages });
  await time({});
}
const warmWith = [];
const warmWithout = [];
let last;
for (let i = 0; i < runs; i++) {
  const a = await time({ pages });
  warmWith.push(a.ms);
  last = a.r;
  warmWithout.push((await time({})).ms);
}
// The core with the index and the CLI reading the files make the same navigation.
const same = JSON.stringify(last.navigation) === JSON.stringify(JSON.parse(withPages.stdout), (k, v) => (k === 'styling' || k === 'interaction' ? undefined : v));

process.stdout.write(
  `${JSON.stringify({
    site: site.name,
    pageFiles: site.files,
    navPages: JSON.stringify(last.navigation).match(/"href":/g).length,
    cli: { resolveWithPages: withPages.ms, resolveNoPages: noPages.ms, index: index.ms },
    core: { withIndex: median(warmWith), withoutIndex: median(warmWithout), coldWithIndex: coldWith.ms, coldWithoutIndex: coldWithout.ms },
    indexBytes: Buffer.byteLength(index.stdout),
    indexGzip: gzipSync(index.stdout).length,
    sameNavigation: same,
  })}\n`,
);
