#!/usr/bin/env node
/**
 * Differential fuzzing of the scoper against the reference's own functions: random resolved
 * navigations (tabs, anchors, dropdowns, products, versions, languages nested in any order,
 * menus, hidden divisions and pages, defaults, globals, trailing slashes, index pages), and for
 * every page and some paths that are not pages: the version, the language, where each switcher
 * option leads, the division lists with their active items and hrefs, and the sidebar, compared
 * with @mintlify/common's getScopedNavForPath and filterDivisions. Deeper than the golden files
 * (which hold only version, language, targets and breadcrumbs) and much faster (no build).
 *
 *   npm run build && node scripts/fuzz-scope.mjs --oracle DIR [--seed 1] [--count 200] [--wild] [--meta] [--show 3] [--navs DIR] [--dump DIR]
 *
 * DIR is an installed copy of ../shared/conformance/oracle (a measuring instrument, never a
 * dependency). --wild also makes odd shapes (several kinds of content on one level, empty lists)
 * and odd paths (trailing slashes, no leading slash, locale prefixes). --navs DIR compares, instead
 * of random ones, the resolved navigations DIR/NAME/nav.json (the golden files of a corpus, real
 * sites as the reference built them), at every page and the same odd paths. --meta gives some
 * pages what their frontmatter may give them: `hidden: yes` (a string), a title that is a number
 * or a list, a `version` or `language` of their own (a number too).
 * --dump DIR writes each random navigation that differs to DIR/nav-K.json, whole.
 */
import fs from 'node:fs';
import path from 'node:path';
import { canonicalPath, createScoper } from '../dist/core/scope.js';
import { randomGlobal } from './fuzz-globals.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const oracle = opt('--oracle');
if (!oracle) {
  console.error('usage: node scripts/fuzz-scope.mjs --oracle DIR [--seed N] [--count N] [--wild] [--meta] [--show N] [--navs DIR] [--dump DIR]');
  process.exit(2);
}
const { getScopedNavForPath, filterDivisions } = await import(path.resolve(oracle, 'node_modules/@mintlify/common/dist/index.js'));
let seed = Number(opt('--seed', '1'));
const count = Number(opt('--count', '200'));
const WILD = args.includes('--wild');
const META = args.includes('--meta');
const SHOW = Number(opt('--show', '3'));

/** The hrefs of the pages (those golden.mjs takes: a string title; `anyTitle`: every page object), with their counts. */
function refPaths(nav, anyTitle = false) {
  const hrefs = new Map();
  (function walk(node) {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    if (typeof node.href === 'string' && (typeof node.title === 'string' || (anyTitle && 'title' in node)) && !('group' in node)) hrefs.set(node.href, (hrefs.get(node.href) ?? 0) + 1);
    for (const [k, v] of Object.entries(node)) if (k !== 'global') walk(v);
  })(nav);
  return hrefs;
}
function containsPath(node, p) {
  let found = false;
  (function walk(n) {
    if (found) return;
    if (Array.isArray(n)) return n.forEach(walk);
    if (!n || typeof n !== 'object') return;
    if (typeof n.href === 'string' && typeof n.title === 'string' && canonicalPath(n.href) === canonicalPath(p)) { found = true; return; }
    for (const v of Object.values(n)) walk(v);
  })(node);
  return found;
}
function productOf(nav, p) {
  const names = new Set();
  (function walk(n) {
    if (Array.isArray(n)) return n.forEach(walk);
    if (!n || typeof n !== 'object') return;
    if (Array.isArray(n.products)) for (const pr of n.products) if (pr && typeof pr === 'object' && containsPath(pr, p)) names.add(typeof pr.product === 'string' ? pr.product : undefined);
    for (const v of Object.values(n)) walk(v);
  })(nav);
  return { cur: names.size === 1 && typeof [...names][0] === 'string' ? [...names][0] : undefined, amb: names.size > 1 };
}
const strip = (h) => { let s = h; while (s.endsWith('/index')) s = s.slice(0, -6); return s; };
const norm = (h) => canonicalPath(strip(h));
const proj = (list) => JSON.stringify(list, (k, v) => (k === 'href' && typeof v === 'string' ? norm(v) : v));

