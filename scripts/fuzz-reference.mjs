#!/usr/bin/env node
/**
 * Differential fuzzing against the reference build: random *valid* docs.json sites (the kind a
 * real site can publish), each run through the reference (../shared/conformance/oracle, installed
 * somewhere: it is a measuring instrument, never a dependency) and through our CLI, compared by
 * ../shared/conformance/check.mjs.
 *
 *   node scripts/fuzz-reference.mjs --oracle DIR [--seed 1] [--count 40] [--kind structure|openapi|overlays] [--out DIR]
 *
 * DIR is an installed copy of the oracle (see ../shared/conformance/oracle/README.md). The corpus
 * (sites/, golden/) is kept in --out (a temporary folder by default) to rerun with
 * `node ../shared/conformance/check.mjs --corpus OUT`. A site the reference refuses is dropped.
 * Each reference run takes a few seconds: 40 sites is about three minutes.
 *
 * structure: tabs, anchors, dropdowns, products (by `product` or `name`), versions and languages
 * nested in every order, menus, `href` links (absolute, relative, other schemes), `default`,
 * `hidden`, globals, `$ref` files, groups with roots, icons, tags and `expanded`, empty lists, and
 * page paths with leading slashes, `./`, `.mdx`, trailing slashes and fragments.
 * openapi: two small specs (JSON and YAML, OpenAPI 3.0 and 3.1 with webhooks) with colliding
 * summaries, tags, x-hidden, x-excluded, x-mint and deprecated operations; `openapi` on divisions and groups (a path or {source, directory}),
 * whole specs expanded, endpoint references with and without the spec's name.
 * overlays: the same, with OpenAPI Overlays (YAML or JSON, 1.0 or 1.1) named for most specs
 * wherever they are used: updates, copies, removals, filters, targets that select nothing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomGlobal } from './fuzz-globals.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const oracle = opt('--oracle');
if (!oracle) {
  console.error('usage: node scripts/fuzz-reference.mjs --oracle DIR [--seed N] [--count N] [--kind structure|openapi|overlays] [--out DIR]');
  process.exit(2);
}
let seed = Number(opt('--seed', '1'));
const count = Number(opt('--count', '40'));
const kind = opt('--kind', 'structure');
const out = path.resolve(opt('--out', fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-'))));
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// A small seeded generator (mulberry32): the same seed makes the same corpus.
const rnd = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (a) => a[Math.floor(rnd() * a.length)];
const chance = (p) => rnd() < p;

const upTo = (n) => Math.floor(rnd() * (n + 1));

const SEG = ['intro', 'setup', 'index', 'auth', 'quick-start', 'over_view', 'API', 'v2', 'fr', 'guides'];
const LABELS = { tab: ['A', 'B', 'C'], anchor: ['X', 'Y'], dropdown: ['D1', 'D2'], product: ['P1', 'P2'], version: ['v1', 'v2', 'v3'], language: ['en', 'fr', 'es', 'de'] };
const KINDS = [['tabs', 'tab'], ['anchors', 'anchor'], ['dropdowns', 'dropdown'], ['products', 'product'], ['versions', 'version'], ['languages', 'language']];

function pagePath() {
  let p = chance(0.6) ? `${pick(SEG)}/${pick(SEG)}` : pick(SEG);
  if (chance(0.1)) p += `/${pick(SEG)}`;
  const r = rnd();
  if (r < 0.06) p = `/${p}`;
  else if (r < 0.09) p = `./${p}`;
  else if (r < 0.11) p += '.mdx';
  else if (r < 0.13) p += '/';
  else if (r < 0.14) p += '#frag';
  return p;
}

// ---------------------------------------------------------------- structure

/** Puts `value` in a file of its own and returns the `$ref` to it (in a subfolder, at times). */
function refTo(value, files) {
  const file = `${chance(0.3) ? 'parts/' : ''}part-${files.size}.json`;
  files.set(file, value);
  return { $ref: file };
}

