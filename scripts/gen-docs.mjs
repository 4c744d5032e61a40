#!/usr/bin/env node
/**
 * The benchmark sites, generated (deterministic): every file `npm run bench` reads.
 *
 *   node scripts/gen-docs.mjs [--out bench/.data]
 *
 * writes
 *   openapi.json        5,000 operations, about 10 MB (scripts/gen-openapi.mjs)
 *   api-docs.json       a docs.json whose tabs pull that spec: two tabs of every operation
 *                       (two output directories) and a tab of 2,000 endpoints named by hand
 *   site-<N>.json       a real-shaped docs.json of N pages (100, 1,000, 5,000, 25,000): two
 *                       versions of three tabs, groups of 40 pages with nested groups, open and
 *                       closed, one nested two deep (first paint, interactions, heap per page)
 *   site-5000-api.json  site-5000 with a tab pulling every operation of openapi.json (memory)
 *   kind-*.json         the sites of the downloads figure: JSON only (site-1000), with a JSON
 *                       spec, with a YAML spec (kind-spec.json, kind-spec.yaml: 200 operations)
 *   big-one-group.json  one group of 100,000 pages                                (long sidebars)
 *   big-groups.json     1,000 groups of 100 pages
 *   big-deep.json       a chain of 1,000 nested groups, a page in each (and the deepest one's)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import { endpointsOf, generateSpec } from './gen-openapi.mjs';

/** Pages of the collapsed group of bigNavigation (the filter's navigation). */
export const BIG_GROUP = 200;
/** Pages of one top-level group: 10 of its own and 4 nested groups of 10. */
const TOP = 50;

/**
 * A navigation of `pages` pages in two versions (v2, the default, and v1, with the same page
 * names), each: the top-level group "Overview" (10 pages, and "Big group": 200 pages, collapsed)
 * then top-level groups "Section <t>" of 10 pages and 4 nested groups of 10 pages (the first
 * three expanded; the second holding a nested group of 4).
 */
export function bigNavigation(pages) {
  const perVersion = Math.floor(pages / 2);
  const version = (v) => {
    const groups = [];
    const overview = [];
    for (let i = 0; i < 10; i++) overview.push(`${v}/overview/page-${i}`);
    overview.push({ group: 'Big group', pages: Array.from({ length: BIG_GROUP }, (_, i) => `${v}/big/item-${i}`) });
    groups.push({ group: 'Overview', icon: 'book', pages: overview });
    let left = perVersion - 10 - BIG_GROUP;
    for (let t = 0; left > 0; t++) {
      const sec = [];
      const take = (n) => Math.max(0, Math.min(n, left));
      const own = take(10);
      for (let i = 0; i < own; i++) sec.push(`${v}/section-${t}/page-${i}`);
      left -= own;
      for (let j = 0; j < 4 && left > 0; j++) {
        const n = take(10);
        const sub = [];
        for (let k = 0; k < n; k++) sub.push(`${v}/section-${t}/sub-${j}/page-${k}`);
        if (j === 1 && n > 4) sub.splice(6, 4, { group: `Deeper ${t}`, pages: sub.slice(6, 10) });
        sec.push({ group: `Topic ${t}.${j}`, ...(j < 3 ? { expanded: true } : {}), pages: sub });
        left -= n;
      }
      groups.push({ group: `Section ${t}`, ...(t % 7 === 3 ? { tag: 'NEW' } : {}), pages: sec });
    }
    return { version: v, ...(v === 'v2' ? { default: true } : {}), groups };
  };
  return { name: `Bench ${pages}`, navigation: { versions: [version('v2'), version('v1')] } };
}

/**
 * The long sidebars of the rendering benchmark (issue 17, item 5), with the page each is opened
 * at: the last page of the sidebar (every entry comes before it), and the toggle to time.
 */
export const LONG_PAGES = 100_000;
export const LONG_DEPTH = 1000;
export function longSidebars() {
  const oneGroup = { name: 'One group', navigation: { groups: [{ group: 'Everything', pages: Array.from({ length: LONG_PAGES }, (_, i) => `all/page-${i}`) }] } };
  const groups = {
    name: 'Many groups',
    navigation: { groups: Array.from({ length: LONG_PAGES / 100 }, (_, g) => ({ group: `Group ${g}`, pages: Array.from({ length: 100 }, (_, i) => `g${g}/page-${i}`) })) },
  };
  // Level d holds its page, then level d + 1; the deepest holds its page and a second one.
  let deepest = { group: `Level ${LONG_DEPTH - 1}`, pages: [`deep/${LONG_DEPTH - 1}/page`, `deep/${LONG_DEPTH - 1}/last`] };
  for (let d = LONG_DEPTH - 2; d >= 0; d--) deepest = { group: `Level ${d}`, pages: [`deep/${d}/page`, deepest] };
  const deep = { name: 'Deep', navigation: { groups: [deepest] } };
  return {
    'big-one-group': { config: oneGroup, path: `/all/page-${LONG_PAGES - 1}`, links: LONG_PAGES },
    'big-groups': { config: groups, path: `/g${LONG_PAGES / 100 - 1}/page-99`, links: LONG_PAGES },
    'big-deep': { config: deep, path: `/deep/${LONG_DEPTH - 1}/last`, links: LONG_DEPTH + 1, toggle: `Level ${LONG_DEPTH - 1}` },
  };
}

