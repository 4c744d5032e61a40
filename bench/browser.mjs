/**
 * The browser benchmarks, in Chromium driven by puppeteer-core (as the browser tests run it):
 * first paint, interactions, downloads, memory, long sidebars. Every figure checks the work was
 * done before its times count: what is wrong comes back as `problems` (or, for the long
 * sidebars, an error), which bench/run.mjs reports as an INVALID row and a failing exit. Serves
 * the repository with bench/server.mjs and loads bench/page.html (dist/docs-nav.min.js and
 * bench/page.js).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { puppeteerCore } from '@web/test-runner-chrome';
import { shownPages } from '../scripts/gen-docs.mjs';
import { serve } from './server.mjs';
import { median } from './stats.mjs';

/**
 * Chromium as the machine's notes launch it, and without the omnibox popup's pages: Chromium 156
 * opens two of them (WebUI renderers built with Lit) for every window, so for every fresh
 * browser context a run makes, and on two cores they ran beside the page being measured (a site's
 * reader opens them once, when the browser starts, not at every page).
 */
const ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'];

export async function withBrowser(root, fn) {
  const server = await serve(root);
  const browser = await puppeteerCore.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    defaultViewport: { width: 1280, height: 800 },
  });
  try {
    return await fn({ browser, server, root });
  } finally {
    await browser.close();
    await server.close();
  }
}

async function open(browser, server) {
  const page = await browser.newPage();
  page.on('pageerror', (e) => process.stderr.write(`page error: ${e.message}\n`));
  await page.goto(`${server.url}/bench/page.html`);
  await page.waitForFunction(() => window.benchReady === true && customElements.get('docs-nav'));
  return page;
}

/**
 * bench/page.html in a fresh browser context (incognito-like: its own HTTP cache, storage and
 * renderer, so cold JIT and caches, as a reader's first visit); `close` ends the context.
 */
async function openFresh(browser, server) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => process.stderr.write(`page error: ${e.message}\n`));
  await page.goto(`${server.url}/bench/page.html`);
  await page.waitForFunction(() => window.benchReady === true && customElements.get('docs-nav'));
  return { page, close: () => context.close() };
}

/** What is wrong with `got` (hrefs) against `expected`, if anything. */
function linksProblem(got, expected) {
  const want = new Set(expected);
  const have = new Set(got);
  const missing = expected.filter((h) => !have.has(h)).length;
  const extra = got.filter((h) => !want.has(h)).length;
  return got.length === expected.length && !missing && !extra ? undefined : `${got.length} links rendered, ${expected.length} expected (${missing} missing, ${extra} not expected)`;
}

/**
 * First paint (figure 2): <docs-nav src> of `file` opened at `path`, from connecting the element
 * (the fetch of the docs.json included) to the end of the frame that paints its first links,
 * each run in a fresh browser context; then the baseline in another fresh context: fetch,
 * JSON.parse and innerHTML of the very links that frame painted (the same hrefs). Every run
 * checks: the current page marked and in view at first paint, the baseline rendered as many links
 * as the element painted, and everything rendered is `expected` (the pages the scope shows).
 */
export async function firstPaint({ browser, server }, { file, path, expected, runs }) {
  const url = `/bench/.data/${file}`;
  const out = { first: [], all: [], ready: [], fetched: [], baseline: [], firstLinks: [] };
  const problems = new Set();
  let links;
  for (let i = 0; i < runs; i++) {
    const ours = await openFresh(browser, server);
    const r = await ours.page.evaluate((u, p, e) => window.bench.firstPaint(u, p, e), url, path, expected);
    await ours.close();
    const base = await openFresh(browser, server);
    const b = await base.page.evaluate((u, h) => window.bench.baselinePaint(u, h), url, r.firstLinks);
    await base.close();
    for (const p of r.problems) problems.add(p);
    if (b.links !== r.firstLinks.length || b.painted !== b.links) problems.add(`the baseline rendered ${b.links} links (${b.painted} in the page), the element painted ${r.firstLinks.length} at first paint`);
    if (!r.firstLinks.length) problems.add('no link at first paint');
    out.first.push(r.first);
    out.all.push(r.all);
    out.ready.push(r.ready);
    out.fetched.push(r.fetched ?? NaN);
    out.baseline.push(b.ms);
    out.firstLinks.push(r.firstLinks.length);
    links = r.links;
  }
  return { ...Object.fromEntries(Object.entries(out).map(([k, v]) => [k, median(v)])), links, expected: expected.length, problems: [...problems], runs: out };
}

