/**
 * Figure 1, resolution, in process, against JSON.parse of the same texts (the floor: nothing
 * resolves faster than it reads), on
 *   api    api-docs.json: tabs pulling the 5,000-operation, 10 MB openapi.json (two bulk tabs
 *          and 2,000 endpoints named by hand), bench/.data (scripts/gen-docs.mjs)
 *   site   a navigation-heavy docs.json of 25,000 pages, no spec (scripts/gen-site.mjs):
 *          languages x versions x tabs, groups nested five levels, dropdowns, menus, anchors
 *   site-elements  the same, resolved as the elements' store resolves it (`lazyPages`: the
 *          title and href of a page made when read, see core/titles.ts PathPage)
 *   NAME   the largest sites of the public conformance corpus (their `$ref` and spec files too)
 * Every file is read from memory (no disk or network). The baseline parses the same texts: JSON.parse,
 * and for a YAML spec (upstash) js-yaml, the parser the resolution itself uses.
 *
 * - warm: resolution and parse alternating in one process after a warm-up, a GC before each;
 * - cold: the first resolution in a fresh process (what a CLI run or a page load pays: no
 *   optimized code yet), against the first parse in another fresh process;
 * - the CLI as a whole process on `site`: `docs-nav resolve docs.json` (pretty-printed, and
 *   `--compact`) piped, against `node -e` reading and parsing the same file.
 *
 * No time counts before the result is checked: the pages resolved must be the pages the
 * generator put in (or those of the reference's nav.json for a corpus site), else it exits 1.
 *
 *   node --expose-gc bench/resolve.mjs [--runs 9] [--cold-runs 5] [--data bench/.data]
 *        [--core dist/core/index.js] [--bin bin/docs-nav.js] [--corpus ../shared/conformance]
 *        [--sites 3] [--only api,site]
 *   prints one JSON line
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import yaml from 'js-yaml';
import { countPageRefs, navHeavySite } from '../scripts/gen-site.mjs';
import { median } from './stats.mjs';

const run = promisify(execFile);
const self = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(arg('--runs', '9'));
const coldRuns = Number(arg('--cold-runs', '5'));
const data = path.resolve(arg('--data', 'bench/.data'));
const core = path.resolve(arg('--core', 'dist/core/index.js'));
const bin = path.resolve(arg('--bin', 'bin/docs-nav.js'));
const corpus = path.resolve(arg('--corpus', '../shared/conformance'));
const siteCount = Number(arg('--sites', '3'));
const only = arg('--only')?.split(',');
const SITE_PAGES = 25_000;
const base = 'https://bench.test/';
const gc = globalThis.gc ?? (() => {});

/** Pages the bulk OpenAPI tabs make of a spec: every operation and webhook not hidden or excluded. */
function specPages(spec) {
  let n = 0;
  const items = [...Object.values(spec.paths ?? {}), ...Object.values(spec.webhooks ?? {})];
  for (let item of items) {
    if (item.$ref) item = spec.components.pathItems[item.$ref.split('/').pop()];
    for (const [method, op] of Object.entries(item)) {
      if (/^(get|put|post|delete|options|head|patch|trace)$/.test(method) && !op['x-hidden'] && !op['x-excluded']) n++;
    }
  }
  return n;
}

/** The cases: files by URL (the first is docs.json), and the pages a correct resolution has. */
async function cases() {
  const out = {};
  const want = (name) => !only || only.includes(name) || (only.includes('corpus') && !['api', 'site', 'site-elements'].includes(name));
  if (want('api')) {
    const docs = await readFile(path.join(data, 'api-docs.json'), 'utf8');
    const spec = await readFile(path.join(data, 'openapi.json'), 'utf8');
    const named = countPageRefs(JSON.parse(docs).navigation);
    // Two tabs of the whole spec, and the pages named by hand.
    out.api = { files: { [`${base}api-docs.json`]: docs, [`${base}openapi.json`]: spec }, pages: named + 2 * specPages(JSON.parse(spec)) };
  }
  if (want('site') || want('site-elements')) {
    const site = navHeavySite({ pages: SITE_PAGES });
    const dir = path.join(data, `heavy-${SITE_PAGES}`);
    const text = JSON.stringify(site.config, null, 2);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'docs.json'), text);
    out.site = { files: { [`${base}docs.json`]: text }, pages: site.pages, file: path.join(dir, 'docs.json') };
    // The same site resolved as the elements' store resolves it: titles made when shown (PathPage).
    if (want('site-elements')) out['site-elements'] = { files: out.site.files, pages: site.pages, options: { lazyPages: true } };
  }
  const sitesDir = path.join(corpus, 'sites');
  if (fs.existsSync(sitesDir)) {
    const sites = fs
      .readdirSync(sitesDir)
      .filter((name) => fs.existsSync(path.join(corpus, 'golden', name, 'nav.json')))
      .map((name) => ({ name, pages: countPageRefs(JSON.parse(fs.readFileSync(path.join(corpus, 'golden', name, 'nav.json'), 'utf8'))) }))
      .sort((a, b) => b.pages - a.pages)
      .slice(0, siteCount);
    for (const { name, pages } of sites) {
      if (!want(name)) continue;
      const dir = path.join(sitesDir, name);
      const files = { [`${base}docs.json`]: fs.readFileSync(path.join(dir, 'docs.json'), 'utf8') };
      for (const rel of fs.readdirSync(dir, { recursive: true })) {
        const file = path.join(dir, rel);
        if (rel !== 'docs.json' && /\.(json|ya?ml)$/i.test(rel) && fs.statSync(file).isFile()) files[`${base}${rel.split(path.sep).join('/')}`] = fs.readFileSync(file, 'utf8');
      }
      out[name] = { files, pages };
    }
  }
  return out;
}