/** Number of page references in a navigation (what `pages` counts). */
export function countPages(node) {
  if (typeof node === 'string') return 1;
  if (Array.isArray(node)) return node.reduce((n, x) => n + countPages(x), 0);
  if (node && typeof node === 'object') {
    let n = 0;
    for (const [k, v] of Object.entries(node)) if (!['version', 'tab', 'group', 'icon', 'tag', 'name'].includes(k)) n += countPages(v);
    return n;
  }
  return 0;
}

/** The sizes of the real-shaped sites (first paint, interactions, heap per page). */
export const SITE_SIZES = [100, 1000, 5000, 25000];
/** The tabs of each version of a site, and their share of its pages. */
const SITE_TABS = [
  { tab: 'Guides', dir: 'guides', share: 0.6 },
  { tab: 'API reference', dir: 'api', share: 0.25 },
  { tab: 'SDKs', dir: 'sdks', share: 0.15 },
];
/** Pages of a whole top-level group of a site (see siteGroup). */
const SITE_GROUP = 40;
/** The pages of the sites of the downloads figure. */
const KIND_PAGES = 1000;

/**
 * A top-level group of a site, "Topic <g>", of `n` pages at most SITE_GROUP, in this order: 8
 * pages of its own; "Basics <g>" (6 pages, `expanded`); "Advanced <g>" (16 pages, and
 * "Internals <g>", 4 pages, nested in it), closed; "Reference <g>" (6 pages), closed. A group
 * cut short keeps that order (the last group of a tab). Some have an icon or a tag.
 */
function siteGroup(dir, g, n) {
  let left = n;
  const list = (sub, count) => {
    const k = Math.max(0, Math.min(count, left));
    left -= k;
    return Array.from({ length: k }, (_, i) => `${sub}/page-${i}`);
  };
  const pages = list(dir, 8);
  const basics = list(`${dir}/basics`, 6);
  if (basics.length) pages.push({ group: `Basics ${g}`, expanded: true, pages: basics });
  const advanced = list(`${dir}/advanced`, 16);
  const internals = list(`${dir}/advanced/internals`, 4);
  if (internals.length) advanced.push({ group: `Internals ${g}`, pages: internals });
  if (advanced.length) pages.push({ group: `Advanced ${g}`, pages: advanced });
  const reference = list(`${dir}/reference`, 6);
  if (reference.length) pages.push({ group: `Reference ${g}`, pages: reference });
  return { group: `Topic ${g}`, ...(g % 4 === 0 ? { icon: 'book' } : {}), ...(g % 9 === 4 ? { tag: 'NEW' } : {}), pages };
}

/**
 * A docs.json of `pages` pages shaped as documentation sites are: two versions (v2, the default,
 * and v1, the same pages under another prefix), each of three tabs (Guides 60% of its pages, API
 * reference 25%, SDKs 15%) of top-level groups of 40 pages (siteGroup).
 */
export function siteNavigation(pages) {
  const version = (v, count) => {
    let left = count;
    const tabs = SITE_TABS.map(({ tab, dir, share }, t) => {
      const n = t === SITE_TABS.length - 1 ? left : Math.round(count * share);
      left -= n;
      const groups = [];
      for (let g = 0; g * SITE_GROUP < n; g++) groups.push(siteGroup(`${v}/${dir}/g${g}`, g, Math.min(SITE_GROUP, n - g * SITE_GROUP)));
      return { tab, groups };
    });
    return { version: v, ...(v === 'v2' ? { default: true } : {}), tabs };
  };
  const half = Math.ceil(pages / 2);
  return { theme: 'mint', name: `Site of ${pages} pages`, colors: { primary: '#16A34A' }, navigation: { versions: [version('v2', half), version('v1', pages - half)] } };
}

/** A site with a tab more in its default version: every operation of the spec at `source`. */
export function withSpecTab(site, source) {
  site.navigation.versions[0].tabs.push({ tab: 'REST API', openapi: source });
  return site;
}

/**
 * The pages the browser figures open and go to on site-<pages>: `start`, the last own page of the
 * middle group of the Guides tab (v2); `otherVersion`, the same page in v1; `otherPage`, a page
 * of the tab's last group; `expand`, the closed group next to the start page.
 */
