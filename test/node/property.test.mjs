// Property tests of the resolver and the scoper (fast-check).
//
// 1. Generated sites whose outcome is known. A valid navigation (tabs, anchors, versions...,
//    groups nested in groups, pages) is generated together with hostile additions whose effect
//    is known: junk entries in any list, fields of the wrong type, $ref files (present and
//    missing, with a hole's worth of entries after them), `__proto__` keys, values nested past
//    the depth limit, unsafe and off-site links, OpenAPI specs with junk values, a YAML alias
//    bomb or no file at all. The properties: every page the reference keeps (a division whose
//    content has a wrong value keeps none of it, as the reference repairs it) appears in the
//    output, once per listing, with its href and its title; the diagnostics are exactly the
//    expected ones, each at the place of the offending value, errors for what the reference
//    refuses and warnings for what it repairs; no href of the output or of any view is
//    unsafe, and every view option that leaves the site is marked external; every group is named
//    by text; every page scopes; nothing pollutes Object.prototype; the same input resolves the
//    same way; resolved as the elements' store does (pages made when read), the same JSON,
//    diagnostics and scoping.
// 2. The conformance sites, mutated at random (outcome unknown): resolving never throws, every
//    diagnostic names a place that exists in the input, and pages made when read change nothing.
// 3. Pages made when read (PathPage): <docs-nav>'s test of the current page, which reads their
//    paths, says what the same test says of their plain objects.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { ConfigError, PathPage, createScoper, resolveConfig, resolveDocs } from '../../dist/core/index.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 600);
const here = path.dirname(fileURLToPath(import.meta.url));
const sitesDir = path.resolve(here, '../../../shared/conformance/sites');

// --- the format, as the generator needs it -----------------------------------------------------
/** Division arrays and the label key of their entries. */
const LABEL = { tabs: 'tab', anchors: 'anchor', dropdowns: 'dropdown', products: 'product', versions: 'version', languages: 'language', menu: 'item' };
/** The division arrays each kind may hold (besides groups and pages), as the reference allows them. */
const HOLDS = {
  navigation: ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors'],
  tab: ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'menu'],
  anchor: ['languages', 'versions', 'dropdowns', 'tabs', 'products'],
  dropdown: ['languages', 'versions', 'tabs', 'anchors', 'products'],
  product: ['languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'menu'],
  version: ['languages', 'tabs', 'dropdowns', 'anchors', 'products'],
  language: ['versions', 'tabs', 'dropdowns', 'anchors', 'products'],
  item: ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'tabs'],
};
const LANGUAGES = ['en', 'fr', 'es', 'de', 'ja'];
/** The limit of nesting (json-limits.ts): what is deeper is cut. */
const MAX_DEPTH = 2048;
const UNSAFE = /^(?:javascript|vbscript|data):/i;
const unsafe = (href) => UNSAFE.test(href.replace(/[\u0000-\u0020]/g, ''));
const leavesSite = (href) => /^[a-z][a-z0-9+.-]*:|^[\\/]{2}/i.test(href.replace(/^[\u0000-\u0020]+/, ''));
/** The reference's title of a page path: its last segment, dashes and underscores as spaces, the first letter upper-cased. */
const titleOf = (p) => {
  const last = p.slice(p.lastIndexOf('/') + 1).replace(/[-_]/g, ' ');
  return last.charAt(0).toUpperCase() + last.slice(1);
};
/** `['navigation', 'tabs', 2]` -> `navigation.tabs[2]`, as diagnostics name places. */
const formatPath = (segs) => segs.map((s, i) => (typeof s === 'number' ? `[${s}]` : /^[A-Za-z_$][\w$-]*$/.test(s) ? (i ? `.${s}` : s) : `[${JSON.stringify(s)}]`)).join('');

