#!/usr/bin/env node
/**
 * Differential fuzzing of the docs.json schema against the reference's own validation, in
 * process and so in seconds: real sites' configs (../shared/conformance/sites) and the seeds of
 * gen-mistakes.mjs, mutated at random places (a value replaced by one of the wrong type, a key
 * deleted, an entry duplicated, a string emptied), each checked by the reference's
 * validateDocsConfig (from the installed oracle, DIR: a measuring instrument, never a dependency)
 * and by docs-nav's core (dist/: run `npm run build` first). They must agree on accept or refuse,
 * and for what is accepted, on the navigation (the reference's ⊆ ours, page paths and specs
 * compared as written, as ../shared/conformance/check.mjs compares).
 *
 *   node scripts/fuzz-schema.mjs --oracle DIR [--seed 1] [--count 2000] [--site] [--configs DIR] [--verbose]
 *
 * --site mutates only a site that sets every top-level field (to try their rules hard).
 * --configs DIR mutates the configs DIR/NAME/docs.json as well (any folder of sites laid out as
 * the conformance corpus is: real public configs one has at hand, say); those that are no JSON are
 * left out.
 *
 * Prints each disagreement with the config that shows it (written to a temporary folder).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const oracle = opt('--oracle');
if (!oracle) {
  console.error('usage: node scripts/fuzz-schema.mjs --oracle DIR [--seed N] [--count N] [--site] [--configs DIR] [--verbose]');
  process.exit(2);
}
let seed = Number(opt('--seed', '1'));
const count = Number(opt('--count', '2000'));
const verbose = args.includes('--verbose');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { validateDocsConfig } = await import(pathToFileURL(path.join(oracle, 'node_modules/@mintlify/validation/dist/index.js')).href);
const { normalizeNavigation, checkSettings } = await import(pathToFileURL(path.join(root, 'dist/core/schema/walk.js')).href);
const { checkSite } = await import(pathToFileURL(path.join(root, 'dist/core/schema/site.js')).href);

const rnd = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (a) => a[Math.floor(rnd() * a.length)];

const sitesDir = path.resolve(root, '../shared/conformance/sites');
const configs = fs.readdirSync(sitesDir).map((s) => JSON.parse(fs.readFileSync(path.join(sitesDir, s, 'docs.json'), 'utf8')));
for (const dir of fs.readdirSync(path.join(root, 'test/fixtures/mistakes'))) {
  const verdict = JSON.parse(fs.readFileSync(path.join(root, 'test/fixtures/mistakes', dir, 'verdict.json'), 'utf8'));
  if (verdict.verdict === 'accept' && !verdict.deliberate) configs.push(JSON.parse(fs.readFileSync(path.join(root, 'test/fixtures/mistakes', dir, 'docs.json'), 'utf8')));
}

const more = opt('--configs');
if (more) {
  for (const site of fs.readdirSync(more)) {
    const file = path.join(more, site, 'docs.json');
    if (!fs.existsSync(file)) continue;
    try {
      configs.push(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch {
      // Not JSON: nothing to mutate.
    }
  }
}

// A site that sets every top-level field, so that mutations reach them all.
configs.push({
  $schema: 'https://mintlify.com/docs.json',
  theme: 'maple',
  name: 'Everything',
  description: 'A site that sets every field',
  public: true,
  colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373' },
  logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.com' },
  favicon: { light: '/favicon.svg', dark: '/favicon-dark.svg' },
  api: {
    openapi: ['openapi.json', { source: 'https://acme.com/openapi.json', directory: 'api' }],
    params: { expanded: 'all', post: ['a'] },
    playground: { display: 'interactive', proxy: true, credentials: false },
    examples: { defaults: 'required', languages: ['curl', 'python'], prefill: true, autogenerate: false },
    url: 'full',
    mdx: { auth: { method: 'bearer', name: 'token' }, server: ['https://api.acme.com'] },
  },
  appearance: { default: 'dark', strict: false },
  background: { image: { light: '/bg.png', dark: '/bg-dark.png' }, decoration: 'grid', color: { light: '#ffffff', dark: '#000000' } },
  navbar: { links: [{ label: 'Support', href: 'mailto:help@acme.com', icon: 'headset' }, { type: 'github', href: 'https://github.com/acme' }], primary: { type: 'button', label: 'Sign up', href: 'https://acme.com/signup' } },
  footer: { socials: { x: 'https://x.com/acme', github: 'https://github.com/acme' }, links: [{ header: 'Company', items: [{ label: 'About', href: 'https://acme.com/about' }, { label: 'Blog', href: '/blog' }] }] },
  search: { prompt: 'Search the docs' },
  seo: { metatags: { 'og:site_name': 'Acme' }, paths: [{ path: 'guides/v2', metatags: { robots: 'noindex' } }], organization: { name: 'Acme', url: 'https://acme.com', sameAs: ['https://x.com/acme'] }, indexing: 'navigable', trailingSlash: false },
  fonts: { heading: { family: 'Inter', weight: 600, source: '/fonts/inter.woff2', format: 'woff2' }, body: { family: 'Inter' } },
  icons: { library: 'lucide' },
  styling: { eyebrows: 'breadcrumbs', codeblocks: { theme: { light: 'github-light', dark: 'github-dark' }, languages: { custom: ['/lang.json'] } }, latex: true },
  redirects: [{ source: '/old', destination: '/new', permanent: true }, { source: '/a', destination: '/b' }],
  integrations: { ga4: { measurementId: 'G-123' }, posthog: { apiKey: 'phc_abc', apiHost: 'https://eu.posthog.com' }, plausible: { domain: 'acme.com' }, segment: { key: 'k', cdnUrl: 'https://cdn.acme.com' }, intercom: { appId: 'abcdef' }, mixpanel: { projectToken: 't', region: 'eu' } },
  banner: { content: 'Hello', dismissible: true, type: 'warning', color: { light: '#ff0000' } },
  errors: { 404: { redirect: false, title: 'Lost', description: 'Nothing here' } },
  contextual: { options: ['copy', 'chatgpt', { title: 'Ask', description: 'Ask us', icon: 'message', href: { base: 'https://acme.com/ask', query: [{ key: 'q', value: '$page' }] } }], display: 'toc' },
  thumbnails: { appearance: 'dark', background: '/thumb.png', fonts: { family: 'Inter' } },
  interaction: { drilldown: true },
  metadata: { timestamp: true },
  variables: { product: 'Acme' },
  markdown: { schema: true, instructions: ['Be kind'] },
  navigation: { groups: [{ group: 'Start', pages: ['index', 'quickstart'] }] },
});

// --site: only that one, to try the top-level fields hard.
if (args.includes('--site')) configs.splice(0, configs.length - 1);

const JUNK = [
  null, 42, 0, true, 'x', '', 'yes', {}, [], { name: 5 }, ['a'], { group: 7 }, { group: 'G' }, { tab: 'T' }, 'guides/x', 'https://example.com', '#frag',
  'fa-star', 'zz', 'center', 'ua', 'fr-CA', 'breadcrumbs', 'solid', '#fff', 'mailto:a@b.c', { light: '#fff' }, { source: 'a.json' }, 'start', { name: 'x', style: 'bold' },
];
/** Where mistakes are made: the navigation and the other top-level fields (not `$schema`, which the reference only reads as a URL). */
const CHECKED = ['navigation', 'name', 'theme', 'colors', 'styling', 'interaction', 'banner', 'footer', 'navbar', 'logo', 'favicon', 'api', 'appearance', 'background', 'search', 'seo', 'fonts', 'icons', 'redirects', 'integrations', 'errors', 'contextual', 'thumbnails', 'metadata', 'variables', 'markdown', 'public', 'description'];
let reachable;
function mutate(config) {
  // Only places under the checked keys.
  reachable = new Set();
  (function mark(v) {
    if (v && typeof v === 'object') {
      reachable.add(v);
      for (const k of Object.keys(v)) mark(v[k]);
    }
  })(CHECKED.map((k) => config[k]));
  const spots = [];
  (function walk(v, parent, key) {
    if (parent) spots.push([parent, key]);
    if (v && typeof v === 'object') for (const k of Object.keys(v)) walk(v[k], v, Array.isArray(v) ? Number(k) : k);
  })(config, null, null);
  spots.splice(0, spots.length, ...spots.filter(([parent, key]) => parent !== config || CHECKED.includes(key)).filter(([p]) => p === config || reachable.has(p)));
  const n = 1 + Math.floor(rnd() * 2);
  for (let i = 0; i < n; i++) {
    const [parent, key] = pick(spots);
    const op = rnd();
    if (op < 0.55) parent[key] = structuredClone(pick(JUNK));
    else if (op < 0.8) Array.isArray(parent) ? parent.splice(key, 1) : delete parent[key];
    else if (op < 0.9 && Array.isArray(parent)) parent.push(structuredClone(parent[key]));
    else if (typeof parent[key] === 'string') parent[key] = '';
    else parent[key] = structuredClone(pick(JUNK));
  }
  return config;
}

