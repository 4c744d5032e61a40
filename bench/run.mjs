#!/usr/bin/env node
/**
 * `npm run bench` (after `npm run build`): every figure of issues 6 and 20 with its baseline, measured
 * side by side in this run, as medians over several runs, and whether its bar holds.
 *
 *   node bench/run.mjs [--quick] [--json out.json]
 *
 * 1. Resolution (Node, bench/resolve.mjs), warm and cold (a fresh process), against JSON.parse of
 *    the same files: api-docs.json (tabs pulling a 5,000-operation, 10 MB spec), bar <= 1.5x
 *    warm; a navigation-heavy site of 25,000 pages (scripts/gen-site.mjs), bar <= 3x warm; the
 *    largest sites of the conformance corpus; and `docs-nav resolve` as a whole process.
 *    Counted only once the pages resolved are the pages put in.
 * 2. First paint (Chromium, a fresh browser context per run): <docs-nav src> of a real-shaped site
 *    of 100, 1,000, 5,000 and 25,000 pages, from connecting the element (its fetch included) to
 *    the frame that paints its first links, against fetch + JSON.parse + innerHTML of the same
 *    links; everything rendered beside it.                             bar: <= 2x
 * 3. Interactions at 100 and 25,000 pages: expanding a group, switching version, going to another
 *    page, to the next paint and to everything painted.                bar: < 16 ms, < 50 ms
 * 4. Size: dist/docs-nav.min.js gzipped (the eager part), against Lit alone, and each chunk
 *    loaded on demand.                                                  bar: <= 40 KB
 *    Downloads: the code a reader fetches (gzipped) for a JSON-only site, a site with a JSON
 *    spec, with a YAML spec, and precomputed by `docs-nav resolve`.
 * 5. Memory: heap per page at 5,000 and 25,000 pages; the heap after loading a site whose tab
 *    pulls the 10 MB spec: the spec's text and objects must not be kept.
 * 6. Page titles (bench/pages.mjs): the largest site of ../shared/conformance/pages resolved by
 *    the CLI reading its page files, and by the core decorating with its index (no bar).
 * 7. Filter (bench/filter.mjs): a reader typing in <docs-filter> on 20,000 pages, each
 *    keystroke's work, checked against a plain scan of the same pages. bar: < 16 ms (p95)
 * 8. Long sidebars (Chromium's trace of the main thread): 100,000 pages in one group, 1,000
 *    groups of 100 with the current page last, a chain of 1,000 nested groups, opened at their
 *    last page: the longest task of the first render, and after the first paint; toggling a
 *    group 1,000 levels deep, to the next paint.     bar: < 200 ms, < 50 ms, < 16 ms
 *
 * Every browser figure checks the work was done before its time counts (the links the scope shows,
 * the current page marked and in view, the other version's links after a switch...): a check that
 * fails makes its row INVALID, is listed under the table, and the run exits with code 1.
 *
 * The data is generated (scripts/gen-docs.mjs) into bench/.data; results go to
 * bench/.results/latest.json.
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { downloads, firstPaint, interactions, longSidebar, memory, overNetwork, withBrowser } from './browser.mjs';
import { countPages, longSidebars, shownPages, siteNavigation, sitePaths, SITE_SIZES } from '../scripts/gen-docs.mjs';
import { sizes } from './size.mjs';
import { filterKeystrokes, writeFilterData, FILTER_PAGES } from './filter.mjs';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const RUNS = { resolve: quick ? 3 : 9, first: quick ? 3 : 11, interact: quick ? 5 : 11, warmup: 2, long: quick ? 1 : 3 };
/** The sites of the interactions (figure 3), of the heap per page (figure 5), of the downloads (figure 4). */
const INTERACT_SIZES = [100, 25000];
const HEAP_SIZES = [5000, 25000];
const KIND_SIZE = 1000;
/** The long-sidebar site of figure 4's network row. */
const LARGE_SIZE = 25000;
const t0 = Date.now();
const log = (s) => process.stderr.write(`${s}\n`);