/**
 * Interactions (figure 3) on `file` (docs.json `site`), in one fresh context after <docs-nav>
 * loaded it at `paths.start`: expanding the closed group `paths.expand`, switching to the other
 * version (`paths.otherVersion`) and back, going to another page (`paths.otherPage`) and back;
 * `warmup` untimed runs then `runs` timed, each to the next paint and to everything painted, and
 * each checked (bench/page.js: expand, go) against what the docs.json says the sidebar shows.
 */
export async function interactions({ browser, server }, { file, site, paths, runs, warmup }) {
  const url = `/bench/.data/${file}`;
  const shows = Object.fromEntries(['start', 'otherVersion', 'otherPage'].map((k) => [paths[k], shownPages(site, paths[k])]));
  const group = shownPages(site, paths.start, paths.expand);
  const { page, close } = await openFresh(browser, server);
  const problems = new Set();
  const loaded = await page.evaluate((u, p) => window.bench.load(u, p), url, paths.start);
  const first = linksProblem(loaded.links, shows[paths.start]);
  if (first) problems.add(`loaded: ${first}`);
  if (!group.length) problems.add(`the docs.json has no closed group "${paths.expand}"`);
  const to = (p) => page.evaluate((path, e) => window.bench.go(path, e), p, shows[p]);
  const series = {
    expand: () => page.evaluate((label, pages) => window.bench.expand(label, pages), paths.expand, group),
    // version and navigate alternate between the start page and the other one: both ways timed
    version: (i) => to(i % 2 ? paths.start : paths.otherVersion),
    navigate: (i) => to(i % 2 ? paths.start : paths.otherPage),
  };
  const out = {};
  for (const [name, run] of Object.entries(series)) {
    const times = [];
    const complete = [];
    for (let i = 0; i < warmup + runs; i++) {
      const r = await run(i);
      for (const p of r.problems) problems.add(`${name}: ${p}`);
      if (i >= warmup) {
        times.push(r.ms);
        complete.push(r.complete);
      }
    }
    if (name !== 'expand' && (warmup + runs) % 2 === 1) await run(1);
    out[name] = { ms: median(times), complete: median(complete), runs: times, completeRuns: complete };
  }
  await close();
  return { ...out, links: Object.fromEntries(Object.entries(shows).map(([k, v]) => [k, v.length])), groupPages: group.length, problems: [...problems] };
}

/**
 * <docs-nav> loading `file` at `path` in a fresh context, until everything is rendered; then
 * three forced GCs and the heap. `fetches`: what of bench/.data and dist/ the page requested (by
 * path, from the server's log), with the bytes of each file, and their gzip (level 9, as
 * bench/size.mjs counts the bundle). With `leftovers`, a heap snapshot counts what a spec left.
 */
