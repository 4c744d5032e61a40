#!/usr/bin/env node
/**
 * A navigation-heavy docs.json, generated (deterministic), shaped like the largest real sites of
 * ../shared/conformance (firecrawl, dify, Portkey): languages, each with versions, each with
 * tabs; groups nested up to five levels, some with a root page, an icon, a tag, `expanded` or
 * `hidden`; a tab of dropdowns (one per SDK), a tab of menu items, a tab of pages, a tab that
 * is an external link; global anchors in every language. No spec, no `$ref`: resolving it is all
 * navigation.
 *
 *   node scripts/gen-site.mjs [--pages 25000] [--out bench/.data/heavy-25000]
 *   writes OUT/docs.json (and nothing else: titles come from the page paths)
 *
 * Or, from a script: `navHeavySite({ pages })` -> `{ config, pages }`, `pages` being the number
 * of page references it holds (page paths and group roots), which countPageRefs counts back in
 * the resolved navigation.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rng } from './gen-openapi.mjs';

export const LANGUAGES = ['en', 'fr', 'de', 'ja', 'zh'];
export const VERSIONS = ['v3', 'v2', 'v1'];

const WORDS = (
  'getting started install configure overview quickstart authentication tokens keys webhooks events ' +
  'deploy build release monitor logs metrics alerts billing usage limits teams members roles ' +
  'permissions projects environments secrets storage cache queues workers schedules retries ' +
  'errors migration upgrade cli sdk plugins extensions search index embed analytics export import ' +
  'backups domains certificates routing proxy streaming uploads files images video audio models'
).split(' ');
const SDKS = ['python', 'node', 'go', 'java'];
const ICONS = ['book', 'rocket', 'code', 'gear', 'bolt', 'cube', 'shield', 'chart-line'];

/**
 * A docs.json of exactly `pages` page references (the number returned), spread over `languages`
 * x `versions`. As on real sites, every language holds the same pages under its own prefix
 * (`fr/v2/guides/...`), and page names come from a small vocabulary, so the same last segment
 * (`install-cli`) recurs across versions, languages and folders.
 */
export function navHeavySite({ pages = 25_000, languages = LANGUAGES, versions = VERSIONS, seed = 20 } = {}) {
  const perVersion = Math.floor(pages / (languages.length * versions.length));
  // One tree per version, written out in every language.
  const templates = versions.map((version, v) => versionTree(perVersion, seed + v));
  // What rounding left goes to the changelog of the default language's first version.
  const extra = pages - perVersion * languages.length * versions.length;
  let made = 0;
  const languageNodes = languages.map((language, l) => ({
    language,
    ...(l === 0 ? { default: true } : {}),
    global: {
      anchors: [
        { anchor: 'Blog', href: 'https://example.com/blog', icon: 'newspaper' },
        { anchor: 'Status', href: 'https://status.example.com', icon: 'signal' },
        { anchor: 'Community', href: 'https://community.example.com', icon: 'comments' },
      ],
    },
    versions: versions.map((version, v) => {
      const prefix = `${language}/${version}/`;
      const tabs = structuredClone(templates[v]);
      // Page paths get the prefix: in `pages` lists and group roots.
      const stack = [tabs];
      while (stack.length) {
        const node = stack.pop();
        if (Array.isArray(node)) {
          for (let i = 0; i < node.length; i++) {
            if (typeof node[i] === 'string') {
              node[i] = prefix + node[i];
              made++;
            } else stack.push(node[i]);
          }
        } else if (node && typeof node === 'object') {
          if (typeof node.root === 'string') {
            node.root = prefix + node.root;
            made++;
          }
          for (const key of ['tabs', 'groups', 'pages', 'dropdowns', 'menu']) if (node[key]) stack.push(node[key]);
        }
      }
      if (l === 0 && v === 0) {
        const changelog = tabs.find((t) => t.tab === 'Changelog').pages;
        for (let i = 0; i < extra; i++) changelog.push(`${prefix}changelog/more-${i}`);
        made += extra;
      }
      return { version, ...(v === 0 ? { default: true } : {}), tabs };
    }),
  }));
  const config = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: `Navigation-heavy site (${pages} pages)`,
    colors: { primary: '#0D9373' },
    navigation: { languages: languageNodes },
  };
  return { config, pages: made };
}

