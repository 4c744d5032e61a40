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
 *   nav-<N>.json        a docs.json of N pages (500, 1000, 2000, 5000): two versions, nested
 *                       groups (three of four nested groups expanded), a 200-page collapsed group
 *   nav-5000-api.json   nav-5000 with a group pulling every operation of openapi.json (memory)
 *   big-one-group.json  one group of 100,000 pages                                (long sidebars)
 *   big-groups.json     1,000 groups of 100 pages
 *   big-deep.json       a chain of 1,000 nested groups, a page in each (and the deepest one's)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { endpointsOf, generateSpec } from './gen-openapi.mjs';

export const NAV_SIZES = [500, 1000, 2000, 5000];
/** Pages of the collapsed group the interaction benchmark expands. */
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
    for (const [k, v] of Object.entries(node)) if (k !== 'version' && k !== 'group' && k !== 'icon' && k !== 'tag' && k !== 'name') n += countPages(v);
    return n;
  }
  return 0;
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
  for (const n of NAV_SIZES) await writeFile(path.join(out, `nav-${n}.json`), JSON.stringify(bigNavigation(n)));
  const withApi = bigNavigation(5000);
  withApi.navigation.versions[0].groups.push({ group: 'API', openapi: 'openapi.json' });
  await writeFile(path.join(out, 'nav-5000-api.json'), JSON.stringify(withApi));
  const long = longSidebars();
  for (const [name, { config }] of Object.entries(long)) await writeFile(path.join(out, `${name}.json`), JSON.stringify(config));
  process.stdout.write(`${out}: openapi.json (${(specText.length / 1e6).toFixed(1)} MB), api-docs.json, ${NAV_SIZES.map((n) => `nav-${n}.json`).join(', ')}, nav-5000-api.json, ${Object.keys(long).map((n) => `${n}.json`).join(', ')}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
