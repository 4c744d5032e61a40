// Property tests of the resolver (fast-check): random configs built from the format, and the
// conformance sites mutated at random. Whatever comes in: resolving never throws (only a
// ConfigError for input that is no JSON object), every diagnostic names its place, the same input
// resolves to the same output, and scoping any path of the result never throws.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { ConfigError, createScoper, resolveConfig } from '../../dist/core/index.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 1500);
const here = path.dirname(fileURLToPath(import.meta.url));
const sitesDir = path.resolve(here, '../../../shared/conformance/sites');

// Specs named by random configs: a small valid one, a broken one, and a missing one.
const files = {
  'openapi.json': JSON.stringify({
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: { '/users': { get: { summary: 'List users', tags: ['Users'] }, post: { summary: 'Create', tags: ['Users'], 'x-hidden': true } }, '/x/{id}': { delete: { deprecated: true } } },
    webhooks: { ping: { post: { summary: 'Ping' } } },
  }),
  'broken.yaml': 'openapi: 3.1.0\npaths: [\n',
};
const read = async (url) => {
  const name = url.slice(url.lastIndexOf('/') + 1);
  if (name in files) return files[name];
  throw new Error(`no such file: ${url}`);
};
const BASE = 'file:///virtual/docs.json';

// --- arbitraries built from the format ---------------------------------------------------------
const junk = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), fc.string(), fc.constant([]), fc.constant({}), fc.constant({ $ref: 'missing.json' }));
const label = fc.oneof({ weight: 5, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) }, { weight: 1, arbitrary: junk });
const pageRef = fc.oneof(
  { weight: 6, arbitrary: fc.stringMatching(/^[a-z][a-z0-9/_-]{0,15}$/) },
  { weight: 2, arbitrary: fc.constantFrom('GET /users', 'POST /users', 'DELETE /x/{id}', 'GET /nope', 'FETCH /users', 'webhook ping', 'openapi.json GET /users', 'broken.yaml GET /a', '', './a/../b', '/abs/page/', 'index') },
  { weight: 1, arbitrary: junk },
);
const openapi = fc.oneof(fc.constantFrom('openapi.json', '/openapi.json', 'broken.yaml', 'missing.json', ['openapi.json'], { source: 'openapi.json', directory: 'api' }, { source: 'openapi.json', directory: '/Ref' }), junk);
const optional = (arb) => fc.option(arb, { nil: undefined, freq: 3 });
const clean = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

const tree = fc.letrec((tie) => ({
  group: fc
    .record({
      group: label,
      pages: fc.array(fc.oneof({ weight: 4, arbitrary: pageRef }, { weight: 1, arbitrary: tie('group') }), { maxLength: 5 }),
      root: optional(pageRef),
      expanded: optional(fc.oneof(fc.boolean(), junk)),
      hidden: optional(fc.boolean()),
      icon: optional(fc.oneof(fc.string(), junk)),
      tag: optional(fc.string()),
      openapi: optional(openapi),
      'x-extra': optional(fc.jsonValue({ maxDepth: 2 })),
    })
    .map(clean),
  division: fc
    .tuple(
      fc.constantFrom('tab', 'anchor', 'dropdown', 'product', 'version', 'language', 'item'),
      label,
      fc.oneof(
        fc.record({ groups: fc.array(tie('group'), { maxLength: 3 }) }),
        fc.record({ pages: fc.array(pageRef, { maxLength: 4 }) }),
        fc.record({ href: fc.oneof(fc.constantFrom('https://example.com', '/local', 'javascript:alert(1)', 'mailto:a@b.c'), junk) }),
        fc.record({ [ 'tabs' ]: fc.array(tie('division'), { maxLength: 3 }) }),
        fc.record({ versions: fc.array(tie('division'), { maxLength: 2 }) }),
        fc.record({ languages: fc.array(tie('division'), { maxLength: 2 }) }),
        fc.record({ menu: fc.array(tie('division'), { maxLength: 2 }) }),
        fc.record({ groups: fc.array(tie('group'), { maxLength: 2 }), anchors: fc.array(tie('division'), { maxLength: 2 }) }),
        fc.record({}),
      ),
      fc.record({ hidden: optional(fc.boolean()), default: optional(fc.boolean()), openapi: optional(openapi), icon: optional(fc.string()) }),
    )
    .map(([kind, l, content, extra]) => clean({ [kind]: kind === 'language' ? fc.sample(fc.constantFrom('en', 'fr', 'ar', 'zz'), 1)[0] : l, ...content, ...extra })),
}));