/** The tabs of one version (page paths without their language and version prefix), `budget` pages in all. */
function versionTree(budget, seed) {
  const rand = rng(seed); // the same site every run
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const slug = () => `${pick(WORDS)}-${pick(WORDS)}`;
  const label = (s) => s.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
  /** Page paths already made: a name taken in its folder gets a number. */
  const taken = new Set();
  const page = (dir) => {
    let path = `${dir}/${slug()}`;
    for (let n = 2; taken.has(path); n++) path = `${path.replace(/-\d+$/, '')}-${n}`;
    taken.add(path);
    return path;
  };

  /** Groups holding `budget` pages under `dir`: a few pages of their own, nested groups down to level 5. */
  function groups(dir, budget, depth) {
    const out = [];
    while (budget > 0) {
      const name = slug();
      const here = `${dir}/${name}`;
      const node = { group: label(name) };
      if (rand() < 0.3) node.icon = pick(ICONS);
      if (rand() < 0.05) node.tag = 'NEW';
      if (depth > 1 && rand() < 0.3) node.expanded = rand() < 0.5;
      if (rand() < 0.02) node.hidden = true;
      // A root page counts as a page.
      if (depth > 1 && budget > 1 && rand() < 0.2) {
        node.root = page(here);
        budget--;
      }
      const own = Math.min(budget, int(2, 8));
      const items = [];
      for (let i = 0; i < own; i++) items.push(page(here));
      budget -= own;
      if (depth < 5 && budget > 0 && rand() < 0.55) {
        const nested = Math.min(budget, int(3, 24));
        // Nested groups among the pages, as real sites place them.
        items.splice(int(0, items.length), 0, ...groups(here, nested, depth + 1));
        budget -= nested;
      }
      node.pages = items;
      out.push(node);
      // A nested level holds a few groups, not the whole budget.
      if (depth > 1 && out.length >= 3) break;
    }
    // What a nested level did not place goes to its last group.
    for (let i = 0; i < budget; i++) out.at(-1).pages.push(page(`${dir}/more`));
    return out;
  }

  const share = (part) => Math.floor(budget * part);
  const guides = share(0.4);
  const api = share(0.25);
  const sdks = share(0.2);
  const integrations = share(0.1);
  const changelog = budget - guides - api - sdks - integrations;
  const perSdk = Math.floor(sdks / SDKS.length);
  const perItem = Math.floor(integrations / 3);
  return [
    { tab: 'Guides', icon: 'book-open', groups: groups('guides', guides, 1) },
    { tab: 'API reference', icon: 'code', groups: groups('api-reference', api, 1) },
    {
      tab: 'SDKs',
      dropdowns: SDKS.map((sdk, i) => ({
        dropdown: label(sdk),
        icon: 'cube',
        groups: groups(`sdks/${sdk}`, i === SDKS.length - 1 ? sdks - perSdk * (SDKS.length - 1) : perSdk, 1),
      })),
    },
    {
      tab: 'Integrations',
      menu: [0, 1, 2].map((i) => ({ item: `Integrations ${i + 1}`, groups: groups(`integrations/${i}`, i === 2 ? integrations - 2 * perItem : perItem, 1) })),
    },
    { tab: 'Changelog', pages: Array.from({ length: changelog }, () => page('changelog')) },
    { tab: 'Forum', href: 'https://forum.example.com' },
  ];
}

/**
 * The page references of a navigation, a docs.json's (page paths) or a resolved one's (page
 * objects): entries of `pages` lists that are no group, and group roots. Iterative.
 */
export function countPageRefs(navigation) {
  let count = 0;
  const stack = [navigation];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      for (const item of node) if (item && typeof item === 'object') stack.push(item);
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node.pages)) {
      for (const item of node.pages) if (typeof item === 'string' || (item && typeof item === 'object' && !('group' in item) && typeof item.href === 'string')) count++;
    }
    if (node.root !== undefined && 'group' in node) count++;
    for (const [key, value] of Object.entries(node)) if (key !== 'root' && value && typeof value === 'object') stack.push(value);
  }
  return count;
}

async function main() {
  const args = process.argv.slice(2);
  const arg = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const pages = Number(arg('--pages', '25000'));
  const out = arg('--out', `bench/.data/heavy-${pages}`);
  const site = navHeavySite({ pages });
  await mkdir(out, { recursive: true });
  const text = JSON.stringify(site.config, null, 2);
  await writeFile(path.join(out, 'docs.json'), text);
  process.stdout.write(`${out}/docs.json: ${site.pages} pages, ${(text.length / 1e6).toFixed(1)} MB\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
