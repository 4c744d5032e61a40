#!/usr/bin/env node
/**
 * Differential fuzzing against the reference build: random *valid* docs.json sites (the kind a
 * real site can publish), each run through the reference (../shared/conformance/oracle, installed
 * somewhere: it is a measuring instrument, never a dependency) and through our CLI, compared by
 * ../shared/conformance/check.mjs.
 *
 *   node scripts/fuzz-reference.mjs --oracle DIR [--seed 1] [--count 40] [--kind structure|openapi|overlays|pages] [--out DIR]
 *
 * DIR is an installed copy of the oracle (see ../shared/conformance/oracle/README.md). The corpus
 * (sites/, golden/) is kept in --out (a temporary folder by default) to rerun with
 * `node ../shared/conformance/check.mjs --corpus OUT`. A site the reference refuses is dropped
 * once `docs-nav check` has refused it too (else it is kept in OUT/refused and the run exits 1;
 * `--keep-refused` keeps every one).
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
 * pages: a structure navigation, or an OpenAPI one, with page files for most of its pages (and
 * some it does not list): frontmatter of every kind of YAML value (quoted, block, numbers,
 * booleans, dates, lists, maps, anchors, invalid YAML) for titles, sidebarTitle, icons, tags,
 * `hidden`, `openapi:` operations of the folder's specs (right, wrong, webhooks), unknown keys;
 * files without frontmatter, with CRLF or a byte order mark, `.md` beside `.mdx`, snippets and
 * imported files. A switch target the reference gives as `/x/index` where we give `/x` is
 * golden.mjs's mapping, not the reference's: it takes a page whose title is no string (`title:
 * 2024`) for no page, and maps a target there to `/x/index` when that is one.
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
  console.error('usage: node scripts/fuzz-reference.mjs --oracle DIR [--seed N] [--count N] [--kind structure|openapi|overlays|pages] [--out DIR]');
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
  // Now and then one mistake the OpenAPI schema refuses (the reference's build stops on such a
  // spec, and `check` must say so), or an oddity it accepts.
  if (chance(0.15)) specMistake(doc);
  return doc;
}

function specMistake(doc) {
  const ops = Object.values(doc.paths).flatMap((item) => Object.values(item));
  const op = ops.length ? pick(ops) : undefined;
  switch (pick(['no-responses', 'no-description', 'summary-number', 'root-key', 'external-ref', 'no-slash', 'no-version', 'extension'])) {
    case 'no-responses':
      if (op) delete op.responses;
      break;
    case 'no-description':
      if (op) op.responses[200] = {};
      break;
    case 'summary-number':
      if (op) op.summary = 7;
      break;
    case 'root-key':
      doc.servers_ = [];
      break;
    case 'external-ref':
      if (op) op.responses[200] = { $ref: 'responses.yaml#/ok' };
      break;
    case 'no-slash': {
      const [first] = Object.keys(doc.paths);
      if (first) {
        doc.paths[first.slice(1)] = doc.paths[first];
        delete doc.paths[first];
      }
      break;
    }
    case 'no-version':
      delete doc.info.version;
      break;
    default:
      doc['x-owner'] = { team: 'api' };
  }
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


// ---------------------------------------------------------------- pages

/** Whether this site's page files may have frontmatter that is not YAML (the reference refuses the site). */
let brokenYaml = false;

/** A YAML value as a page's frontmatter may write it: plain, quoted, block, typed, odd or (in a broken site) invalid. */
function yamlValue() {
  const r = rnd();
  if (r < 0.3) return pick(['Getting started', 'Quick start', 'Über uns', 'Setup guide', 'Auth', 'API keys', 'Intro']);
  if (r < 0.4) return JSON.stringify(pick(['API: keys', 'Hello #1', '  spaced  ', '', 'Tab\there', 'Line\nbreak', 'Émoji 🚀']));
  if (r < 0.46) return `'${pick(["It''s", 'single', '', 'a: b'])}'`;
  if (r < 0.52) return pick(['123', '1.5', '0x1F', '1e3', '007', '-1', '.inf']);
  if (r < 0.58) return pick(['true', 'false', 'yes', 'no', 'on', 'off', 'null', '~', 'True', 'NULL']);
  if (r < 0.62) return pick(['2024-01-15', '2024-01-15T10:00:00Z', '2024-1-5']);
  if (r < 0.66) return `|\n  ${pick(['Line one', 'Block'])}\n  second`;
  if (r < 0.7) return pick(['>\n  Folded\n  text', '>-\n  Folded\n\n  paragraph']);
  if (r < 0.74) return pick(['[a, b]', '[]', '[1]', '\n  - one\n  - two']);
  if (r < 0.77) return pick(['{a: 1}', '{}', '\n  nested: value']);
  if (r < 0.8) return '';
  if (r < 0.84) return brokenYaml ? pick(['"unclosed', 'a: b: c', '[oops', '@at', '`tick', '%percent', '{bad']) : 'Fine';
  if (r < 0.88) return pick(['Title # comment', 'a #b', 'x#y', '&anchor Named', '*alias', '!!str 42', '!!int "7"']);
  return pick(['Ça va?', '日本語', 'Название', 'A/B', 'with - dash', '  padded', 'tail  ']);
}