// --- specs named by generated tabs ---------------------------------------------------------------
const JUNK_SPEC = JSON.stringify({
  openapi: '3.0.0',
  info: { title: 't', version: '1' },
  tags: [{ name: 'num', 'x-group': 5 }, { name: 'obj', 'x-group': { a: 1 } }, { name: 'ok', 'x-group': 'Fine' }],
  paths: {
    '/a': { get: { tags: ['num'], summary: 'A', description: { html: '<b>x</b>' } } },
    '/b': { get: { tags: ['obj'], summary: 'B', 'x-mint': { metadata: { title: 7, mode: 'wide' } } } },
    '/c': { get: { tags: ['ok'], summary: 'C' } },
  },
});
/** The warnings the junk spec gets, at the `openapi` of the tab naming it. */
const JUNK_SPEC_WARNINGS = 4;
const BOMB_SPEC = [
  'openapi: 3.0.0',
  'info: {title: t, version: "1"}',
  'x-a: &a [l, l, l, l, l, l, l, l, l, l]',
  ...['ab', 'bc', 'cd', 'de', 'ef', 'fg'].map(([x, y]) => `x-${y}: &${y} [*${x}, *${x}, *${x}, *${x}, *${x}, *${x}, *${x}, *${x}, *${x}, *${x}]`),
  'paths: {/a: {get: {summary: A, x-mint: {metadata: {bomb: *g}}}}}',
].join('\n');

// --- the generator -------------------------------------------------------------------------------
const segment = fc.stringMatching(/^[a-z][a-z0-9_-]{0,5}$/).filter((s) => !/[-_]$/.test(s));
const pagePath = fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => s.join('/'));
const label = fc.string({ minLength: 1, maxLength: 8 });
/** How an entry is written: in place, in a $ref file, or as a $ref to a file that does not exist. */
const via = fc.constantFrom('inline', 'inline', 'inline', 'inline', 'ref', 'missing');
/** Extras of a node: a field of the wrong type, a value nested past the limit, an own `__proto__` key. */
const extras = (badFields) =>
  fc.record({
    bad: fc.option(fc.constantFrom(...badFields), { nil: undefined, freq: 5 }),
    deep: fc.nat(24).map((n) => n === 0),
    proto: fc.nat(5).map((n) => n === 0),
    hidden: fc.option(fc.boolean(), { nil: undefined, freq: 3 }),
  });
const PAGE_JUNK = [42, null, true, '', { title: 'no href' }, [], { group: '' }, { group: 7, pages: ['x'] }];
const DIVISION_JUNK = [null, 42, 'a string', {}, []];

const tree = fc.letrec((tie) => ({
  entry: fc.oneof(
    { maxDepth: 5, depthIdentifier: 'tree' },
    { weight: 6, arbitrary: pagePath.map((p) => ({ t: 'page', path: p })) },
    { weight: 1, arbitrary: fc.constantFrom(...PAGE_JUNK).map((value) => ({ t: 'junk', value })) },
    { weight: 2, arbitrary: tie('group') },
  ),
  group: fc.record({
    t: fc.constant('group'),
    label,
    entries: fc.array(tie('entry'), { maxLength: 4, depthIdentifier: 'tree' }),
    via,
    extras: extras([['expanded', 'yes'], ['icon', 5], ['hidden', 'no'], ['tag', 5]]),
  }),
  division: fc.record({
    t: fc.constant('division'),
    label,
    content: fc.oneof(
      { weight: 3, arbitrary: fc.record({ key: fc.constant('groups'), items: fc.array(tie('group'), { minLength: 1, maxLength: 3, depthIdentifier: 'tree' }) }) },
      { weight: 2, arbitrary: fc.record({ key: fc.constant('pages'), items: fc.array(tie('entry'), { minLength: 1, maxLength: 4, depthIdentifier: 'tree' }) }) },
      { weight: 2, arbitrary: fc.record({ key: fc.constant('divisions'), items: fc.array(tie('item'), { minLength: 1, maxLength: 3, depthIdentifier: 'tree' }), which: fc.nat() }) },
    ),
    spec: fc.option(fc.constantFrom('junk', 'bomb', 'missing'), { nil: undefined, freq: 6 }),
    via,
    extras: extras([['icon', 5], ['default', 'yes'], ['hidden', 'no']]),
  }),
  item: fc.oneof(
    { maxDepth: 4, depthIdentifier: 'tree' },
    { weight: 1, arbitrary: fc.constantFrom(...DIVISION_JUNK).map((value) => ({ t: 'junk', value })) },
    { weight: 6, arbitrary: tie('division') },
    { weight: 1, arbitrary: fc.constantFrom('javascript:alert(1)', ' JaVaScRiPt:x', 'data:text/html,<script>x</script>', 'vbscript:x').map((href) => ({ t: 'link', href, label: 'Unsafe' })) },
    { weight: 1, arbitrary: fc.constantFrom('https://example.com/x', '//example.org/y', '/\\example.net', 'mailto:a@b.c', '/local/page').map((href) => ({ t: 'link', href, label: 'Link' })) },
  ),
}));