process.chdir(root);
log('generating the benchmark data (scripts/gen-docs.mjs) ...');
await run(process.execPath, ['scripts/gen-docs.mjs', '--out', 'bench/.data']);
// The same navigations precomputed by the CLI: what a site serves so that readers never download the spec.
for (const [from, to] of [['site-5000-api.json', 'site-5000-api.resolved.json'], ['kind-openapi-json.json', 'kind-precomputed.json']]) {
  const { stdout: precomputed } = await run(process.execPath, ['bin/docs-nav.js', 'resolve', `bench/.data/${from}`], { maxBuffer: 1 << 28 });
  await writeFile(`bench/.data/${to}`, precomputed);
}
await writeFilterData(root);

log(`1/5 resolution (Node, ${RUNS.resolve} runs each) ...`);
// bench/resolve.mjs exits 1, saying why, when a resolution lacks pages: figure 1 is then INVALID.
let resolution;
let resolutionFailed;
try {
  const { stdout } = await run(process.execPath, ['--expose-gc', 'bench/resolve.mjs', '--runs', String(RUNS.resolve), '--cold-runs', quick ? '3' : '5'], { maxBuffer: 1 << 24 });
  resolution = JSON.parse(stdout);
} catch (e) {
  resolutionFailed = (e.stderr || e.message).trim();
  log(`1: ${resolutionFailed}`);
}

log('page titles from frontmatter (bench/pages.mjs) ...');
const { stdout: pagesOut } = await run(process.execPath, ['--expose-gc', 'bench/pages.mjs', '--runs', String(RUNS.resolve)], { maxBuffer: 1 << 24 });
const pageTitles = pagesOut.trim() ? JSON.parse(pagesOut) : undefined;

log('4/5 size ...');
const size = await sizes('dist');