function compareNav(nav, paths, { divisions = true, label = '' } = {}) {
  // Every page, a title of any type: golden.mjs leaves out (and maps targets away from) pages whose
  // title is no string, but the reference's targets lead there as to any page.
  const hrefs = refPaths(nav, true);
  const unindex = (h) => (hrefs.has(h) ? h : hrefs.has(h + '/index') ? h + '/index' : h === '' && hrefs.has('/index') ? '/index' : h);
  const sc = createScoper(nav);
  const problems = [];
  let ok = 0;
  for (const p of paths) {
    const bad = [];
    let s;
    try { s = getScopedNavForPath({ decoratedNav: structuredClone(nav), currentPath: p }); } catch (e) { continue; }
    let mine, view;
    try { mine = sc.scope(p); view = sc.view(p); } catch (e) { problems.push(`${label}${p}: THROW ${e.stack.split('\n').slice(0, 3).join(' ')}`); continue; }
    // scope() gives the value as it is (a page's own `version: 2` is a number), the view as text.
    const asText = (v) => (v === undefined || v === null ? null : String(v));
    for (const [dim, ref] of [['version', s.currentVersion], ['language', s.currentLanguage]]) {
      if (asText(ref) !== (view[dim] ?? null)) bad.push(`${dim} ref=${JSON.stringify(ref)} view=${JSON.stringify(view[dim])}`);
      if (dim in mine && (ref ?? null) !== mine[dim]) bad.push(`${dim} ref=${JSON.stringify(ref)} scope=${JSON.stringify(mine[dim])}`);
    }
    for (const [name, m, mm] of [['V', s.firstHrefInVersion, mine.versionTargets ?? {}], ['L', s.firstHrefInLanguage, mine.languageTargets ?? {}]]) {
      const refKeys = [...m.keys()].map(String).sort().join('|');
      const myKeys = Object.keys(mm).sort().join('|');
      if (refKeys !== myKeys) bad.push(`${name} keys ref=${refKeys} mine=${myKeys}`);
      for (const [k, v] of m) {
        const u = unindex(v.href);
        if (!hrefs.has(u)) continue;
        if (mm[String(k)] !== u) bad.push(`${name}[${k}] ref=${u} (lvl ${v.matchLevel}) mine=${mm[String(k)]}`);
      }
    }
    if (divisions) {
      const { cur, amb } = productOf(nav, p);
      const clone = structuredClone(nav);
      const base = { currentPath: p, decoratedNav: clone, userGroups: new Set(), currentProduct: cur, cache: { dropdownCache: new Map() } };
      filterDivisions({ ...base, currentVersion: undefined, currentLanguage: undefined, shouldUseDivisionMatch: false });
      const f = filterDivisions({ ...base, currentVersion: s.currentVersion, currentLanguage: s.currentLanguage, shouldUseDivisionMatch: true, cache: { dropdownCache: new Map() } });
      for (const key of ['tabs', 'anchors', 'versions', 'languages', 'dropdowns', 'products']) {
        const refList = [...f[key].filter((i) => !i.isGlobal), ...f[key].filter((i) => i.isGlobal)].map((i) => `${i.name}${i.isActive ? '*' : ''}${i.isGlobal ? 'G' : ''}` + (key === 'versions' || key === 'languages' ? '' : '@' + (i.isGlobal ? i.href : norm(i.href || '/'))) + (i.menu ? '[' + i.menu.map((m) => m.name + '@' + (/^https?:/.test(m.href) ? m.href : norm(m.href || '/'))).join(',') + ']' : '')).join(' ');
        const lv = view.levels.filter((l) => l.key === key).reverse();
        const myItems = lv.flatMap((l) => l.options);
        myItems.push(...view[key].filter((o) => o.isGlobal));
        const myList = myItems.map((o) => `${o.node.name ?? o.label}${o.active ? '*' : ''}${o.isGlobal ? 'G' : ''}` + (key === 'versions' || key === 'languages' ? '' : '@' + (o.isGlobal ? o.href : o.external ? o.href : norm(o.href))) + (o.menu ? '[' + o.menu.map((m) => (m.node.name ?? m.label) + '@' + (m.external ? m.href : norm(m.href))).join(',') + ']' : '')).join(' ');
        const refNorm = refList.replace(/@(https?:[^ \[\],]*)/g, '@$1');
        if (refNorm !== myList) bad.push(`${key}: ref=${refList.slice(0, 300)} mine=${myList.slice(0, 300)}`);
      }
      if (proj(f.groupsOrPages) !== proj(view.sidebar)) bad.push(`sidebar differs: ref=${proj(f.groupsOrPages).slice(0, 200)} mine=${proj(view.sidebar).slice(0, 200)}`);
    }
    if (bad.length) problems.push(`${label}${p}: ${bad.join(' ; ')}`);
    else ok++;
  }
  return { ok, total: paths.length, problems };
}