const navigation = fc.oneof(
  fc.record({ groups: fc.array(tree.group, { maxLength: 4 }) }),
  fc.record({ pages: fc.array(pageRef, { maxLength: 6 }) }),
  fc.record({ tabs: fc.array(tree.division, { maxLength: 4 }), global: optional(fc.record({ anchors: fc.array(fc.record({ anchor: label, href: fc.oneof(fc.constantFrom('https://x.y', '/p', 'javascript:x'), junk) }), { maxLength: 2 }) })) }).map(clean),
  fc.record({ versions: fc.array(tree.division, { maxLength: 3 }) }),
  fc.record({ languages: fc.array(tree.division, { maxLength: 3 }) }),
  fc.record({ products: fc.array(tree.division, { maxLength: 3 }) }),
  fc.record({ anchors: fc.array(tree.division, { maxLength: 3 }), dropdowns: fc.array(tree.division, { maxLength: 2 }) }),
  junk,
);
const config = fc.oneof({ weight: 8, arbitrary: fc.record({ navigation, interaction: optional(fc.record({ drilldown: fc.oneof(fc.boolean(), junk) })) }).map(clean) }, { weight: 1, arbitrary: junk });

// --- the properties ------------------------------------------------------------------------------
async function check(cfg) {
  let first;
  try {
    first = await resolveConfig(cfg, BASE, { read });
  } catch (e) {
    assert.ok(e instanceof ConfigError, `only ConfigError may be thrown, got ${e}`);
    assert.ok(cfg === null || typeof cfg !== 'object' || Array.isArray(cfg), 'a ConfigError only for input that is no object');
    return;
  }
  for (const d of first.diagnostics) {
    assert.ok(d.level === 'error' || d.level === 'warning', `level of ${JSON.stringify(d)}`);
    assert.ok(typeof d.message === 'string' && d.message.length > 0, `message of ${JSON.stringify(d)}`);
    assert.match(d.path, /^(navigation|styling|interaction)\b/, `every diagnostic names its place: ${JSON.stringify(d)}`);
  }
  const again = await resolveConfig(cfg, BASE, { read });
  assert.deepEqual(again.navigation, first.navigation, 'deterministic');
  assert.deepEqual(again.diagnostics, first.diagnostics, 'deterministic diagnostics');
  const scoper = createScoper(first.navigation);
  for (const href of [...scoper.pages().slice(0, 20), '/', '/no/such/page', '']) {
    scoper.scope(href);
    const view = scoper.view(href);
    assert.ok(Array.isArray(view.sidebar));
  }
}

describe('resolver properties', () => {
  it(`random configs from the format (${RUNS} cases)`, async () => {
    await fc.assert(fc.asyncProperty(config, check), { numRuns: RUNS, seed: Number(process.env.PROPERTY_SEED ?? 42) });
  });

  it('the conformance sites, mutated', async () => {
    const sites = fs.existsSync(sitesDir) ? fs.readdirSync(sitesDir) : [];
    assert.ok(sites.length > 0, `conformance sites at ${sitesDir}`);
    const configs = sites.map((s) => JSON.parse(fs.readFileSync(path.join(sitesDir, s, 'docs.json'), 'utf8')));
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
        if (op === 0) parent[key] = [null, 42, 'x', {}, [], { $ref: 'nope.json' }, { group: 7 }][junkIndex % 7];
        else if (op === 1) Array.isArray(parent) ? parent.splice(key, 1) : delete parent[key];
        else if (Array.isArray(parent)) parent.push(structuredClone(parent[key]));
      }
      return value;
    };
    const arb = fc.tuple(fc.nat(configs.length - 1), fc.array(fc.tuple(fc.nat(), fc.nat(2), fc.nat()), { minLength: 1, maxLength: 6 }));
    await fc.assert(
      fc.asyncProperty(arb, async ([site, choices]) => {
        await check(mutate(structuredClone(configs[site]), choices));
      }),
      { numRuns: Math.ceil(RUNS / 3), seed: Number(process.env.PROPERTY_SEED ?? 7) },
    );
  });
});