/** Reference ⊆ ours; `openapi`/`asyncapi` values are left out (the reference normalises their paths, we keep them as written for the spec stage). */
function diff(expected, actual, at, out) {
  if (out.length > 5) return out;
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) out.push(`${at}: expected an array, got ${JSON.stringify(actual)?.slice(0, 80)}`);
    else {
      if (expected.length !== actual.length) out.push(`${at}: expected ${expected.length} items, got ${actual.length}`);
      for (let i = 0; i < Math.min(expected.length, actual.length); i++) diff(expected[i], actual[i], `${at}[${i}]`, out);
    }
  } else if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) out.push(`${at}: expected an object, got ${JSON.stringify(actual)?.slice(0, 80)}`);
    else for (const k of Object.keys(expected)) {
      if (k === 'openapi' || k === 'asyncapi') continue;
      if (!(k in actual)) out.push(`${at}.${k}: missing`);
      else diff(expected[k], actual[k], `${at}.${k}`, out);
    }
  } else if (expected !== actual) out.push(`${at}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  return out;
}

const unsafe = /"\s*(javascript|vbscript|data):/i;
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-schema-'));
let agree = 0;
let skipped = 0;
let refusals = 0;
const disagreements = [];
for (let i = 0; i < count; i++) {
  const config = mutate(structuredClone(pick(configs)));
  const text = JSON.stringify(config);
  if (unsafe.test(text) || /"\$ref"|"sourceRef"/.test(text)) {
    skipped++;
    continue;
  }
  const reference = validateDocsConfig(JSON.parse(text));
  const diagnostics = [];
  checkSite(JSON.parse(text), diagnostics);
  checkSettings(JSON.parse(text), diagnostics, { quiet: true });
  const ours = normalizeNavigation(JSON.parse(text).navigation, diagnostics);
  const refused = diagnostics.some((d) => d.level === 'error');
  if (!reference.success) refusals++;
  const problems = [];
  if (refused !== !reference.success) problems.push(`reference ${reference.success ? 'accepts' : 'refuses'}, docs-nav ${refused ? 'refuses' : 'accepts'}`);
  else if (reference.success) diff(reference.data.navigation, ours, 'navigation', problems);
  if (!problems.length) {
    agree++;
    continue;
  }
  const file = path.join(outDir, `case-${i}.json`);
  fs.writeFileSync(file, JSON.stringify(config, null, 2));
  disagreements.push(file);
  console.log(`DIFF ${file}`);
  for (const p of problems.slice(0, verbose ? 6 : 2)) console.log(`     ${p}`);
  if (verbose) {
    for (const d of diagnostics) console.log(`     ours: ${d.level} ${d.path}: ${d.message}`);
    if (!reference.success) for (const issue of reference.error.issues.slice(0, 3)) console.log(`     reference: ${issue.path.join('.')}: ${issue.message}`);
  }
}
console.log(`${agree} of ${count - skipped} mutated configs agree with the reference, which refuses ${refusals} of them (${skipped} with links that run code or $ref left out)`);
process.exit(disagreements.length ? 1 : 0);