const rnd = () => { seed = (seed + 0x6D2B79F5) | 0; let t = seed; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
const pick = (a) => a[Math.floor(rnd() * a.length)];
const chance = (p) => rnd() < p;

const SEG1 = ['v1', 'v2', 'fr', 'es', 'docs', 'guides', 'api', 'ua', 'zh'];
const SEG2 = ['intro', 'setup', 'index', 'auth', 'quickstart', 'overview'];
const SEG3 = ['index', 'a', 'b'];
function href() {
  const r = rnd();
  if (r < 0.05) return '/index';
  if (r < 0.3) return '/' + pick(SEG2);
  if (r < 0.8) return '/' + pick(SEG1) + '/' + pick(SEG2) + (WILD && rnd() < 0.3 ? '/' : '');
  return '/' + pick(SEG1) + '/' + pick(SEG2) + '/' + pick(SEG3) + (WILD && rnd() < 0.3 ? '/' : '');
}
/** A page; with --meta, at times with what frontmatter may give it: a hidden, title, version or language of any YAML type. */
const page = () => {
  const p = { title: 'T', href: href() };
  if (chance(0.07)) p.hidden = true;
  if (META) {
    if (chance(0.06)) p.hidden = pick(['yes', 'true', 1, 0, false, '', 'no']);
    if (chance(0.05)) p.title = pick([2024, ['a', 'b'], null, true, 1.5]);
    if (chance(0.06)) p.version = pick(['v1', 'v2', 'v3', 2, 'other', '']);
    if (chance(0.06)) p.language = pick(['en', 'fr', 'es', 'xx', 1, '']);
  }
  return p;
};
function group(depth) {
  const g = { group: pick(['Start', 'Guides', 'API', 'More', 'Start ']) };
  const n = 1 + Math.floor(rnd() * 3);
  g.pages = [];
  for (let i = 0; i < n; i++) g.pages.push(depth < 2 && chance(0.2) ? group(depth + 1) : page());
  if (chance(0.1)) g.root = page();
  if (chance(0.08)) g.hidden = true;
  return g;
}
const KINDS = [['tabs', 'tab'], ['anchors', 'anchor'], ['dropdowns', 'dropdown'], ['products', 'product'], ['versions', 'version'], ['languages', 'language']];
function content(node, depth, used) {
  const r = rnd();
  const avail = WILD && chance(0.3) ? KINDS : KINDS.filter(([k]) => !used.has(k));
  if (depth >= 3 || r < 0.35 || !avail.length) {
    if (chance(0.7)) { node.groups = []; const n = 1 + Math.floor(rnd() * 3); for (let i = 0; i < n; i++) node.groups.push(group(0)); }
    else { node.pages = []; const n = 1 + Math.floor(rnd() * 3); for (let i = 0; i < n; i++) node.pages.push(chance(0.2) ? group(1) : page()); }
    if (WILD && chance(0.1)) node.pages = chance(0.5) ? [] : [page()];
    if (WILD && chance(0.05)) node.groups = [];
    return node;
  }
  if (WILD && chance(0.15)) { node.groups = [group(0)]; }
  if (WILD && chance(0.1)) { node.pages = [page()]; }
  const [key, label] = pick(avail);
  const n = 1 + Math.floor(rnd() * 3);
  const arr = [];
  const labels = { tab: ['A', 'B', 'C'], anchor: ['X', 'Y'], dropdown: ['D1', 'D2'], product: ['P1', 'P2'], version: ['v1', 'v2', 'v3'], language: ['en', 'fr', 'es', 'ua'] }[label];
  for (let i = 0; i < n; i++) {
    const d = { [label]: chance(0.85) ? labels[i % labels.length] : pick(labels) };
    if (chance(0.1) && (label === 'tab' || label === 'anchor' || label === 'dropdown' || label === 'product')) { d.href = 'https://example.com/' + i; arr.push(d); continue; }
    if ((label === 'version' || label === 'language') && chance(0.3)) d.default = true;
    if (chance(0.08)) d.hidden = true;
    const u = new Set(used); u.add(key);
    if ((label === 'tab' || label === 'product') && chance(0.3)) {
      d.menu = [];
      const m = 1 + Math.floor(rnd() * 2);
      for (let j = 0; j < m; j++) { const it = { item: 'I' + j }; if (chance(0.1)) it.hidden = true; d.menu.push(content(it, 3, u)); }
    } else content(d, depth + 1, u);
    if (label === 'language' ? chance(0.2) : chance(0.05)) d.global = randomGlobal(i, rnd);
    arr.push(d);
  }
  node[key] = arr;
  return node;
}
let bad = 0, pathsTotal = 0;
const t0 = Date.now();
const navsDir = opt('--navs');
if (navsDir) {
  const names = fs.readdirSync(navsDir).filter((n) => fs.existsSync(path.join(navsDir, n, 'nav.json')));
  for (const name of names) {
    const nav = JSON.parse(fs.readFileSync(path.join(navsDir, name, 'nav.json'), 'utf8'));
    const hrefs = [...refPaths(nav).keys()];
    const paths = [...hrefs, '/', '/nope'];
    if (WILD) for (const h of hrefs.slice(0, 5)) paths.push(h + '/', h.slice(1), h.replace(/\/index$/, ''));
    const r = compareNav(nav, paths, { label: `${name} ` });
    pathsTotal += r.total;
    if (r.problems.length) {
      bad++;
      if (bad <= SHOW) for (const p of r.problems.slice(0, 4)) console.log('   ' + p.slice(0, 700));
    }
  }
  console.log(`${names.length - bad}/${names.length} navigations identical (${pathsTotal} paths, ${Date.now() - t0}ms)`);
  process.exit(bad ? 1 : 0);
}
for (let k = 0; k < count; k++) {
  const s0 = seed;
  const nav = content({}, 0, new Set());
  if (chance(0.2)) nav.global = chance(0.5) ? { anchors: [{ anchor: 'Blog', href: 'https://blog.example' }] } : randomGlobal(0, rnd);
  const hrefs = [...refPaths(nav).keys()];
  const paths = [...hrefs, '/', '/nope', '/v1/nope', '/fr/intro/x', '/v2/index', '/guides', '/v1/intro/index'];
  if (WILD) for (const h of hrefs.slice(0, 5)) paths.push(h + '/', h.slice(1), h.replace(/\/index$/, ''), '/fr' + h, '/v1' + h);
  const r = compareNav(nav, paths, { label: `#${k}(seed ${s0}) ` });
  pathsTotal += r.total;
  if (r.problems.length) {
    bad++;
    if (opt('--dump')) {
      fs.mkdirSync(opt('--dump'), { recursive: true });
      fs.writeFileSync(path.join(opt('--dump'), `nav-${k}.json`), JSON.stringify(nav, null, 1));
    }
    if (bad <= SHOW) {
      console.log(`nav #${k} seed ${s0}:`, JSON.stringify(nav).slice(0, 600));
      for (const p of r.problems.slice(0, 4)) console.log('   ' + p.slice(0, 700));
    }
  }
}
console.log(`${count - bad}/${count} navs identical (${pathsTotal} paths, ${Date.now() - t0}ms)`);
if (bad) process.exitCode = 1;