function group(depth, files) {
  const g = { group: pick(['Start', 'Guides', 'API', 'More', 'Start ']) };
  if (chance(0.15)) g.icon = pick(['rocket', 'book']);
  if (chance(0.1)) g.tag = pick(['NEW', 'beta']);
  if (chance(0.15)) g.expanded = chance(0.5);
  if (chance(0.08)) g.hidden = chance(0.7);
  if (chance(0.15)) g.root = pagePath();
  if (chance(0.95)) {
    g.pages = [];
    for (let i = upTo(3); i > 0; i--) g.pages.push(depth < 3 && chance(0.2) ? group(depth + 1, files) : pagePath());
  }
  // A group in a file of its own, or its list of pages.
  if (chance(0.05)) return refTo(g, files);
  if (g.pages && chance(0.04)) g.pages = refTo(g.pages, files);
  return g;
}

function content(node, depth, used, files) {
  const avail = KINDS.filter(([k]) => !used.has(k));
  if (depth >= 3 || chance(0.4) || !avail.length) {
    if (chance(0.65)) node.groups = Array.from({ length: upTo(3) }, () => group(0, files));
    else node.pages = Array.from({ length: upTo(3) }, () => (chance(0.25) ? group(1, files) : pagePath()));
    return node;
  }
  const [key, label] = pick(avail);
  const list = [];
  for (let i = 1 + upTo(2); i > 0; i--) {
    const name = LABELS[label][list.length % LABELS[label].length];
    // A product without `product` is refused by the reference (the whole list goes): `name` only beside it.
    const d = label === 'product' && chance(0.2) ? { product: name, name: `${name} name` } : { [label]: name };
    if (chance(0.1)) d.icon = 'star';
    if (chance(0.08)) d.hidden = true;
    if (chance(0.06)) d.description = 'desc';
    if ((label === 'version' || label === 'language') && chance(0.2)) d.default = true;
    if ((label === 'version' || label === 'language') && chance(0.1)) d.global = randomGlobal(i, rnd);
    if (chance(0.1)) {
      d.href = pick([`https://example.com/${i}`, `/local/${i}`, 'rel/x', 'mailto:a@b.c', 'tel:123', '#top']);
      if (chance(0.5)) {
        list.push(d);
        continue;
      }
    }
    const u = new Set(used).add(key);
    if ((label === 'tab' || label === 'product') && chance(0.2)) {
      d.menu = Array.from({ length: 1 + upTo(1) }, (_, j) => content({ item: `I${j}`, ...(chance(0.2) ? { description: 'd' } : {}) }, 3, u, files));
    } else content(d, depth + 1, u, files);
    // Some divisions live in a file of their own, named by `$ref`.
    list.push(chance(0.08) ? refTo(d, files) : d);
  }
  // The whole list in a file, at times.
  node[key] = chance(0.04) ? refTo(list, files) : list;
  return node;
}

// ---------------------------------------------------------------- openapi

const SPECS = ['openapi.json', 'specs/b.yaml'];
function spec(n) {
  const paths = {};
  const SUMMARIES = ['List users', 'Get user', 'Create user', 'Delete', 'List users', 'Update the thing', undefined];
  for (const p of ['/users', '/users/{id}', '/items', '/items/{id}', '/health', '/v1/orders']) {
    if (chance(0.2)) continue;
    paths[p] = {};
    for (const m of ['get', 'post', 'delete']) {
      if (chance(0.5)) continue;
      const op = { responses: { 200: { description: 'ok' } } };
      const s = pick(SUMMARIES);
      if (s) op.summary = s;
      if (chance(0.6)) op.tags = [pick(['Users', 'Items', 'Misc', 'users'])];
      if (chance(0.1)) op.deprecated = true;
      if (chance(0.08)) op['x-hidden'] = true;
      if (chance(0.05)) op['x-excluded'] = true;
      if (chance(0.1)) op.operationId = pick(['listUsers', 'getThing', `op_${m}`]);
      if (chance(0.05)) op['x-mint'] = { metadata: { title: `Custom ${m}` } };
      paths[p][m] = op;
    }
  }
  const doc = { openapi: chance(0.5) ? '3.0.3' : '3.1.0', info: { title: `API ${n}`, version: '1' }, paths };
  if (chance(0.3)) doc.tags = [{ name: 'Users' }, { name: 'Items' }];
  if (doc.openapi === '3.1.0' && chance(0.6)) {
    doc.webhooks = {};
    for (const w of ['user.created', 'order.paid']) {
      if (chance(0.3)) continue;
      const op = { responses: { 200: { description: 'ok' } } };
      if (chance(0.7)) op.summary = pick(['User created', 'List users', 'Paid']);
      if (chance(0.5)) op.tags = [pick(['Users', 'Webhooks'])];
      doc.webhooks[w] = { post: op };
    }
  }
  return doc;
}
const operations = (doc) => [
  ...Object.entries(doc.paths).flatMap(([p, ms]) => Object.keys(ms).map((m) => `${m.toUpperCase()} ${p}`)),
  ...Object.keys(doc.webhooks ?? {}).map((w) => `WEBHOOK ${w}`),
];
const openapiSetting = () => (chance(0.8) ? pick(SPECS) : { source: pick(SPECS), directory: pick(['api', 'ref/x']) });