const first = {};
const interact = {};
let downloaded;
let network;
let mem;
let filter;
const long = {};
let chromium;
/** What went wrong in a figure that threw (a page error, a check of figures 7 and 8), by figure. */
const failed = resolutionFailed ? { 1: resolutionFailed } : {};
const attempt = async (figure, fn) => {
  try {
    await fn();
  } catch (e) {
    failed[figure] = e instanceof Error ? e.message : String(e);
    log(`${figure}: ${failed[figure]}`);
  }
};
await withBrowser(root, async (ctx) => {
  chromium = await ctx.browser.version();
  log(`2/5 first paint (Chromium, a fresh context per run, ${RUNS.first} runs each, at ${SITE_SIZES.join(', ')} pages) ...`);
  await attempt('2', async () => {
    for (const pages of SITE_SIZES) {
      const { start } = sitePaths(pages);
      first[pages] = await firstPaint(ctx, { file: `site-${pages}.json`, path: start, expected: shownPages(siteNavigation(pages), start), runs: RUNS.first });
    }
  });
  log(`3/5 interactions (${RUNS.interact} runs each, at ${INTERACT_SIZES.join(', ')} pages) ...`);
  await attempt('3', async () => {
    for (const pages of INTERACT_SIZES) {
      interact[pages] = await interactions(ctx, { file: `site-${pages}.json`, site: siteNavigation(pages), paths: sitePaths(pages), runs: RUNS.interact, warmup: RUNS.warmup });
    }
  });
  log('4/5 downloads per kind of site ...');
  await attempt('4', async () => {
    const site = siteNavigation(KIND_SIZE);
    const { start } = sitePaths(KIND_SIZE);
    const expected = shownPages(site, start);
    downloaded = await downloads(ctx, {
      'JSON only': { file: 'kind-json.json', path: start, expected, pages: countPages(site.navigation) },
      'JSON spec': { file: 'kind-openapi-json.json', path: start, expected },
      'YAML spec': { file: 'kind-openapi-yaml.json', path: start, expected },
      precomputed: { file: 'kind-precomputed.json', path: start, expected },
    });
    const kinds = {
      'JSON only': { file: 'kind-json.json', path: start, expected },
      'JSON spec': { file: 'kind-openapi-json.json', path: start, expected },
      'YAML spec': { file: 'kind-openapi-yaml.json', path: start, expected },
      precomputed: { file: 'kind-precomputed.json', path: start, expected },
    };
    // And a site whose sidebar is long (drawn by a chunk of its own, asked for once docs.json is in).
    const large = sitePaths(LARGE_SIZE).start;
    kinds[`${LARGE_SIZE.toLocaleString('en-US')}-page`] = { file: `site-${LARGE_SIZE}.json`, path: large, expected: shownPages(siteNavigation(LARGE_SIZE), large) };
    // And the JSON-only site as a whole page shows it: tabs, a version switcher and breadcrumbs too (each element a chunk of its own).
    kinds['whole page'] = { file: 'kind-json.json', path: start, expected, tags: ['docs-tabs', 'docs-switcher', 'docs-breadcrumbs'] };
    network = await overNetwork(ctx, kinds, { runs: quick ? 1 : 3 });
    const withSpec = ['JSON spec', 'YAML spec', 'precomputed'].map((k) => downloaded[k].pages);
    if (new Set(withSpec).size !== 1 || withSpec[0] <= KIND_SIZE) downloaded.problems.push(`the sites with a spec resolved ${withSpec.join(', ')} pages (JSON, YAML, precomputed): not the same, or not more than the ${KIND_SIZE} pages of the docs.json`);
  });
  log('5/5 memory ...');
  await attempt('5', async () => {
    const sites = HEAP_SIZES.map((pages) => {
      const site = siteNavigation(pages);
      const { start } = sitePaths(pages);
      return { file: `site-${pages}.json`, path: start, expected: shownPages(site, start), pages: countPages(site.navigation) };
    });
    const { start } = sitePaths(5000);
    const spec = { file: 'site-5000-api.json', path: start, expected: shownPages(siteNavigation(5000), start), navPages: countPages(siteNavigation(5000).navigation) };
    mem = await memory(ctx, { sites, spec, precomputed: { ...spec, file: 'site-5000-api.resolved.json' } });
  });
  log(`filter: a reader typing in <docs-filter>, ${FILTER_PAGES} pages ...`);
  await attempt('7', async () => (filter = await filterKeystrokes(ctx, { runs: quick ? 2 : 5 })));
  log(`long sidebars (${RUNS.long} fresh pages each) ...`);
  await attempt('8', async () => {
    for (const [name, shape] of Object.entries(longSidebars())) {
      long[name] = await longSidebar(ctx, { file: `${name}.json`, path: shape.path, links: shape.links, runs: RUNS.long, toggle: shape.toggle });
    }
  });
});

// ---- report ---------------------------------------------------------------------------------
const ms = (x) => `${x.toFixed(1)} ms`;
const kb = (x) => `${(x / 1024).toFixed(1)} KB`;
const mb = (x) => `${(x / 1024 / 1024).toFixed(1)} MB`;
const ratio = (a, b) => `${(a / b).toFixed(2)}x`;
const rows = [];
const row = (figure, value, baseline, r, bar, holds) => rows.push({ figure, value, baseline, ratio: r, bar, holds });