const reader = (files) => async (url) => {
  const text = files[url];
  if (text === undefined) throw new Error(`could not fetch ${url}: HTTP 404`);
  return text;
};

/** Parsing every text: JSON.parse, or for a YAML spec the YAML parser the resolution uses (no JSON.parse reads it). */
function parseAll(files) {
  let sink = 0;
  for (const [url, text] of Object.entries(files)) sink += Object.keys(/\.ya?ml$/i.test(url) ? yaml.load(text, { schema: yaml.DEFAULT_SCHEMA }) : JSON.parse(text)).length;
  return sink;
}

const resolveCase = (resolveDocs, c) => resolveDocs(Object.keys(c.files)[0], { read: reader(c.files), ...c.options });

/** The number of pages resolved; exits unless it is `pages`. */
function check(name, resolved, pages) {
  const got = countPageRefs(resolved.navigation ?? resolved);
  if (got !== pages) {
    process.stderr.write(`bench/resolve.mjs: ${name}: ${got} pages resolved, ${pages} expected\n`);
    process.exit(1);
  }
  return got;
}

// ---- a child: one cold measurement, in a fresh process --------------------------------------
if (args.includes('--child')) {
  const name = arg('--case');
  const what = arg('--what');
  const c = (await cases())[name];
  let ms;
  if (what === 'parse') {
    gc();
    const t0 = performance.now();
    parseAll(c.files);
    ms = performance.now() - t0;
  } else {
    const { resolveDocs } = await import(core);
    gc();
    const t0 = performance.now();
    const resolved = await resolveCase(resolveDocs, c);
    ms = performance.now() - t0;
    check(name, resolved, c.pages);
  }
  process.stdout.write(`${JSON.stringify({ ms })}\n`);
  process.exit(0);
}

// ---- the parent ------------------------------------------------------------------------------
const { resolveDocs } = await import(core);
const all = await cases();
const results = {};
for (const [name, c] of Object.entries(all)) {
  // Cold, each in a fresh process (resolve and parse alternating).
  const coldResolve = [];
  const coldParse = [];
  for (let i = 0; i < coldRuns; i++) {
    for (const what of ['resolve', 'parse']) {
      const { stdout } = await run(process.execPath, ['--expose-gc', self, '--child', '--case', name, '--what', what, '--only', name, '--data', data, '--core', core, '--corpus', corpus, '--sites', String(siteCount)], { maxBuffer: 1 << 24 });
      (what === 'resolve' ? coldResolve : coldParse).push(JSON.parse(stdout).ms);
    }
  }
  // Warm: checked first, then a warm-up, then alternating.
  const pages = check(name, await resolveCase(resolveDocs, c), c.pages);
  for (let i = 0; i < 2; i++) {
    parseAll(c.files);
    await resolveCase(resolveDocs, c);
  }
  const parseTimes = [];
  const resolveTimes = [];
  let last;
  for (let i = 0; i < runs; i++) {
    gc();
    let t0 = performance.now();
    parseAll(c.files);
    parseTimes.push(performance.now() - t0);
    gc();
    t0 = performance.now();
    last = await resolveCase(resolveDocs, c);
    resolveTimes.push(performance.now() - t0);
  }
  check(name, last, c.pages);
  results[name] = {
    pages,
    bytes: Object.values(c.files).reduce((n, t) => n + t.length, 0),
    diagnostics: last.diagnostics.length,
    resolve: median(resolveTimes),
    parse: median(parseTimes),
    coldResolve: median(coldResolve),
    coldParse: median(coldParse),
    resolveTimes,
    parseTimes,
    coldResolveTimes: coldResolve,
    coldParseTimes: coldParse,
  };
}

// ---- the CLI, whole processes, on the navigation-heavy site ----------------------------------
let cli;
if (all.site) {
  const file = all.site.file;
  const { stdout: help } = await run(process.execPath, [bin, '--help']);
  const variants = { pretty: [bin, 'resolve', file, '--no-pages'], ...(help.includes('--compact') ? { compact: [bin, 'resolve', file, '--no-pages', '--compact'] } : {}) };
  const baseline = ['-e', `JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'))`];
  const times = { parse: [] };
  for (const v of Object.keys(variants)) times[v] = [];
  for (let i = 0; i < runs; i++) {
    let t0 = performance.now();
    await run(process.execPath, baseline);
    times.parse.push(performance.now() - t0);
    for (const [v, cmd] of Object.entries(variants)) {
      t0 = performance.now();
      const { stdout } = await run(process.execPath, cmd, { maxBuffer: 1 << 30 });
      times[v].push(performance.now() - t0);
      if (i === 0) check(`docs-nav resolve (${v})`, JSON.parse(stdout), all.site.pages);
    }
  }
  cli = Object.fromEntries(Object.entries(times).map(([k, xs]) => [k, median(xs)]));
  cli.times = times;
}

process.stdout.write(`${JSON.stringify({ cases: results, cli })}\n`);