/** `openapi:` frontmatter: an operation of a spec of the folder (with or without its file), or what is not one. */
function openapiFrontmatter(specs) {
  const file = pick(SPECS);
  const ops = operations(specs[file]);
  const op = ops.length ? pick(ops) : 'GET /users';
  const r = rnd();
  if (r < 0.35) return op;
  if (r < 0.55) return `${file} ${op}`;
  if (r < 0.62) return `/${file} ${op}`;
  if (r < 0.68) return op.toLowerCase();
  if (r < 0.74) return `${op}/`;
  if (r < 0.8) return `  ${op.replace(' ', '   ')}  `;
  if (r < 0.86) return pick(['GET /nowhere', 'FETCH /users', 'openapi.json', 'GET', 'WEBHOOK nothing']);
  if (r < 0.92) return `other.json ${op}`;
  return pick(['true', '123', '[GET /users]', '""']);
}

/** Channels with a title, a summary or neither (the title then from the id), one by reference. */
const ASYNCAPI_DOC = `asyncapi: 3.0.0
info:
  title: Events
  version: 1.0.0
channels:
  chat:
    address: /chat
    title: Chat room
    description: Messages between users
  tradeStream:
    address: /trades
    summary: Every trade
  userSignedUp:
    $ref: '#/components/channels/signup'
components:
  channels:
    signup:
      address: /signup
      title: Sign-ups
`;

const PAGE_KEYS = ['title', 'sidebarTitle', 'description', 'icon', 'tag', 'hidden', 'mode', 'url', 'api', 'deprecated', 'noindex', 'iconType', 'og:title', 'keywords', 'Custom Key', 'version', 'public'];

/** A page file's text: frontmatter of random keys and values (at times none, or broken), then some MDX (with an import when `imports`). */
function pageText(specs, snippets, imports = snippets.length > 0 && chance(0.15) ? 'random' : false) {
  const lines = [];
  const keys = new Set();
  if (chance(0.7)) {
    lines.push(`title: ${yamlValue()}`);
    keys.add('title');
  }
  for (let i = upTo(3); i > 0; i--) {
    const key = pick(PAGE_KEYS);
    if (keys.has(key) && !(brokenYaml && chance(0.3))) continue; // a duplicate key, in a broken site (js-yaml 3 refuses it)
    keys.add(key);
    const value = key === 'hidden' || key === 'deprecated' || key === 'noindex' ? pick(['true', 'false', '"true"', 'yes']) : key === 'keywords' ? pick(['[a, b]', '\n  - x']) : yamlValue();
    lines.push(`${/[^\w]/.test(key) && chance(0.5) ? JSON.stringify(key) : key}: ${value}`);
  }
  if (chance(0.3)) lines.push(`openapi: ${openapiFrontmatter(specs)}`);
  if (chance(0.08)) lines.push(`asyncapi: ${pick(['chat', 'events.yaml chat', '/events.yaml tradeStream', 'tradeStream', 'userSignedUp', 'nowhere', 'other.yaml chat', '"  chat  "'])}`);
  const body = [];
  const line = `import Snip from '${snippets.length ? pick(snippets) : 'react'}'`;
  // Where the import stands: at the top (a second file for a page always: read last by rule);
  // else at times after a heading, going on with a paragraph, or in a component (where the
  // reference's MDX parser finds none).
  const where = imports === true ? 'top' : imports ? pick(['top', 'top', 'blank', 'heading', 'paragraph', 'component']) : 'none';
  if (where === 'top') body.push(line, '');
  body.push(pick(['# Heading', 'Some text.', '<Note>Hi</Note>', '```js\nimport x from "/snippets/y.mdx"\n```']));
  if (where === 'blank') body.push('', line);
  else if (where === 'heading') body.push('## More', line);
  else if (where === 'paragraph') body.push('More text', line);
  else if (where === 'component') body.push('<Note>', line, '</Note>');
  const r = rnd();
  let text;
  if (r < 0.08) text = body.join('\n'); // no frontmatter
  else if (r < 0.12) text = `---\n---\n${body.join('\n')}`;
  else if (r < 0.15) text = `---\n${lines.join('\n')}\n${body.join('\n')}`; // never closed
  else if (r < 0.18) text = `\n---\n${lines.join('\n')}\n---\n${body.join('\n')}`; // a blank line first
  else if (r < 0.2) text = `---  \n${lines.join('\n')}\n---\n${body.join('\n')}`;
  else if (r < 0.22) text = `---\n${lines.join('\n')}\n...\n${body.join('\n')}`;
  else text = `---\n${lines.join('\n')}\n---\n\n${body.join('\n')}\n`;
  if (chance(0.06)) text = text.replace(/\n/g, '\r\n');
  if (chance(0.04)) text = `\ufeff${text}`;
  return text;
}