const site = fc.record({
  key: fc.constantFrom('groups', 'pages', ...HOLDS.navigation),
  items: fc.array(tree.item, { minLength: 1, maxLength: 3 }),
  groups: fc.array(tree.group, { minLength: 1, maxLength: 3 }),
  pages: fc.array(tree.entry, { minLength: 1, maxLength: 5 }),
  global: fc.array(fc.constantFrom('https://status.example.com', '/changelog', 'javascript:void(0)'), { maxLength: 2 }),
});

/** Adds an own key (`__proto__` included) to an object. */
const own = (o, key, value) => Object.defineProperty(o, key, { value, writable: true, enumerable: true, configurable: true });

/*
 * What the reference makes of a config (README, "What it accepts"), as the model of the expected
 * outcome: a node is valid, "dirty" (a rule broken: an empty page path or label) or failed (a
 * value of the wrong type, an entry that is no page, group or division). A division whose content
 * is not valid through and through keeps no content (when its own fields are valid): what was
 * wrong in the content is then a warning, its pages are gone, and the division says so. What no
 * division drops reaches the navigation, which the reference then refuses: an error each.
 */
const VALID = 0;
const DIRTY = 1;
const FATAL = 2;
/** The fields each kind of division has: a wrong value in one of them fails the division; in another it is an unknown key, kept. */
const HAS_FIELD = {
  icon: new Set(['tab', 'anchor', 'dropdown', 'product', 'item']),
  default: new Set(['version', 'language']),
  hidden: new Set(['tab', 'anchor', 'dropdown', 'product', 'version', 'language', 'item']),
};
/** What a junk entry of `pages` is for the reference, and where docs-nav names it. */
const pageJunk = (value, segs) => {
  if (value === '') return { status: DIRTY, place: segs };
  if (value && typeof value === 'object' && !Array.isArray(value) && 'group' in value) return { status: value.group === '' ? DIRTY : FATAL, place: [...segs, 'group'] };
  return { status: FATAL, place: segs };
};

/**
 * The config and files of a generated site, with what resolving it must give: the hrefs and
 * titles of its pages, and its errors and warnings by place.
 */
