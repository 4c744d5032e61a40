/**
 * The schema's cost: checking and normalising a docs.json (normalizeNavigation and the site's
 * top-level fields: zod applied node by node) against JSON.parse of the same text, on the largest
 * real docs.json of the conformance corpus and on a config of 23,000 pages made of the corpus's
 * real navigations (each site's navigation a dropdown, the corpus repeated until 23,000 pages).
 * Fastest and median of several runs, in the same process, after a warm-up (on a busy machine
 * the fastest run is the steadier figure).
 *
 *   node --expose-gc bench/schema.mjs [--runs 31] [--sites ../shared/conformance/sites] [--dist dist]
 *   prints one JSON line (times in ms); --dist measures another build (an older one, to compare)
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { median } from './stats.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(arg('--runs', '31'));
const sitesDir = path.resolve(arg('--sites', '../shared/conformance/sites'));
const dist = path.resolve(arg('--dist', 'dist'));
// The walk (schema/walk.js; in older builds normalize.js, with hand-written checks).
const { normalizeNavigation, checkSettings } = await import(path.join(dist, 'core/schema/walk.js')).catch(() => import(path.join(dist, 'core/normalize.js')));
const { checkSite } = await import(path.join(dist, 'core/schema/site.js')).catch(() => ({ checkSite: () => {} }));

const pagesOf = (nav) => {
  let n = 0;
  (function walk(v) {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      if (Array.isArray(v.pages)) n += v.pages.filter((p) => typeof p === 'string').length;
      Object.values(v).forEach(walk);
    }
  })(nav);
  return n;
};

const sites = fs
  .readdirSync(sitesDir)
  .map((name) => ({ name, text: fs.readFileSync(path.join(sitesDir, name, 'docs.json'), 'utf8') }))
  .sort((a, b) => b.text.length - a.text.length);
const largest = sites[0];

// 23,000 pages of real navigations: each site's navigation under a dropdown (an anchor for a site
// whose navigation is dropdowns: a dropdown cannot hold dropdowns), repeated.
const dropdowns = [];
let pages = 0;
for (let round = 0; pages < 23000; round++) {
  for (const { name, text } of sites) {
    const { navigation } = JSON.parse(text);
    const { global: _global, ...content } = navigation;
    const kind = 'dropdowns' in content ? 'anchor' : 'dropdown';
    dropdowns.push({ [kind]: `${name} ${round}`, ...content });
    pages += pagesOf(content);
  }
}
const byKind = { dropdowns: dropdowns.filter((d) => 'dropdown' in d), anchors: dropdowns.filter((d) => 'anchor' in d) };
// Anchors hold what dropdowns cannot: one anchor of all dropdowns, then the anchors.
const big = {
  theme: 'mint',
  name: 'Big',
  colors: { primary: '#0D9373' },
  navigation: { anchors: [{ anchor: 'All', dropdowns: byKind.dropdowns }, ...byKind.anchors] },
};
const bigText = JSON.stringify(big);

function measure(text) {
  const parse = [];
  const check = [];
  let diagnostics = 0;
  for (let i = 0; i < runs + 3; i++) {
    globalThis.gc?.();
    let t = performance.now();
    const config = JSON.parse(text);
    const parsed = performance.now() - t;
    t = performance.now();
    const found = [];
    checkSite(config, found);
    checkSettings?.(config, found, { quiet: true });
    normalizeNavigation(config.navigation, found);
    const checked = performance.now() - t;
    diagnostics = found.filter((d) => d.level === 'error').length;
    if (i >= 3) {
      parse.push(parsed);
      check.push(checked);
    }
  }
  const fastest = (xs) => Math.min(...xs);
  return {
    bytes: text.length,
    pages: pagesOf(JSON.parse(text).navigation),
    parse: { fastest: fastest(parse), median: median(parse) },
    check: { fastest: fastest(check), median: median(check) },
    ratio: { fastest: fastest(check) / fastest(parse), median: median(check) / median(parse) },
    errors: diagnostics,
  };
}

const result = { largest: { site: largest.name, ...measure(largest.text) }, big: measure(bigText) };
process.stdout.write(`${JSON.stringify(result)}\n`);