export function sitePaths(pages) {
  const guides = Math.round(Math.ceil(pages / 2) * SITE_TABS[0].share);
  const groups = Math.ceil(guides / SITE_GROUP);
  const middle = (groups - 1) >> 1;
  return {
    start: `/v2/guides/g${middle}/page-7`,
    otherVersion: `/v1/guides/g${middle}/page-7`,
    otherPage: `/v2/guides/g${groups - 1}/page-3`,
    expand: `Advanced ${middle}`,
  };
}

/**
 * What the sidebar of `site` shows at `path` (hrefs, in order), worked out from the docs.json
 * alone: the version and tab holding the page; every page of their top-level groups; the pages of
 * nested groups that are `expanded` or hold the page, and so on down. With `group` (a label), what
 * that group shows once opened (its pages, and those of its open nested groups).
 */
export function shownPages(site, path, group) {
  const holds = (entries) => entries.some((e) => (typeof e === 'string' ? `/${e}` === path : holds(e.pages ?? [])));
  const out = [];
  const walk = (entries, open) => {
    for (const e of entries) {
      if (typeof e === 'string') {
        if (open) out.push(`/${e}`);
      } else if (e.group === group) walk(e.pages, true);
      else walk(e.pages ?? [], open && (e.expanded === true || holds(e.pages ?? [])));
    }
  };
  for (const v of site.navigation.versions) {
    for (const t of v.tabs) if (t.groups?.some((g) => holds(g.pages))) for (const g of t.groups) walk(g.pages, group === undefined);
  }
  return out;
}

/** The docs.json of the resolution benchmark: tabs pulling the spec in bulk (twice) and by hand. */
export function apiDocs(spec, { picked = 2000 } = {}) {
  const endpoints = endpointsOf(spec).slice(0, picked);
  const chunks = [];
  for (let i = 0; i < endpoints.length; i += 100) chunks.push(endpoints.slice(i, i + 100));
  return {
    name: 'Bench API',
    navigation: {
      tabs: [
        {
          tab: 'Guides',
          groups: Array.from({ length: 20 }, (_, g) => ({ group: `Guide ${g}`, pages: Array.from({ length: 25 }, (_, p) => `guides/${g}/page-${p}`) })),
        },
        { tab: 'API reference', openapi: 'openapi.json' },
        { tab: 'API (v2 folder)', openapi: { source: '/openapi.json', directory: 'v2/api' } },
        {
          tab: 'Endpoints',
          groups: chunks.map((pages, i) => ({ group: `Picked ${i}`, openapi: { source: 'openapi.json', directory: 'picked' }, pages })),
        },
      ],
    },
  };
}

async function main() {
  const args = process.argv.slice(2);
  const i = args.indexOf('--out');
  const out = i >= 0 ? args[i + 1] : 'bench/.data';
  await mkdir(out, { recursive: true });
  const spec = generateSpec({ operations: 5000 });
  const specText = JSON.stringify(spec);
  await writeFile(path.join(out, 'openapi.json'), specText);
  await writeFile(path.join(out, 'api-docs.json'), JSON.stringify(apiDocs(spec), null, 2));
  for (const n of SITE_SIZES) await writeFile(path.join(out, `site-${n}.json`), JSON.stringify(siteNavigation(n)));
  await writeFile(path.join(out, 'site-5000-api.json'), JSON.stringify(withSpecTab(siteNavigation(5000), 'openapi.json')));
  const kindSpec = generateSpec({ operations: 200 });
  await writeFile(path.join(out, 'kind-spec.json'), JSON.stringify(kindSpec));
  await writeFile(path.join(out, 'kind-spec.yaml'), yaml.dump(kindSpec, { noRefs: true }));
  await writeFile(path.join(out, 'kind-json.json'), JSON.stringify(siteNavigation(KIND_PAGES)));
  await writeFile(path.join(out, 'kind-openapi-json.json'), JSON.stringify(withSpecTab(siteNavigation(KIND_PAGES), 'kind-spec.json')));
  await writeFile(path.join(out, 'kind-openapi-yaml.json'), JSON.stringify(withSpecTab(siteNavigation(KIND_PAGES), 'kind-spec.yaml')));
  const long = longSidebars();
  for (const [name, { config }] of Object.entries(long)) await writeFile(path.join(out, `${name}.json`), JSON.stringify(config));
  process.stdout.write(`${out}: openapi.json (${(specText.length / 1e6).toFixed(1)} MB), api-docs.json, ${SITE_SIZES.map((n) => `site-${n}.json`).join(', ')}, site-5000-api.json, kind-*.json, ${Object.keys(long).map((n) => `${n}.json`).join(', ')}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