function build(plan) {
  const files = {};
  const errors = [];
  const warnings = [];
  let fileCount = 0;
  const err = (segs) => errors.push(formatPath(segs));
  const warn = (segs) => warnings.push(formatPath(segs));

  /**
   * What a node comes to: how it fares, its problems not yet dropped by a division (errors if
   * none does), its pages, and what only a node still in the navigation gets (a spec's diagnostics).
   */
  const outcome = () => ({ status: VALID, pending: [], pages: [], later: { errors: [], warnings: [] } });
  const merge = (into, o) => {
    into.status = Math.max(into.status, o.status);
    into.pending.push(...o.pending);
    into.pages.push(...o.pages);
    into.later.errors.push(...o.later.errors);
    into.later.warnings.push(...o.later.warnings);
  };
  /** A division drops `o`: its problems are warnings, its pages and the rest are gone. */
  const drop = (o) => warnings.push(...o.pending);

  /** `value` written where `segs` is, as its plan says: in place, in a file, or as a missing file (a hole). */
  const place = (how, segs, write) => {
    if (how === 'missing') {
      err(segs);
      return { value: { $ref: `missing-${fileCount++}.json` }, o: outcome() };
    }
    const { value, o } = write();
    if (how !== 'ref') return { value, o };
    const name = `nav/file-${fileCount++}.json`;
    files[name] = JSON.stringify(value);
    return { value: { $ref: `/${name}` }, o };
  };
  /** Extras on a node of `kind`: a wrong field fails it when the kind has that field. */
  const addExtras = (obj, x, segs, o, kind) => {
    if (x.hidden !== undefined) obj.hidden = x.hidden;
    if (x.bad) {
      obj[x.bad[0]] = x.bad[1];
      if (kind === 'group' || HAS_FIELD[x.bad[0]].has(kind)) {
        o.status = FATAL;
        o.pending.push(formatPath([...segs, x.bad[0]]));
      }
    }
    if (x.proto) {
      own(obj, '__proto__', { polluted: 'yes' });
      warn([...segs, '__proto__']);
    }
    if (x.deep) {
      // Deeper than the limit wherever it is: cut where it reaches level 2,049.
      let deep = 'bottom';
      for (let i = 0; i < MAX_DEPTH + 60; i++) deep = [deep];
      obj['x-deep'] = deep;
      const level = 1 + segs.length + 1;
      err([...segs, 'x-deep', ...Array(MAX_DEPTH + 1 - level).fill(0)]);
    }
  };
  const list = (items, segs, each) => {
    const o = outcome();
    const value = items.map((it, i) => {
      const r = each(it, [...segs, i]);
      merge(o, r.o);
      return r.value;
    });
    return { value, o };
  };
  const entry = (e, segs) => {
    const o = outcome();
    if (e.t === 'page') {
      o.pages.push(e.path);
      return { value: e.path, o };
    }
    if (e.t === 'junk') {
      const { status, place: at } = pageJunk(e.value, segs);
      o.status = status;
      o.pending.push(formatPath(at));
      return { value: structuredClone(e.value), o };
    }
    return group(e, segs);
  };
  const group = (g, segs) =>
    place(g.via, segs, () => {
      const pages = list(g.entries, [...segs, 'pages'], entry);
      const obj = { group: g.label, pages: pages.value };
      const o = pages.o;
      addExtras(obj, g.extras, segs, o, 'group');
      return { value: obj, o };
    });
  const item = (d, segs, key) => {
    const kind = LABEL[key];
    const o = outcome();
    if (d.t === 'junk') {
      o.status = FATAL;
      o.pending.push(formatPath(segs));
      return { value: structuredClone(d.value), o };
    }
    const labelOf = (l) => (kind === 'language' ? LANGUAGES[l.length % LANGUAGES.length] : l);
    if (d.t === 'link') {
      if (unsafe(d.href)) warn([...segs, 'href']);
      return { value: { [kind]: labelOf(d.label), href: d.href }, o };
    }
    return place(d.via, segs, () => {
      const obj = { [kind]: labelOf(d.label) };
      const node = outcome();
      addExtras(obj, d.extras, segs, node, kind);
      const { content } = d;
      let inner;
      if (content.key === 'divisions') {
        const holds = HOLDS[kind];
        const sub = holds[content.which % holds.length];
        inner = list(content.items, [...segs, sub], (it, at) => item(it, at, sub));
        obj[sub] = inner.value;
      } else if (content.key === 'groups') {
        inner = list(content.items, [...segs, 'groups'], group);
        obj.groups = inner.value;
        if (d.spec && kind === 'tab') {
          // The tab's spec is read when the tab is in the navigation, with or without its groups.
          const name = `spec-${fileCount++}.${d.spec === 'bomb' ? 'yaml' : 'json'}`;
          if (d.spec === 'junk') {
            files[name] = JUNK_SPEC;
            for (let i = 0; i < JUNK_SPEC_WARNINGS; i++) node.later.warnings.push(formatPath([...segs, 'openapi']));
          } else {
            if (d.spec === 'bomb') files[name] = BOMB_SPEC;
            node.later.errors.push(formatPath([...segs, 'openapi']));
          }
          obj.openapi = name;
        }
      } else {
        inner = list(content.items, [...segs, 'pages'], entry);
        obj.pages = inner.value;
      }
      if (inner.o.status === VALID || node.status !== VALID) merge(node, { ...inner.o, status: VALID });
      else {
        // Its own fields are valid, its content is not: the reference keeps the division alone.
        drop(inner.o);
        warn(segs);
      }
      return { value: obj, o: node };
    });
  };

  const nav = {};
  const at = ['navigation'];
  let top;
  if (plan.key === 'groups') top = list(plan.groups, [...at, 'groups'], group);
  else if (plan.key === 'pages') top = list(plan.pages, [...at, 'pages'], entry);
  else top = list(plan.items, [...at, plan.key], (d, segs) => item(d, segs, plan.key));
  nav[plan.key] = top.value;
  if (plan.global.length) {
    nav.global = {
      anchors: plan.global.map((href, i) => {
        if (unsafe(href)) warn([...at, 'global', 'anchors', i, 'href']);
        return { anchor: `Global ${i}`, href };
      }),
    };
  }
  // Nothing above the navigation drops what is wrong in it: the reference refuses the config.
  errors.push(...top.o.pending, ...top.o.later.errors);
  warnings.push(...top.o.later.warnings);
  files['docs.json'] = JSON.stringify({ navigation: nav });
  return { files, pages: top.o.pages, errors, warnings };
}