/** The page paths a navigation names (pages and group roots), as written. */
function listedPages(node, found = []) {
  if (Array.isArray(node)) node.forEach((n) => (typeof n === 'string' ? found.push(n) : listedPages(n, found)));
  else if (node && typeof node === 'object') {
    if (typeof node.root === 'string') found.push(node.root);
    for (const [k, v] of Object.entries(node)) if (k !== 'root' && typeof v === 'object') listedPages(v, found);
  }
  return found;
}

/** Page files for most pages `navigation` lists (at the path as written or as the reference reads it), and a few it does not. */
function pageFiles(navigation, files, texts, specs) {
  const snippets = [];
  if (chance(0.5)) {
    texts.set('snippets/note.mdx', `---\ntitle: Snippet\n---\nA snippet.\n`);
    snippets.push('/snippets/note.mdx');
  }
  if (chance(0.3)) {
    // A page-like file that a page imports: a snippet, not a page.
    texts.set('shared/part.mdx', `---\ntitle: Imported part\n---\nPart.\n`);
    snippets.push(pick(['/shared/part.mdx', '../shared/part.mdx']));
  }
  const paths = [...listedPages(navigation), ...Array.from({ length: upTo(3) }, pagePath)];
  for (const [f, v] of files) if (!f.endsWith('.json') || !Array.isArray(v)) listedPages(v, paths);
  const written = new Set();
  for (const listed of paths) {
    if (/\s/.test(listed) || /^[a-z]+:/.test(listed) || chance(0.25)) continue;
    let p = listed.replace(/#.*$/, '').replace(/^\.?\/+/, '').replace(/\/+$/, '').replace(/\.mdx$/, '');
    if (!p) continue;
    if (chance(0.05)) p = `${p}/index`;
    if (chance(0.05)) p = p.toUpperCase();
    // One file a page (a path listed twice gets none more), or two: a second one with imports,
    // which the reference reads after the first. (Of two files without imports, which it reads
    // last is the file system's order: nothing to compare.)
    if (written.has(p.toLowerCase())) continue;
    written.add(p.toLowerCase());
    const ext = chance(0.12) ? '.md' : '.mdx';
    const second = chance(0.04);
    texts.set(`${p}${ext}`, pageText(specs, snippets, second ? false : undefined));
    if (second) texts.set(`${p}${ext === '.md' ? '.mdx' : '.md'}`, pageText(specs, snippets, true));
  }
}

// ---------------------------------------------------------------- run

let refused = 0;
const acceptedByUs = [];
/** Sites the reference builds that `docs-nav check` refuses (it must exit 0 on them). */
const refusedByUs = [];
for (let k = 0; k < count; k++) {
  const dir = path.join(out, 'sites', `${kind}-${k}`);
  fs.mkdirSync(path.join(dir, 'specs'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'parts'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'overlays'), { recursive: true });
  const files = new Map();
  /** Files written as they are (page files). */
  const texts = new Map();
  let navigation;
  /** Pages only: the specs, when the navigation is an OpenAPI one (its generated pages may get files too). */
  let apiSpecs;
  if (kind === 'pages') {
    brokenYaml = chance(0.2);
    const specs = { 'openapi.json': spec(1), 'specs/b.yaml': spec(2) };
    for (const [f, doc] of Object.entries(specs)) files.set(f, doc);
    if (chance(0.25)) apiSpecs = specs;
    navigation = apiSpecs ? apiContent({}, 0, new Set(), specs, undefined) : content({}, 0, new Set(), files);
    if (chance(0.15)) navigation.global = randomGlobal(0, rnd);
    // An AsyncAPI document for `asyncapi:` frontmatter, at times.
    if (chance(0.4)) texts.set('events.yaml', ASYNCAPI_DOC);
    pageFiles(navigation, files, texts, specs);
  } else if (kind === 'openapi' || kind === 'overlays') {
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
  for (const [f, text] of texts) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), text);
  }
  const golden = path.join(out, 'golden', `${kind}-${k}`);
  const build = () => spawnSync(process.execPath, [path.join(oracle, 'golden.mjs'), dir, golden], { cwd: oracle, encoding: 'utf8' });
  let r = build();
  if (r.status === 0 && apiSpecs && chance(0.7)) {
    // Page files at the paths of some pages the specs generate (the reference lets such a file
    // replace the page, keeping the titles its frontmatter does not give), then built again.
    const generated = [];
    (function walk(n) {
      if (Array.isArray(n)) return n.forEach(walk);
      if (!n || typeof n !== 'object') return;
      if (typeof n.href === 'string' && typeof n.openapi === 'string') generated.push(n.href.slice(1));
      for (const v of Object.values(n)) walk(v);
    })(JSON.parse(fs.readFileSync(path.join(golden, 'nav.json'), 'utf8')));
    for (let i = Math.min(3, generated.length); i > 0; i--) {
      const file = path.join(dir, `${pick(generated)}.mdx`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, pageText(apiSpecs, []));
    }
    r = build();
  }
  if (r.status === 0) {
    // A site the reference builds: `docs-nav check` must accept it (exit 0).
    const ours = spawnSync(process.execPath, [path.join(root, 'bin/docs-nav.js'), 'check', path.join(dir, 'docs.json')], { encoding: 'utf8' });
    if (ours.status !== 0) {
      refusedByUs.push(`${kind}-${k}`);
      console.log(`REFUSED ${kind}-${k}: the reference builds it; docs-nav check exits ${ours.status}: ${ours.stdout.split('\n').find((l) => l.startsWith('error ')) ?? ours.stderr.trim()}`);
    }
  } else {
    // A site the reference refuses: `docs-nav check` must refuse it too (exit 1).
    const why = `${r.stderr}`.split('\n').find((line) => /^\w*Error: /.test(line)) ?? `exit ${r.status}`;
    const ours = spawnSync(process.execPath, [path.join(root, 'bin/docs-nav.js'), 'check', path.join(dir, 'docs.json')], { encoding: 'utf8' });
    refused++;
    if (ours.status !== 1) {
      acceptedByUs.push(`${kind}-${k}`);
      console.log(`ACCEPTED ${kind}-${k}: the reference refuses it (${why}); docs-nav check exits ${ours.status}`);
    }
    if (args.includes('--keep-refused') || ours.status !== 1) {
      fs.mkdirSync(path.join(out, 'refused'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'refused.txt'), `${r.stderr}${r.stdout}\n--- docs-nav check:\n${ours.stdout}${ours.stderr}`);
      fs.renameSync(dir, path.join(out, 'refused', `${kind}-${k}`));
    }
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(golden, { recursive: true, force: true });
  }
}
console.error(`corpus: ${out}`);
console.log(`refused by the reference: ${refused}, of which docs-nav check accepts ${acceptedByUs.length}${acceptedByUs.length ? ` (kept in ${path.join(out, 'refused')})` : ''}`);
console.log(`built by the reference and refused by docs-nav check: ${refusedByUs.length}${refusedByUs.length ? ` (${refusedByUs.join(', ')})` : ''}`);
if (acceptedByUs.length || refusedByUs.length) process.exitCode = 1;
try {
  process.stdout.write(execFileSync(process.execPath, [path.join(root, '../shared/conformance/check.mjs'), '--corpus', out], { cwd: root, encoding: 'utf8' }));
} catch (e) {
  // check.mjs exits 1 when a site differs: its report is the answer.
  process.stdout.write(e.stdout ?? String(e));
  process.exitCode = 1;
}