/** Problems of the figures' checks, listed under the table; a row whose check failed is INVALID, not timed. */
const invalid = [];
const checked = (figure, problems, holds) => {
  for (const p of problems) invalid.push(`${figure}: ${p}`);
  return problems.length ? 'INVALID' : holds;
};
const count = (n) => n.toLocaleString('en');
/** The row of a figure that threw, where its rows would be. */
const failedRow = (figure) => {
  if (!failed[figure]) return;
  invalid.push(`${figure}: ${failed[figure]}`);
  row(`${figure}. could not be measured (see below)`, '', '', '', '', 'INVALID');
};
failedRow('1');
if (resolution) {
  const thousands = (n) => n.toLocaleString('en');
  for (const [name, c] of Object.entries(resolution.cases)) {
    const what = { api: 'api-docs.json + 10 MB spec', site: 'navigation-heavy site, no spec', 'site-elements': 'the same, as the elements resolve it (titles made when shown)' }[name] ?? name;
    const bar = { api: 1.5, site: 3 }[name];
    row(`1. resolution: ${what}, ${thousands(c.pages)} pages, warm`, ms(c.resolve), `JSON.parse ${ms(c.parse)}`, ratio(c.resolve, c.parse), bar ? `<= ${bar}x` : '', bar ? c.resolve <= bar * c.parse : undefined);
    row('   cold: the first run in a fresh process', ms(c.coldResolve), `first parse ${ms(c.coldParse)}`, ratio(c.coldResolve, c.coldParse), '', undefined);
  }
  const { cli } = resolution;
  if (cli) {
    row(`1. docs-nav resolve, ${thousands(resolution.cases.site.pages)} pages, whole process`, ms(cli.pretty), `node -e read + parse ${ms(cli.parse)}`, ratio(cli.pretty, cli.parse), '', undefined);
    if (cli.compact) row('   docs-nav resolve --compact', ms(cli.compact), '', ratio(cli.compact, cli.parse), '', undefined);
  }
}
failedRow('2');
for (const pages of SITE_SIZES.filter((n) => first[n])) {
  const r = first[pages];
  row(`2. first paint, ${count(pages)} pages (${count(r.firstLinks)} links)`, ms(r.first), `fetch+parse+innerHTML ${ms(r.baseline)}`, ratio(r.first, r.baseline), '<= 2x', checked(`2, ${count(pages)} pages`, r.problems, r.first <= 2 * r.baseline));
  row(`   everything rendered (${count(r.links)} links)`, ms(r.all), '', '', '', undefined);
  row('   of which docs.json fetched / store ready', `${ms(r.fetched)} / ${ms(r.ready)}`, '', '', '', undefined);
}
failedRow('3');
const LABELS = { expand: 'expand a group', version: 'switch version', navigate: 'go to another page' };
for (const pages of INTERACT_SIZES.filter((n) => interact[n])) {
  const r = interact[pages];
  for (const [name, label] of Object.entries(LABELS)) {
    const v = r[name];
    const problems = r.problems.filter((p) => p.startsWith(`${name}: `) || !/^(expand|version|navigate): /.test(p));
    row(`3. ${label}, ${count(pages)} pages: next paint / everything`, `${ms(v.ms)} / ${ms(v.complete)}`, '', '', '< 16 ms / < 50 ms', checked(`3, ${count(pages)} pages`, problems, v.ms < 16 && v.complete < 50));
  }
}
row('4. size: docs-nav.min.js gzipped, eager', kb(size.main.gzip), `Lit alone ${kb(size.lit.gzip)}`, ratio(size.main.gzip, size.lit.gzip), '<= 40 KB', size.main.gzip <= 40 * 1024);
for (const [who, gzip] of Object.entries(size.main.breakdown)) row(`   of which ${who}`, kb(gzip), '', '', '', undefined);
row(`   a page with the sidebar, ${size.full.elements.map((t) => t.replace('docs-', '')).join(', ')}: the eager part and their chunks`, kb(size.full.gzip), '', '', '', undefined);
for (const [name, c] of Object.entries(size.chunks)) row(`   chunk loaded on demand: ${name}`, kb(c.gzip), '', '', '', undefined);
failedRow('4');
if (downloaded) {
  const base = downloaded['JSON only'].code;
  for (const [kind, d] of Object.entries(downloaded).filter(([k]) => k !== 'problems')) {
    // A problem names its kind of site; one of all of them (the spec sites differ) goes to the first row.
    const problems = downloaded.problems.filter((p) => p.startsWith(`${kind}: `) || (kind === 'JSON only' && !/^(JSON only|JSON spec|YAML spec|precomputed): /.test(p)));
    const label = kind === 'JSON only' ? '4. code downloaded, gzipped: JSON-only site' : `   ${kind === 'precomputed' ? 'precomputed site (docs-nav resolve)' : `${kind} site`}`;
    row(label, kb(d.code), kind === 'JSON only' ? '' : `JSON only ${kb(base)}`, kind === 'JSON only' ? '' : ratio(d.code, base), '', checked('4, downloads', problems, undefined));
  }
}
if (network) {
  // What the requests made one after another cost: in round trips of the emulated latency.
  for (const [kind, n] of Object.entries(network).filter(([k]) => !['problems', 'latency'].includes(k))) {
    const problems = network.problems.filter((p) => p.startsWith(`${kind}: `));
    const label = kind === 'JSON only' ? `4. sidebar shown, every request ${network.latency} ms away: JSON-only site` : kind === 'whole page' ? '   JSON-only site, a whole page: sidebar, tabs, switcher, breadcrumbs all shown' : `   ${kind === 'precomputed' ? 'precomputed site' : `${kind} site`}`;
    row(label, `${ms(n.ms)} (${(n.ms / network.latency).toFixed(1)} latencies)`, '', '', '', checked('4, network', problems, undefined));
  }
}
failedRow('5');
if (mem) {
  // A problem names the file it was found with.
  const problems = (file) => mem.problems.filter((p) => p.startsWith(`${file}: `));
  for (const pages of HEAP_SIZES) {
    const m = mem.perPage[pages];
    row(`5. heap per page, ${count(pages)} pages`, `${Math.round(m.perPage)} B`, `heap ${mb(m.bytes)}, bundle alone ${mb(mem.bundle.bytes)}`, '', '', checked('5', problems(`site-${pages}.json`), undefined));
  }
  const specKept = mem.withSpec.kept.operationIds > 0 || mem.withSpec.kept.largestString > 1024 * 1024;
  const specFetches = mem.withSpec.fetches['openapi.json']?.count ?? 0;
  row('   heap, 5,000 pages + a tab of the 10 MB spec', mb(mem.withSpec.bytes), `bundle alone ${mb(mem.bundle.bytes)}`, ratio(mem.withSpec.bytes, mem.bundle.bytes), 'spec not kept', checked('5', problems('site-5000-api.json'), !specKept));
  row('   spec kept: operation ids, longest string', `${mem.withSpec.kept.operationIds}, ${kb(mem.withSpec.kept.largestString)}`, '', '', '0, < 1 MB', !specKept);
  row('   fetches of openapi.json for one load', String(specFetches), '', '', '1', specFetches === 1);
  const fetched = (m) => Object.keys(m.fetches).filter((f) => /openapi/.test(f)).join(', ') || 'none';
  row('   precomputed (docs-nav resolve): heap', mb(mem.precomputed.bytes), '', '', '', checked('5', problems('site-5000-api.resolved.json'), undefined));
  row('   precomputed: spec or OpenAPI chunk fetched', fetched(mem.precomputed), '', '', 'none', fetched(mem.precomputed) === 'none');
}
if (pageTitles) {
  const { site, pageFiles, cli, core } = pageTitles;
  row(`6. page titles: docs-nav resolve, ${site} (${pageFiles} page files)`, ms(cli.resolveWithPages), `--no-pages ${ms(cli.resolveNoPages)}`, ratio(cli.resolveWithPages, cli.resolveNoPages), '', undefined);
  row('   docs-nav index of the same folder', ms(cli.index), '', '', '', undefined);
  row('   core: resolveDocs with the index (the browser)', ms(core.withIndex), `without ${ms(core.withoutIndex)}`, ratio(core.withIndex, core.withoutIndex), '', undefined);
  row('   the index fetched: JSON, gzipped', `${kb(pageTitles.indexBytes)}, ${kb(pageTitles.indexGzip)}`, '', '', '', undefined);
}