/** A reader over the files of a generated site (docs.json at file:///site/). */
const readerOf = (files) => async (url) => {
  const name = url.replace('file:///site/', '');
  if (Object.hasOwn(files, name)) return files[name];
  throw new Error(`no such file: ${name}`);
};

// --- the properties ------------------------------------------------------------------------------
/** Every object and array of a value, each once (no recursion: a cut value may still be 2,048 deep). */
function* nodesOf(value) {
  const stack = [value];
  const seen = new Set();
  while (stack.length) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null || seen.has(v)) continue;
    seen.add(v);
    yield v;
    for (const x of Object.values(v)) stack.push(x);
  }
}
const sorted = (list) => [...list].sort();

async function checkGenerated(plan) {
  const { files, pages, errors, warnings } = build(plan);
  const read = readerOf(files);
  const resolved = await resolveDocs('file:///site/docs.json', { read });
  const { navigation, diagnostics } = resolved;
  const said = (level) => sorted(diagnostics.filter((d) => d.level === level).map((d) => d.path));
  const show = () => diagnostics.map((d) => `${d.level} ${d.path.slice(0, 200)}: ${d.message.slice(0, 200)}`).join('\n');

  // Diagnostics: exactly the expected ones, each at the place of the offending value.
  assert.deepEqual(said('error'), sorted(errors), `errors\n${show()}`);
  assert.deepEqual(said('warning'), sorted(warnings), `warnings\n${show()}`);

  // Every page: once per listing, with its href and title (the generated endpoint pages apart).
  const out = [];
  for (const node of nodesOf(navigation)) {
    if (Array.isArray(node) || 'group' in node || typeof node.title !== 'string' || typeof node.href !== 'string' || node.href.startsWith('/api-reference/')) continue;
    out.push(node);
  }
  // (nodesOf visits each object once: a page listed twice is two objects.)
  assert.deepEqual(sorted(out.map((p) => p.href)), sorted(pages.map((p) => `/${p}`)), 'every page, with its href');
  for (const p of out) assert.equal(p.title, titleOf(p.href.slice(1)), `title of ${p.href}`);

  // No unsafe href anywhere; every group named by text; no pollution.
  for (const node of nodesOf(navigation)) {
    if (typeof node.href === 'string') assert.ok(!unsafe(node.href), `unsafe href ${node.href}`);
    if (!Array.isArray(node) && 'group' in node) assert.equal(typeof node.group, 'string', `group named ${JSON.stringify(node.group)}`);
    assert.ok([Object.prototype, Array.prototype].includes(Object.getPrototypeOf(node)), 'a node with a prototype of its own');
  }
  assert.equal({}.polluted, undefined, 'Object.prototype polluted');

  // Scoping: every page is one, and every view's links are safe, the ones leaving the site marked.
  const scoper = createScoper(navigation);
  for (const href of new Set([...pages.map((p) => `/${p}`), '/', '/no/such/page'])) {
    if (href.startsWith('/') && pages.includes(href.slice(1))) assert.ok(scoper.isPage(href), `${href} is a page`);
    scoper.scope(href);
    const view = scoper.view(href);
    const options = [...view.levels.flatMap((l) => l.options), ...view.anchors, ...view.tabs, ...view.versions, ...view.languages, ...view.dropdowns, ...view.products, ...view.menu];
    for (const o of options) {
      assert.ok(!unsafe(o.href), `unsafe option href ${o.href}`);
      if (leavesSite(o.href)) assert.equal(o.external, true, `${o.href} leaves the site but is not marked external`);
    }
  }

  // The same input, the same output.
  const again = await resolveDocs('file:///site/docs.json', { read });
  // (As JSON: assert.deepEqual recurses too deep for a value 2,048 levels deep.)
  assert.equal(JSON.stringify(again.navigation), JSON.stringify(navigation), 'deterministic');
  assert.deepEqual(again.diagnostics, diagnostics, 'deterministic diagnostics');
  assertDecoratedAlike(resolved, await resolveDocs('file:///site/docs.json', { read, pages: notYet() }));
  assertLazyAlike(resolved, await resolveDocs('file:///site/docs.json', { read, lazyPages: true }));
  // What `docs-nav resolve` prints of it, read back as a precomputed navigation: decorated alike too.
  await assertPrecomputedAlike(navigation, read);
}