function apiGroup(depth, specs, inherited) {
  const g = { group: pick(['Start', 'Guides', 'API', 'More', 'Endpoints']) };
  if (chance(0.15)) g.icon = 'rocket';
  if (chance(0.15)) inherited = g.openapi = openapiSetting();
  g.pages = [];
  for (let i = upTo(3); i > 0; i--) {
    if (depth < 2 && chance(0.2)) g.pages.push(apiGroup(depth + 1, specs, inherited));
    else if (chance(0.4)) {
      const file = typeof inherited === 'string' ? inherited : inherited?.source;
      const ops = operations(specs[file ?? 'openapi.json']);
      const op = ops.length ? pick(ops) : 'GET /users';
      g.pages.push(inherited && chance(0.7) ? op : `${file ?? 'openapi.json'} ${op}`);
    } else g.pages.push(pagePath());
  }
  return g;
}

function apiContent(node, depth, used, specs, inherited) {
  if (chance(0.3)) inherited = node.openapi = openapiSetting();
  const avail = KINDS.filter(([k]) => !used.has(k) && k !== 'dropdowns' && k !== 'products');
  if (depth >= 2 || chance(0.4) || !avail.length) {
    if (node.openapi && chance(0.25)) return node; // the whole spec
    node.groups = Array.from({ length: 1 + upTo(2) }, () => apiGroup(0, specs, inherited));
    return node;
  }
  const [key, label] = pick(avail);
  node[key] = Array.from({ length: 1 + upTo(2) }, (_, i) => apiContent({ [label]: LABELS[label][i % LABELS[label].length] }, depth + 1, new Set(used).add(key), specs, inherited));
  return node;
}

// ---------------------------------------------------------------- overlays

/** An Overlay document of random actions on the specs `spec` makes: updates, copies, removals, filters, targets that select nothing. */
function overlayDoc() {
  const PATHS = ['/users', '/users/{id}', '/items', '/items/{id}', '/health', '/v1/orders'];
  const actions = [];
  for (let i = 1 + upTo(3); i > 0; i--) {
    const p = pick(PATHS);
    const m = pick(['get', 'post', 'delete']);
    const r = rnd();
    if (r < 0.25) actions.push({ target: `$.paths['${p}'].${m}`, update: { summary: pick(['Renamed', 'List users', 'Brand new thing', 'Get user']) } });
    else if (r < 0.35) actions.push({ target: `$.paths['${p}']`, remove: true });
    else if (r < 0.45) actions.push({ target: `$.paths['${p}'].${m}`, remove: true });
    else if (r < 0.55) actions.push({ target: `$.paths.*[?@.summary == '${pick(['List users', 'Delete', 'Get user'])}']`, update: { 'x-hidden': true } });
    else if (r < 0.65) actions.push({ target: `$.paths['${p}'].*`, update: { tags: [pick(['Extra', 'Users'])] } });
    else if (r < 0.72) actions.push({ target: `$.paths[?search(@.get.summary, '${pick(['user', 'List', 'thing'])}')]`, remove: true });
    else if (r < 0.8) actions.push({ target: `$.paths['${p}'].${m}`, update: { 'x-mint': { href: `/custom/${m}${p.replace(/[{}]/g, '')}` } } });
    else if (r < 0.87) actions.push({ target: `$.paths['${p}'].${m}.summary`, copy: '$.info.title' });
    else if (r < 0.93) actions.push({ target: '$.tags', update: [{ name: 'Extra' }] });
    else actions.push({ target: '$.nothing.here', update: { summary: 'never' } });
  }
  const version = actions.some((a) => a.copy) || chance(0.5) ? '1.1.0' : '1.0.0';
  return { overlay: version, info: { title: 'Fuzz overlay', version: '1' }, actions };
}