failedRow('7');
if (filter) {
  row(`7. filter: a keystroke in <docs-filter>, ${FILTER_PAGES.toLocaleString('en')} pages (median, p95)`, `${ms(filter.median)}, ${ms(filter.p95)}`, `${filter.keystrokes} keystrokes`, '', '< 16 ms', filter.p95 < 16);
  row('   filter: the first keystroke (its chunk fetched, the index made)', ms(filter.firstMs), '', '', '', undefined);
}
failedRow('8');
const SHAPES = { 'big-one-group': '100,000 pages in one group', 'big-groups': '1,000 groups of 100, current page last', 'big-deep': 'a chain of 1,000 nested groups' };
for (const [name, label] of Object.entries(SHAPES).filter(([n]) => long[n])) {
  const r = long[name];
  row(`8. ${label}: longest task, first render`, ms(r.longest), '', '', '< 200 ms', r.longest < 200);
  row(`   of which the element's (from the store ready on)`, ms(r.element), '', '', '', undefined);
  row(`   longest task after the first paint`, ms(r.afterPaint), `its CPU time ${ms(r.afterPaintCpu)}`, '', '< 50 ms', r.afterPaint < 50);
  row(`   first paint / all ${r.links.toLocaleString('en')} links rendered`, `${ms(r.first)} / ${ms(r.ms)}`, '', '', '', undefined);
  if (r.toggle !== undefined) row('8. toggle a group 1,000 levels deep (close, open)', ms(r.toggle), 'one frame 16.7 ms', ratio(r.toggle, 1000 / 60), '< 16 ms', r.toggle < 16);
}