/**
 * A precomputed navigation (what `docs-nav resolve` prints: page objects, and page paths a hand
 * may have added) is decorated by the check's walk without a page index, and after it with one
 * still coming: the same either way.
 */
async function assertPrecomputedAlike(navigation, read) {
  // (Copies through JSON: structuredClone recurses too deep for a value 2,048 levels deep.)
  const copy = () => JSON.parse(JSON.stringify(navigation));
  const inWalk = await resolveConfig(copy(), 'file:///site/docs.json', { read });
  assertDecoratedAlike(inWalk, await resolveConfig(copy(), 'file:///site/docs.json', { read, pages: notYet() }));
  assertLazyAlike(inWalk, await resolveConfig(copy(), 'file:///site/docs.json', { read, lazyPages: true }), 0);
}

/**
 * The navigation the elements' store resolves (`lazyPages`: pages of bare paths made when read)
 * is the one made otherwise: the same JSON, the same diagnostics, the same pages, and scoped, the
 * same answers (versions, languages, switch targets, breadcrumbs, what each element shows) for
 * `count` of its pages (none: the navigation alone).
 */
function assertLazyAlike(eager, lazy, count = 60) {
  assert.equal(JSON.stringify(lazy.navigation), JSON.stringify(eager.navigation), 'pages made when read written out as those made at once');
  assert.deepEqual(lazy.diagnostics, eager.diagnostics, 'the same diagnostics with pages made when read');
  if (count === 0) return;
  const [a, b] = [createScoper(eager.navigation), createScoper(lazy.navigation)];
  assert.deepEqual(b.pages(), a.pages(), 'the same pages');
  // `count` pages, spread over the navigation (a view writes out its whole sidebar).
  const all = a.pages();
  const step = Math.max(1, Math.ceil(all.length / count));
  for (const href of [...all.filter((_, i) => i % step === 0), all.at(-1) ?? '/', '/', '/no/such/page']) {
    assert.equal(b.isPage(href), a.isPage(href), `${href}: a page or not alike`);
    assert.equal(JSON.stringify(b.scope(href)), JSON.stringify(a.scope(href)), `${href}: scoped alike`);
    assert.equal(JSON.stringify(b.view(href)), JSON.stringify(a.view(href)), `${href}: viewed alike`);
  }
}

/** A page index still being fetched when the navigation is checked, that turns out to be none. */
const notYet = () => new Promise((resolve) => setTimeout(resolve, 1));

/**
 * Without a page index the check's walk decorates the pages itself; with an index still coming
 * (here one that turns out to be none) decoration is a walk of its own after the check: the same
 * navigation (byte for byte) and the same diagnostics either way.
 */
function assertDecoratedAlike(inWalk, after) {
  assert.equal(JSON.stringify(inWalk.navigation), JSON.stringify(after.navigation), 'decorated in the walk as after it');
  assert.deepEqual(inWalk.diagnostics, after.diagnostics, 'the same diagnostics, decorated in the walk or after it');
}