/** Gives every `openapi` setting that names `file` the overlay list `list` (one list a spec: the reference refuses two). */
function withOverlays(node, file, list) {
  if (Array.isArray(node)) return node.forEach((n) => withOverlays(n, file, list));
  if (!node || typeof node !== 'object') return;
  if (node.openapi === file) node.openapi = { source: file, overlays: list };
  else if (node.openapi && typeof node.openapi === 'object' && node.openapi.source === file) node.openapi.overlays = list;
  for (const [k, v] of Object.entries(node)) if (k !== 'openapi') withOverlays(v, file, list);
}

/** Block-style YAML for the spec objects made above (strings, numbers, booleans, lists, maps). */
function toYaml(value, indent = '') {
  const scalar = (v) => (typeof v === 'string' ? JSON.stringify(v) : String(v));
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' && v !== null ? `${indent}-\n${toYaml(v, `${indent}  `)}` : `${indent}- ${scalar(v)}\n`)).join('');
  return Object.entries(value)
    .map(([k, v]) => (typeof v === 'object' && v !== null ? (Object.keys(v).length ? `${indent}${JSON.stringify(k)}:\n${toYaml(v, `${indent}  `)}` : `${indent}${JSON.stringify(k)}: ${Array.isArray(v) ? '[]' : '{}'}\n`) : `${indent}${JSON.stringify(k)}: ${scalar(v)}\n`))
    .join('');
}

// ---------------------------------------------------------------- run

for (let k = 0; k < count; k++) {
  const dir = path.join(out, 'sites', `${kind}-${k}`);
  fs.mkdirSync(path.join(dir, 'specs'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'parts'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'overlays'), { recursive: true });
  const files = new Map();
  let navigation;
  if (kind === 'openapi' || kind === 'overlays') {
    const specs = { 'openapi.json': spec(1), 'specs/b.yaml': spec(2) };
    for (const [f, doc] of Object.entries(specs)) files.set(f, doc);
    navigation = apiContent({}, 0, new Set(), specs, undefined);
    if (kind === 'overlays') {
      for (const file of SPECS) {
        if (chance(0.2)) continue;
        const list = [];
        for (let i = 1 + upTo(1); i > 0; i--) {
          const name = `overlays/${file.replace(/\W/g, '-')}-${i}.${chance(0.5) ? 'yaml' : 'json'}`;
          files.set(name, overlayDoc());
          list.push(chance(0.2) ? `./${name}` : name);
        }
        withOverlays(navigation, file, list);
      }
    }
  } else {
    navigation = content({}, 0, new Set(), files);
    if (chance(0.2)) navigation.global = chance(0.5) ? { anchors: [{ anchor: 'Blog', href: 'https://blog.example', icon: 'pen' }] } : randomGlobal(0, rnd);
  }
  fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Fuzz', colors: { primary: '#123456' }, navigation }, null, 1));
  for (const [f, value] of files) fs.writeFileSync(path.join(dir, f), f.endsWith('.yaml') ? toYaml(value) : JSON.stringify(value, null, 1));
  const golden = path.join(out, 'golden', `${kind}-${k}`);
  const r = spawnSync(process.execPath, [path.join(oracle, 'golden.mjs'), dir, golden], { cwd: oracle, encoding: 'utf8' });
  if (r.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(golden, { recursive: true, force: true });
  }
}
console.error(`corpus: ${out}`);
try {
  process.stdout.write(execFileSync(process.execPath, [path.join(root, '../shared/conformance/check.mjs'), '--corpus', out], { cwd: root, encoding: 'utf8' }));
} catch (e) {
  // check.mjs exits 1 when a site differs: its report is the answer.
  process.stdout.write(e.stdout ?? String(e));
  process.exitCode = 1;
}