async function measure({ browser, server, root }, file, path, { leftovers = false } = {}) {
  const before = new Map(server.hits);
  const { page, close } = await openFresh(browser, server);
  const cdp = await page.createCDPSession();
  let info;
  if (file) info = await page.evaluate((u, p) => window.bench.load(u, p), `/bench/.data/${file}`, path);
  await cdp.send('HeapProfiler.enable');
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const fetches = {};
  for (const [k, v] of server.hits) {
    if (v === (before.get(k) ?? 0) || !/^\/(bench\/\.data|dist)\//.test(k)) continue;
    const text = await readFile(join(root, k));
    fetches[k.replace(/^\/bench\/\.data\/|^\/dist\//, '')] = { count: v - (before.get(k) ?? 0), bytes: text.length, gzip: gzipSync(text, { level: 9 }).length };
  }
  const kept = leftovers ? await specLeftovers(cdp) : undefined;
  await close();
  return { bytes: usedSize, info, fetches, kept };
}

/**
 * Memory (figure 5): the heap of the page with the bundle alone; after <docs-nav> loaded each of
 * `sites` (heap per page: its heap less the bundle's, over its pages); after it loaded `spec` (a
 * site whose tab pulls the 10 MB openapi.json: the spec's text and objects must not be kept, and
 * it is fetched once) and `precomputed` (the same navigation from `docs-nav resolve`: no spec
 * fetched, no OpenAPI chunk). Every load is checked: the links the sidebar shows, the pages
 * resolved, the current page marked and in view.
 */
export async function memory(ctx, { sites, spec, precomputed }) {
  const problems = [];
  const check = (name, m, { expected, pages }) => {
    const p = [linksProblem(m.info.links, expected), m.info.current, pages !== undefined && m.info.pages !== pages && `${m.info.pages} pages resolved, not ${pages}`].filter(Boolean);
    for (const x of p) problems.push(`${name}: ${x}`);
  };
  const bundle = await measure(ctx, undefined);
  const perPage = {};
  for (const site of sites) {
    const m = await measure(ctx, site.file, site.path);
    check(site.file, m, site);
    perPage[site.pages] = { ...m, perPage: (m.bytes - bundle.bytes) / site.pages };
  }
  const withSpec = await measure(ctx, spec.file, spec.path, { leftovers: true });
  check(spec.file, withSpec, spec);
  const pre = await measure(ctx, precomputed.file, precomputed.path, { leftovers: true });
  check(precomputed.file, pre, { ...precomputed, pages: withSpec.info.pages });
  if (withSpec.info.pages <= spec.navPages) problems.push(`${spec.file}: ${withSpec.info.pages} pages resolved, no more than the ${spec.navPages} of its docs.json: the spec's operations are missing`);
  return { bundle, perPage, withSpec, precomputed: pre, problems };
}

/**
 * Downloads (figure 4): for each kind of site, the code a reader downloads: every JavaScript file
 * of dist/ the page fetched (the bundle and the chunks it loaded), from the server's log, gzipped
 * (level 9); and the data (docs.json, spec). Each in a fresh context, checked as the memory loads
 * are; the sites with a spec (JSON, YAML, precomputed) must show the same sidebar and pages.
 */
export async function downloads(ctx, kinds) {
  const out = {};
  const problems = [];
  for (const [name, kind] of Object.entries(kinds)) {
    const m = await measure(ctx, kind.file, kind.path);
    const code = Object.entries(m.fetches).filter(([f]) => f.endsWith('.js'));
    const data = Object.entries(m.fetches).filter(([f]) => !f.endsWith('.js'));
    for (const [f, x] of Object.entries(m.fetches)) if (x.count !== 1) problems.push(`${name}: ${f} fetched ${x.count} times`);
    const p = [linksProblem(m.info.links, kind.expected), m.info.current, kind.pages !== undefined && m.info.pages !== kind.pages && `${m.info.pages} pages resolved, not ${kind.pages}`].filter(Boolean);
    for (const x of p) problems.push(`${name}: ${x}`);
    out[name] = {
      code: code.reduce((n, [, x]) => n + x.gzip, 0),
      codeFiles: Object.fromEntries(code.map(([f, x]) => [f, x.gzip])),
      data: data.reduce((n, [, x]) => n + x.gzip, 0),
      dataFiles: Object.fromEntries(data.map(([f, x]) => [f, x.gzip])),
      pages: m.info.pages,
    };
  }
  return { ...out, problems };
}

/**
 * Over a network (figure 4): each kind of site opened in a fresh context whose every request
 * takes `latency` ms more (Chromium's network emulation), from the page's request to the frame
 * that shows the sidebar with its current page: what the requests made one after another cost
 * (the page, the bundle and its chunk, docs.json, the chunks and specs it needs). A kind with
 * `tags` has those elements too (a whole page: tabs, switcher, breadcrumbs), and its time is the
 * frame that shows them all. Median of `runs`; checked: the links the scope shows, the current
 * page marked.
 */
/** What each element shows once it has rendered its navigation (overNetwork). */
const SHOWS = { 'docs-tabs': '[part~="tab"]', 'docs-switcher': 'select', 'docs-breadcrumbs': 'ol' };

export async function overNetwork({ browser, server }, kinds, { latency = 100, runs = 3 } = {}) {
  const out = {};
  const problems = [];
  for (const [name, kind] of Object.entries(kinds)) {
    const times = [];
    for (let r = 0; r < runs; r++) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      page.on('pageerror', (e) => process.stderr.write(`page error: ${e.message}\n`));
      const cdp = await page.createCDPSession();
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
      const tags = kind.tags ? `&tags=${kind.tags.join(',')}` : '';
      await page.goto(`${server.url}/bench/network.html?src=${encodeURIComponent(`/bench/.data/${kind.file}`)}&path=${encodeURIComponent(kind.path)}${tags}`);
      // The frame that shows the current page, and every other element rendered (its animation
      // frame callbacks run before its paint): the tabs' tab, the switcher's menu, the crumbs.
      await page.waitForFunction(
        (shows) => document.querySelector('docs-nav')?.shadowRoot?.querySelector('a[aria-current="page"]') && Object.entries(shows).every(([tag, what]) => document.querySelector(tag)?.shadowRoot?.querySelector(what)),
        { polling: 'raf', timeout: 30_000 },
        Object.fromEntries((kind.tags ?? []).map((tag) => [tag, SHOWS[tag]])),
      );
      times.push(await page.evaluate(() => performance.now()));
      const links = await page.evaluate(async () => {
        const nav = document.querySelector('docs-nav');
        await nav.updateComplete;
        return [...nav.shadowRoot.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
      });
      const wrong = linksProblem(links, kind.expected);
      if (wrong && r === 0) problems.push(`${name}: ${wrong}`);
      await context.close();
    }
    out[name] = { ms: median(times), times };
  }
  return { ...out, latency, problems };
}

/** Takes a heap snapshot and counts what the spec would leave: its operation ids and long strings. */
async function specLeftovers(cdp) {
  const chunks = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  const snap = JSON.parse(chunks.join(''));
  const { node_fields: fields, node_types: types } = snap.snapshot.meta;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const stringType = types[typeAt].indexOf('string');
  let operationIds = 0;
  let largestString = 0;
  for (let i = 0; i < snap.nodes.length; i += width) {
    if (snap.nodes[i + typeAt] !== stringType) continue;
    const size = snap.nodes[i + sizeAt];
    if (size > largestString) largestString = size;
    if (/^benchOp\d+$/.test(snap.strings[snap.nodes[i + nameAt]])) operationIds++;
  }
  return { operationIds, largestString };
}

/**
 * Long sidebars (issue 17, item 5): <docs-nav> of `file` opened at `path`, in a fresh page per
 * run, with Chromium's trace of the renderer's main thread: the longest task from the start to
 * the whole sidebar rendered, and the longest after the first paint. Every run checks the work
 * was done (`links` links, the current page marked and in view) before its times count. With
 * `toggle`, that group is then closed and opened again, each timed to the next paint.
 */
export async function longSidebar({ browser, server }, { file, path, links, runs, toggle }) {
  const url = `${server.url}/bench/.data/${file}`;
  const out = { longest: [], element: [], afterPaint: [], afterPaintCpu: [], first: [], ms: [], toggle: [] };
  for (let i = 0; i < runs; i++) {
    const page = await open(browser, server);
    await page.evaluate((u) => fetch(u).then((r) => r.text()), url);
    // devtools.timeline: a task resumed after scheduler.yield() shows only as DevTools' RunTask.
    await page.tracing.start({ categories: ['toplevel', 'blink.user_timing', 'disabled-by-default-devtools.timeline'] });
    const r = await page.evaluate((u, p) => window.bench.docsNav(u, p), url, path);
    const tasks = mainThreadTasks(JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')));
    if (r.links !== links || r.current !== path || !r.currentInView) throw new Error(`${file} at ${path}: ${r.links} links (not ${links}), current ${r.current}, in view: ${r.currentInView}`);
    out.longest.push(tasks.longest);
    out.element.push(tasks.element);
    out.afterPaint.push(tasks.afterPaint);
    out.afterPaintCpu.push(tasks.afterPaintCpu);
    out.first.push(r.first);
    out.ms.push(r.ms);
    if (toggle) {
      const t = await page.evaluate((label) => window.bench.toggle(label), toggle);
      out.toggle.push(t.close, t.open);
    }
    await page.close();
  }
  return { ...Object.fromEntries(Object.entries(out).filter(([, v]) => v.length).map(([k, v]) => [k, median(v)])), runs: out, links };
}

/**
 * The tasks of the renderer's main thread between the marks docs-nav:start and docs-nav:end
 * (bench/page.js): the longest of them, and the longest that starts after docs-nav:first-paint.
 */
function mainThreadTasks(trace) {
  const events = trace.traceEvents ?? trace;
  const mark = (name) => events.find((e) => e.name === name && e.cat.includes('blink.user_timing'));
  const start = mark('docs-nav:start');
  const paint = mark('docs-nav:first-paint');
  const end = mark('docs-nav:end');
  const ready = mark('docs-nav:ready');
  if (!start || !paint || !end || !ready) throw new Error('the trace lacks the marks of bench/page.js');
  let longest = 0;
  let afterPaint = 0;
  let element = 0;
  // The thread's own time (CPU) in the longest task after the first paint: on a shared machine a
  // task may wait for a core, which its duration counts.
  let afterPaintCpu = 0;
  for (const e of events) {
    // A task is one of these two, or both nested (the longest is the same either way).
    if ((e.name !== 'ThreadControllerImpl::RunTask' && e.name !== 'RunTask') || e.ph !== 'X' || e.pid !== start.pid || e.tid !== start.tid) continue;
    if (e.ts + e.dur < start.ts || e.ts > end.ts) continue;
    longest = Math.max(longest, e.dur / 1000);
    if (e.ts > paint.ts && e.dur / 1000 >= afterPaint) [afterPaint, afterPaintCpu] = [e.dur / 1000, (e.tdur ?? e.dur) / 1000];
    // The element's part of the first render: from the navigation resolved and scoped (docs-nav:ready) to the first paint.
    if (e.ts + e.dur > ready.ts && e.ts < paint.ts) element = Math.max(element, (e.ts + e.dur - Math.max(e.ts, ready.ts)) / 1000);
  }
  return { longest, afterPaint, afterPaintCpu, element };
}