const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  memory: mb(os.totalmem()),
  os: `${os.type()} ${os.release()} ${os.arch()}`,
  node: process.version,
  chromium,
  load: os.loadavg().map((x) => x.toFixed(2)).join(' '),
};
const width = (k) => Math.max(k.length, ...rows.map((r) => String(r[k] ?? '').length));
const cols = ['figure', 'value', 'baseline', 'ratio', 'bar'];
const verdict = (holds) => (holds === undefined ? '' : holds === 'INVALID' ? 'INVALID' : holds ? 'holds' : 'MISSED');
const line = (r) => `| ${cols.map((c) => String(r[c] ?? '').padEnd(width(c))).join(' | ')} | ${verdict(r.holds).padEnd(9)} |`;
const out = [
  `docs-nav benchmark, ${new Date().toISOString()}`,
  `machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memory}, ${machine.os}; Node ${machine.node}; ${machine.chromium}; load ${machine.load}`,
  '',
  `| ${cols.map((c) => c.padEnd(width(c))).join(' | ')} | bar holds |`,
  `|${cols.map((c) => '-'.repeat(width(c) + 2)).join('|')}|-----------|`,
  ...rows.map(line),
  '',
  ...(resolution ? [`resolution: pages resolved and checked: ${Object.entries(resolution.cases).map(([n, c]) => `${n} ${c.pages}`).join(', ')}`] : []),
  ...(downloaded ? [`code downloaded: ${Object.entries(downloaded).filter(([k]) => k !== 'problems').map(([k, d]) => `${k}: ${Object.entries(d.codeFiles).map(([f, gz]) => `${f.replace(/-[\w-]{8}\.js$/, '')} ${kb(gz)}`).join(', ')}`).join('; ')}`] : []),
  ...(invalid.length ? ['', `INVALID: ${invalid.length} check(s) failed: the times of their rows do not count`, ...invalid.map((p) => `- ${p}`)] : []),
  `took ${((Date.now() - t0) / 1000).toFixed(0)} s`,
];
process.stdout.write(`${out.join('\n')}\n`);

const results = { date: new Date().toISOString(), machine, resolution, size, firstPaint: first, interactions: interact, downloads: downloaded, network, memory: mem, pageTitles, filter, long, rows, invalid };
await mkdir('bench/.results', { recursive: true });
await writeFile('bench/.results/latest.json', JSON.stringify(results, null, 2));
if (jsonOut) await writeFile(jsonOut, JSON.stringify(results, null, 2));
if (invalid.length) process.exitCode = 1;