/** The value at a diagnostic's place (`navigation.tabs[2].groups[0]`), or `missing`. */
function lookup(value, place) {
  const missing = Symbol('missing');
  let cur = value;
  for (const m of place.matchAll(/\.?([A-Za-z_$][\w$-]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g)) {
    const key = m[1] ?? (m[2] !== undefined ? Number(m[2]) : JSON.parse(m[3]));
    if (typeof cur !== 'object' || cur === null || !Object.hasOwn(cur, key)) return missing;
    cur = cur[key];
  }
  return cur;
}

describe('resolver properties', () => {
  it(`generated sites with hostile additions: pages, diagnostics, links, scoping (${RUNS} cases)`, async () => {
    await fc.assert(fc.asyncProperty(site, checkGenerated), { numRuns: RUNS, seed: Number(process.env.PROPERTY_SEED ?? 42) });
  });

  it('the conformance sites, mutated: never a throw, every diagnostic at a place of the input', async () => {
    const sites = fs.existsSync(sitesDir) ? fs.readdirSync(sitesDir) : [];
    assert.ok(sites.length > 0, `conformance sites at ${sitesDir}`);
    const configs = sites.map((s) => JSON.parse(fs.readFileSync(path.join(sitesDir, s, 'docs.json'), 'utf8')));
    const read = async (url) => {
      throw new Error(`no such file: ${url}`);
    };
    // A mutation: at a random place of the tree, replace a value by junk, delete a key, or duplicate an entry.
    const mutate = (value, choices) => {
      const spots = [];
      (function walk(v, parent, key) {
        if (parent) spots.push([parent, key]);
        if (v && typeof v === 'object') for (const k of Object.keys(v)) walk(v[k], v, Array.isArray(v) ? Number(k) : k);
      })(value, null, null);
      for (const [which, op, junkIndex] of choices) {
        const [parent, key] = spots[which % spots.length] ?? [];
        if (!parent) continue;
        if (op === 0) parent[key] = [null, 42, 'x', {}, [], { $ref: 'nope.json' }, { group: 7 }, 'javascript:x', { tab: 'T', href: '//evil.example' }][junkIndex % 9];
        else if (op === 1) Array.isArray(parent) ? parent.splice(key, 1) : delete parent[key];
        else if (Array.isArray(parent)) parent.push(structuredClone(parent[key]));
      }
      return value;
    };
    const arb = fc.tuple(fc.nat(configs.length - 1), fc.array(fc.tuple(fc.nat(), fc.nat(2), fc.nat()), { minLength: 1, maxLength: 6 }));
    await fc.assert(
      fc.asyncProperty(arb, async ([which, choices]) => {
        const input = mutate(structuredClone(configs[which]), choices);
        let resolved;
        try {
          resolved = await resolveConfig(input, 'file:///site/docs.json', { read });
        } catch (e) {
          assert.ok(e instanceof ConfigError, `only ConfigError may be thrown, got ${e}`);
          return;
        }
        assertDecoratedAlike(resolved, await resolveConfig(input, 'file:///site/docs.json', { read, pages: notYet() }));
        assertLazyAlike(resolved, await resolveConfig(input, 'file:///site/docs.json', { read, lazyPages: true }), 0);
        // The navigation of the site unmutated, precomputed, with the same mutations.
        const precomputed = (await resolveConfig(structuredClone(configs[which]), 'file:///site/docs.json', { read })).navigation;
        await assertPrecomputedAlike(mutate(structuredClone(precomputed), choices), read);
        for (const d of resolved.diagnostics) {
          if (d.message.startsWith('is missing')) continue;
          assert.notEqual(typeof lookup(input, d.path), 'symbol', `${d.level} ${d.path}: ${d.message} names no place of the input`);
        }
        const scoper = createScoper(resolved.navigation);
        for (const href of [...scoper.pages().slice(0, 10), '/', '/no/such/page']) {
          for (const o of scoper.view(href).levels.flatMap((l) => l.options)) {
            assert.ok(!unsafe(o.href), `unsafe option href ${o.href}`);
            if (leavesSite(o.href)) assert.equal(o.external, true, `${o.href} not marked external`);
          }
        }
      }),
      { numRuns: Math.ceil(RUNS / 2), seed: Number(process.env.PROPERTY_SEED ?? 7) },
    );
  });
});

describe('a config in hand', () => {
  it('is left as it was by resolveConfig, which resolves it as resolveDocs resolves its text', async () => {
    const sites = fs.readdirSync(sitesDir);
    assert.ok(sites.length > 0, `conformance sites at ${sitesDir}`);
    for (const name of sites) {
      const dir = path.join(sitesDir, name);
      const text = fs.readFileSync(path.join(dir, 'docs.json'), 'utf8');
      // (resolveConfig takes a config whose `$ref`s are resolved: resolveDocs resolves them)
      if (text.includes('"$ref"')) continue;
      const read = async (url) => fs.readFileSync(new URL(url), 'utf8');
      const url = pathToFileURL(path.join(dir, 'docs.json')).href;
      for (const options of [{}, { lazyPages: true }]) {
        const config = JSON.parse(text);
        const given = await resolveConfig(config, url, { read, ...options });
        assert.deepEqual(config, JSON.parse(text), `${name}: resolveConfig changed the config it was given`);
        const parsed = await resolveDocs(url, { read, ...options });
        assert.equal(JSON.stringify(parsed.navigation), JSON.stringify(given.navigation), `${name}: resolveDocs and resolveConfig differ`);
        assert.deepEqual(parsed.diagnostics, given.diagnostics, `${name}: their diagnostics differ`);
      }
    }
  });
});

describe('pages made when read', () => {
  it('resolve and scope the conformance sites as pages made at once', async () => {
    const sites = fs.existsSync(sitesDir) ? fs.readdirSync(sitesDir) : [];
    assert.ok(sites.length > 0, `conformance sites at ${sitesDir}`);
    for (const name of sites) {
      // Their spec files too: a site with a spec is decorated after its stages (no PathPage there).
      const read = async (url) => fs.promises.readFile(fileURLToPath(url), 'utf8');
      const url = pathToFileURL(path.join(sitesDir, name, 'docs.json')).href;
      const eager = await resolveDocs(url, { read });
      const lazy = await resolveDocs(url, { read, lazyPages: true });
      assertLazyAlike(eager, lazy);
    }
  });
});

describe('the current page, told by paths', () => {
  it('a page made when read is the current page exactly when its plain object is', async () => {
    // (The elements' helper: <docs-nav> marks the current page with it, see src/elements/parts.ts.)
    const { pathTest } = await import('../../dist/elements/parts.js');
    const { normalizePath } = await import('../../dist/elements/location.js');
    const piece = fc.constantFrom('a', 'b', 'index', '', '/', '//', 'http:', 'https:', '?', '#', 'x?y', 'a/b', '.', ' ');
    const text = fc.array(piece, { minLength: 1, maxLength: 4 }).map((p) => p.join(''));
    await fc.assert(
      fc.property(text, text, (path, target) => {
        const lazy = new PathPage(path);
        const test = pathTest(normalizePath(target));
        assert.equal(test(lazy), test({ title: lazy.title, href: lazy.href }), `${JSON.stringify(path)} against ${JSON.stringify(normalizePath(target))}`);
      }),
      { numRuns: 20000, seed: Number(process.env.PROPERTY_SEED ?? 3) },
    );
  });
});

describe('scoping: twins', () => {
  // Sibling divisions with the same name and the same content are one for the reference: on the
  // page of one, every such twin is active, and shown even when hidden; a namesake with other
  // content is not (it stays hidden). Checked against Mintlify's filterDivisions.
  const tab = (page) => ({ tab: 'Guides', hidden: true, groups: [{ group: 'G', pages: [{ title: page, href: `/${page}` }] }] });
  const navigation = { tabs: [tab('a'), tab('a'), tab('c'), { tab: 'Other', groups: [{ group: 'H', pages: [{ title: 'b', href: '/b' }] }] }] };
  const shown = (scoper, path) => scoper.view(path).tabs.map((t) => `${t.label}${t.active ? '*' : ''}@${t.href}`).join(' ');

  it('a hidden tab and its twin are both shown and active on its page; other pages show neither', () => {
    assert.equal(shown(createScoper(navigation), '/a'), 'Guides*@/a Guides*@/a Other@/b');
    assert.equal(shown(createScoper(navigation), '/b'), 'Other*@/b');
  });

  it('the twins are the same whichever page a scoper is asked first', () => {
    const scoper = createScoper(navigation);
    assert.equal(shown(scoper, '/b'), 'Other*@/b');
    assert.equal(shown(scoper, '/a'), 'Guides*@/a Guides*@/a Other@/b');
  });
});
