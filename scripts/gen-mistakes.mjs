#!/usr/bin/env node
/**
 * One-mistake configs, labelled by the reference build.
 *
 *   node scripts/gen-mistakes.mjs --oracle DIR [--only NAME,NAME...] [--out test/fixtures/mistakes]
 *
 * Takes a few valid docs.json files shaped like real sites (SEEDS), makes one mistake in one of
 * them as authors make them (MISTAKES: a page that is a number, a group with no label, a missing
 * `name`...), and runs each through the reference build (DIR is an installed copy of
 * ../shared/conformance/oracle: a measuring instrument, never a dependency). For each it writes
 *
 *   OUT/NAME/docs.json      the config (and any file it names, a spec: written beside it)
 *   OUT/NAME/verdict.json   {verdict: "accept" | "reject", mistake, issues: [{path, message}]}:
 *                           what the reference says, and where (its top-level issues)
 *   OUT/NAME/nav.json       for an accepted config: the navigation the reference makes of it
 *   OUT/NAME/scope.json     for an accepted config: the reference's scope of its pages
 *
 * test/node/mistakes.test.mjs runs `docs-nav check`, `resolve` and `scope` on every folder and
 * compares. To grow the suite, add a mistake below and run the script again: the other folders
 * come out the same. Each run of the reference takes about a second.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const oracle = opt('--oracle');
if (!oracle) {
  console.error('usage: node scripts/gen-mistakes.mjs --oracle DIR [--only NAME] [--out DIR]');
  process.exit(2);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.resolve(opt('--out', path.join(root, 'test/fixtures/mistakes')));
const only = opt('--only')?.split(',');

// ---------------------------------------------------------------- seeds

const settings = () => ({
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'Acme',
  colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373' },
  styling: { eyebrows: 'breadcrumbs' },
  interaction: { drilldown: false },
});

const guides = (prefix = '') => [
  {
    group: 'Get started',
    icon: 'rocket',
    pages: [
      `${prefix}index`,
      `${prefix}quickstart`,
      {
        group: 'Install',
        icon: { name: 'download', style: 'solid' },
        expanded: true,
        root: `${prefix}install/index`,
        pages: [`${prefix}install/npm`, `${prefix}install/docker`],
      },
    ],
  },
  { group: 'Concepts', tag: 'New', pages: [`${prefix}concepts/overview`, `${prefix}concepts/routing`] },
];

const api = (prefix = '') => [{ group: 'Endpoints', icon: 'code', pages: [`${prefix}api/users`, `${prefix}api/orders`] }];

/** Valid configs shaped like real sites: a flat one (tabs at the top), one by versions, one by languages, one by products. */
const SEEDS = {
  flat: () => ({
    ...settings(),
    navigation: {
      tabs: [
        { tab: 'Guides', icon: 'book-open', groups: guides() },
        { tab: 'API reference', icon: 'code', groups: api() },
        {
          tab: 'SDKs',
          menu: [
            { item: 'JavaScript', icon: 'js', description: 'For Node and browsers', groups: [{ group: 'JavaScript', pages: ['sdk/js/setup', 'sdk/js/usage'] }] },
            { item: 'Python', icon: 'python', pages: ['sdk/python'] },
          ],
        },
        { tab: 'Blog', href: 'https://acme.com/blog', align: 'end' },
      ],
      global: {
        anchors: [
          { anchor: 'Status', icon: 'signal', href: 'https://status.acme.com' },
          { anchor: 'Community', icon: 'users', color: { light: '#0D9373', dark: '#07C983' }, href: 'https://community.acme.com' },
        ],
      },
    },
  }),
  versions: () => ({
    ...settings(),
    navigation: {
      versions: [
        {
          version: 'v2',
          default: true,
          tag: 'Latest',
          tabs: [
            { tab: 'Guides', icon: 'book-open', groups: guides('v2/') },
            { tab: 'API reference', icon: 'code', groups: api('v2/') },
          ],
        },
        {
          version: 'v1',
          tabs: [
            { tab: 'Guides', icon: 'book-open', groups: guides('v1/') },
            { tab: 'API reference', icon: 'code', groups: api('v1/') },
          ],
        },
      ],
    },
  }),
  languages: () => ({
    ...settings(),
    navigation: {
      languages: [
        {
          language: 'en',
          default: true,
          banner: { content: 'Version 2 is out. [Read more](https://acme.com/v2)', dismissible: true },
          navbar: { links: [{ label: 'Support', href: 'mailto:help@acme.com' }], primary: { type: 'button', label: 'Sign up', href: 'https://acme.com/signup' } },
          footer: {
            socials: { x: 'https://x.com/acme', github: 'https://github.com/acme/' },
            links: [{ header: 'Company', items: [{ label: 'About', href: 'https://acme.com/about/' }, { label: 'Jobs', href: 'https://acme.com/jobs#open' }] }],
          },
          tabs: [
            { tab: 'Guides', icon: 'book-open', groups: guides('en/') },
            { tab: 'API reference', icon: 'code', groups: api('en/') },
          ],
        },
        {
          language: 'fr',
          tabs: [
            { tab: 'Guides', icon: 'book-open', groups: guides('fr/') },
            { tab: 'API reference', icon: 'code', groups: api('fr/') },
          ],
        },
        { language: 'ja-JP', groups: guides('ja-JP/') },
      ],
    },
  }),
  products: () => ({
    ...settings(),
    navigation: {
      products: [
        {
          product: 'Platform',
          icon: 'layers',
          description: 'The Acme platform',
          color: { light: '#0D9373' },
          versions: [
            { version: 'v2', groups: guides('platform/v2/') },
            { version: 'v1', groups: guides('platform/v1/') },
          ],
        },
        {
          product: 'Cloud',
          icon: 'cloud',
          dropdowns: [
            { dropdown: 'Console', icon: 'terminal', description: 'The web console', groups: api('cloud/console/') },
            { dropdown: 'CLI', groups: [{ group: 'CLI', pages: ['cloud/cli/install', 'cloud/cli/commands'] }] },
          ],
        },
      ],
    },
  }),
};

// ---------------------------------------------------------------- mistakes

const GUIDES = (c) => c.navigation.tabs[0].groups;
const V1 = (c) => c.navigation.versions[1];
const FR = (c) => c.navigation.languages[1];

/**
 * One mistake each: [name, seed, what the author did, edit]. Names say where: `flat-` mistakes are
 * at the top of the navigation (the reference has nothing to fall back to), `v1-`, `fr-` and
 * `cloud-` ones inside a version, a language or a product (it drops what does not fit).
 */
/** The GraphQL schema of the GraphQL mistakes, valid as it is. */
const SDL = `"""The entry points."""
type Query {
  users: [User]
  user(id: ID!): User
}
type User {
  id: ID!
  name: String
}
`;

const MISTAKES = [
  // Settings outside the navigation.
  ['no-name', 'flat', 'no "name"', (c) => delete c.name],
  ['name-empty', 'flat', '"name" is ""', (c) => (c.name = '  ')],
  ['name-number', 'flat', '"name" is a number', (c) => (c.name = 5)],
  ['no-colors', 'flat', 'no "colors"', (c) => delete c.colors],
  ['no-primary', 'flat', 'no "colors.primary"', (c) => delete c.colors.primary],
  ['primary-not-hex', 'flat', '"colors.primary" is a colour name', (c) => (c.colors.primary = 'green')],
  ['colors-extra-key', 'flat', '"colors" has a key it does not know', (c) => (c.colors.background = '#ffffff')],
  ['no-theme', 'flat', 'no "theme"', (c) => delete c.theme],
  ['theme-unknown', 'flat', 'a theme that does not exist', (c) => (c.theme = 'venus')],
  ['eyebrows-unknown', 'flat', '"styling.eyebrows" is not "section" or "breadcrumbs"', (c) => (c.styling.eyebrows = 'path')],
  ['drilldown-string', 'flat', '"interaction.drilldown" is a string', (c) => (c.interaction.drilldown = 'true')],
  ['unknown-top-key', 'flat', 'a top-level key the reference does not know', (c) => (c.sidebar = { collapsed: true })],

  // Pages and groups, at the top level (no fallback) and inside a version, a language or a product.
  ['flat-page-number', 'flat', 'a page that is a number', (c) => (GUIDES(c)[1].pages[1] = 5)],
  ['flat-page-null', 'flat', 'a page that is null', (c) => (GUIDES(c)[1].pages[1] = null)],
  ['flat-page-empty', 'flat', 'a page that is ""', (c) => (GUIDES(c)[1].pages[1] = '')],
  ['flat-group-no-label', 'flat', 'a group object without "group"', (c) => delete GUIDES(c)[1].group],
  ['flat-expanded-yes', 'flat', '"expanded": "yes"', (c) => (GUIDES(c)[0].pages[2].expanded = 'yes')],
  ['flat-hidden-string', 'flat', '"hidden": "true" on a group', (c) => (GUIDES(c)[1].hidden = 'true')],
  ['flat-icon-number', 'flat', '"icon": 3 on a group', (c) => (GUIDES(c)[1].icon = 3)],
  ['flat-tag-number', 'flat', '"tag": 5 on a group', (c) => (GUIDES(c)[1].tag = 5)],
  ['flat-root-number', 'flat', '"root": 5', (c) => (GUIDES(c)[0].pages[2].root = 5)],
  ['flat-tab-no-label', 'flat', 'a tab without "tab"', (c) => delete c.navigation.tabs[1].tab],
  ['flat-tab-groups-and-anchors', 'flat', 'a tab holding both "groups" and "anchors"', (c) => (c.navigation.tabs[1].anchors = [{ anchor: 'Console', href: 'https://console.acme.com' }])],
  ['flat-tab-hidden-string', 'flat', '"hidden": "true" on a tab', (c) => (c.navigation.tabs[1].hidden = 'true')],
  ['flat-tab-tag-number', 'flat', '"tag": 5 on a tab (tabs have no tag)', (c) => (c.navigation.tabs[1].tag = 5)],
  ['flat-tab-align-center', 'flat', '"align": "center" on a tab', (c) => (c.navigation.tabs[3].align = 'center')],
  ['flat-tab-href-relative', 'flat', 'a tab with groups and a relative "href"', (c) => (c.navigation.tabs[1].href = 'api/users')],
  ['flat-tab-href-javascript', 'flat', 'a link tab whose "href" is a javascript: URL', (c) => (c.navigation.tabs[3].href = 'javascript:alert(1)')],
  ['flat-tab-groups-empty', 'flat', 'a tab with "groups": []', (c) => (c.navigation.tabs[1].groups = [])],
  ['flat-tab-groups-object', 'flat', 'a tab whose "groups" is an object', (c) => (c.navigation.tabs[1].groups = { group: 'Endpoints', pages: ['api/users'] })],
  ['flat-icon-fa-prefix', 'flat', 'an icon named "fa-rocket"', (c) => (GUIDES(c)[0].icon = 'fa-rocket')],
  ['flat-icon-style-unknown', 'flat', 'an icon object with an unknown style', (c) => (GUIDES(c)[0].pages[2].icon.style = 'bold')],
  ['flat-directory-unknown', 'flat', '"directory": "grid" on a group', (c) => (GUIDES(c)[1].directory = 'grid')],
  ['flat-group-openapi-number', 'flat', '"openapi": 5 on a group', (c) => (GUIDES(c)[1].openapi = 5)],
  ['flat-tab-openapi-number', 'flat', '"openapi": 5 on a tab', (c) => (c.navigation.tabs[1].openapi = 5)],
  ['flat-menu-item-no-label', 'flat', 'a menu item without "item"', (c) => delete c.navigation.tabs[2].menu[1].item],
  ['flat-global-anchor-no-href', 'flat', 'a global anchor without "href"', (c) => delete c.navigation.global.anchors[0].href],
  ['flat-global-unknown-key', 'flat', '"global" with a key it does not know', (c) => (c.navigation.global.links = [])],
  ['flat-anchor-color-string', 'flat', 'a global anchor whose "color" is a string', (c) => (c.navigation.global.anchors[1].color = '#0D9373')],
  ['flat-group-unknown-key', 'flat', 'a group with a key the reference does not know', (c) => (GUIDES(c)[1].collapsible = true)],
  ['flat-proto-key', 'flat', 'a tab with an own "__proto__" key', null],

  ['v1-page-number', 'versions', 'a page that is a number', (c) => (V1(c).tabs[0].groups[1].pages[1] = 5)],
  ['v1-page-null', 'versions', 'a page that is null', (c) => (V1(c).tabs[0].groups[1].pages[1] = null)],
  ['v1-page-empty', 'versions', 'a page that is ""', (c) => (V1(c).tabs[0].groups[1].pages[1] = '')],
  ['v1-group-no-label', 'versions', 'a group object without "group"', (c) => delete V1(c).tabs[0].groups[1].group],
  ['v1-expanded-yes', 'versions', '"expanded": "yes"', (c) => (V1(c).tabs[0].groups[0].pages[2].expanded = 'yes')],
  ['v1-hidden-string', 'versions', '"hidden": "true" on a group', (c) => (V1(c).tabs[1].groups[0].hidden = 'true')],
  ['v1-icon-number', 'versions', '"icon": 3 on a tab', (c) => (V1(c).tabs[1].icon = 3)],
  ['v1-tag-number', 'versions', '"tag": 5 on a group', (c) => (V1(c).tabs[0].groups[1].tag = 5)],
  ['v1-root-number', 'versions', '"root": 5', (c) => (V1(c).tabs[0].groups[0].pages[2].root = 5)],
  ['v1-tab-no-label', 'versions', 'a tab without "tab"', (c) => delete V1(c).tabs[1].tab],
  ['v1-tab-empty-label', 'versions', 'a tab whose "tab" is ""', (c) => (V1(c).tabs[1].tab = '')],
  ['v1-tab-groups-and-anchors', 'versions', 'a tab holding both "groups" and "anchors"', (c) => (V1(c).tabs[1].anchors = [{ anchor: 'Console', href: 'https://console.acme.com' }])],
  ['v1-version-default-string', 'versions', '"default": "yes" on a version', (c) => (V1(c).default = 'yes')],
  ['v1-version-tag-number', 'versions', '"tag": 1 on a version', (c) => (V1(c).tag = 1)],
  ['v1-graphql-on-version', 'versions', '"graphql" on a version', (c) => (V1(c).graphql = 'schema.graphql')],
  ['v1-tabs-empty', 'versions', 'a version with "tabs": []', (c) => (V1(c).tabs = [])],

  ['fr-page-number', 'languages', 'a page that is a number', (c) => (FR(c).tabs[0].groups[1].pages[1] = 5)],
  ['fr-group-no-label', 'languages', 'a group object without "group"', (c) => delete FR(c).tabs[1].groups[0].group],
  ['fr-hidden-string', 'languages', '"hidden": "true" on a tab', (c) => (FR(c).tabs[1].hidden = 'true')],
  ['fr-language-unknown', 'languages', 'a language code the reference does not know', (c) => (FR(c).language = 'french')],
  ['fr-language-ua', 'languages', 'the language code "ua"', (c) => (FR(c).language = 'ua')],
  ['fr-banner-empty', 'languages', 'a language banner with no content', (c) => (FR(c).banner = { content: '' })],
  ['en-footer-bad-url', 'languages', 'a footer link that is no URL', (c) => (c.navigation.languages[0].footer.links[0].items[0].href = 'not a url')],
  ['en-footer-unknown-social', 'languages', 'a footer social the reference does not know', (c) => (c.navigation.languages[0].footer.socials.myspace = 'https://myspace.com/acme')],
  ['en-navbar-primary-unknown', 'languages', 'a navbar primary of an unknown type', (c) => (c.navigation.languages[0].navbar.primary.type = 'link')],
  ['ja-page-empty', 'languages', 'a page that is "" in a language with groups', (c) => (c.navigation.languages[2].groups[1].pages[0] = '')],
  ['top-language-unknown', 'languages', 'the first language code unknown', (c) => (c.navigation.languages[0].language = 'english')],

  ['cloud-dropdown-no-label', 'products', 'a dropdown without "dropdown"', (c) => delete c.navigation.products[1].dropdowns[1].dropdown],
  ['cloud-dropdown-description-number', 'products', '"description": 5 on a dropdown', (c) => (c.navigation.products[1].dropdowns[0].description = 5)],
  ['cloud-page-number', 'products', 'a page that is a number in a dropdown', (c) => (c.navigation.products[1].dropdowns[0].groups[0].pages[0] = 5)],
  ['platform-v1-group-no-label', 'products', 'a group without "group" in a version of a product', (c) => delete c.navigation.products[0].versions[1].groups[1].group],
  ['product-color-string', 'products', 'a product whose "color" is a string', (c) => (c.navigation.products[0].color = 'teal')],
  ['product-no-label', 'products', 'a product without "product"', (c) => delete c.navigation.products[1].product],

  // Content the reference keeps or drops in ways that move switch targets.
  ['flat-tab-dropdowns-empty', 'flat', 'a tab with "dropdowns": [] before its groups', (c) => (c.navigation.tabs[1].dropdowns = [])],
  ['v1-tab-menu-empty', 'versions', 'a tab with "menu": [] beside its groups', (c) => (V1(c).tabs[1].menu = [])],
  ['v1-version-href-and-tabs', 'versions', 'a version with an "href" beside its tabs', (c) => (V1(c).href = 'https://acme.com/v1')],
  ['v1-group-pages-string', 'versions', 'a group whose "pages" is a string', (c) => (V1(c).tabs[0].groups[1].pages = 'v1/concepts/overview')],
  ['v1-group-public-string', 'versions', '"public": "yes" on a group', (c) => (V1(c).tabs[0].groups[1].public = 'yes')],
  ['v1-anchor-color-not-hex', 'versions', 'an anchor colour that is no hex colour, in a version', (c) => (V1(c).tabs[1].anchors = [{ anchor: 'Status', color: { light: 'red' }, href: 'https://status.acme.com' }])],
  ['flat-group-openapi-and-asyncapi', 'flat', 'a group with both "openapi" and "asyncapi" that name nothing', (c) => Object.assign(GUIDES(c)[1], { openapi: '', asyncapi: 5 })],
  ['flat-graphql-tab-extra-key', 'flat', 'a GraphQL tab with a "description"', (c) => (c.navigation.tabs[1] = { tab: 'GraphQL', graphql: 'schema.graphql', description: 'The API' })],
  ['flat-global-language-link', 'flat', 'a global language link with an unknown code', (c) => (c.navigation.global.languages = [{ language: 'klingon', href: '/tlh' }])],
  ['en-navbar-link-relative', 'languages', 'a navbar link whose href is a relative path', (c) => (c.navigation.languages[0].navbar.links[0].href = 'support')],
  ['fr-tab-directory-grid', 'languages', '"directory": "grid" on a tab of a language', (c) => (FR(c).tabs[0].directory = 'grid')],
  ['flat-logo-short', 'flat', 'a logo path of two characters', (c) => (c.logo = 'a.')],
  ['flat-codeblocks-theme-unknown', 'flat', 'a code block theme the reference does not know', (c) => (c.styling.codeblocks = { theme: 'solarized' })],

  // An OpenAPI spec a group names (written beside docs.json): the reference validates it, and its
  // build stops on a spec the OpenAPI schema refuses.
  ...[
    ['spec-valid', 'a valid OpenAPI 3.0 spec', (s) => s],
    ['spec-31-valid', 'a valid OpenAPI 3.1 spec', (s) => ({ ...s, openapi: '3.1.0' })],
    ['spec-no-info-version', 'a spec whose "info" has no "version" (the reference gives it one)', (s) => (delete s.info.version, s)],
    ['spec-response-no-description', 'a spec response without "description"', (s) => ((s.paths['/widgets'].get.responses['200'] = {}), s)],
    ['spec-operation-no-responses', 'a spec operation without "responses"', (s) => (delete s.paths['/widgets'].get.responses, s)],
    ['spec-summary-number', 'a spec operation whose "summary" is a number', (s) => ((s.paths['/widgets'].get.summary = 5), s)],
    ['spec-unknown-root-key', 'a spec with a top-level key the schema does not know', (s) => ({ ...s, servers_: [] })],
    ['spec-path-no-slash', 'a spec path that does not start with "/"', (s) => ({ ...s, paths: { widgets: s.paths['/widgets'] } })],
    ['spec-external-ref', 'a spec with a $ref to another file', (s) => ((s.paths['/widgets'].get.responses['200'] = { $ref: 'responses.json#/ok' }), s)],
    ['spec-swagger-2', 'a Swagger 2.0 spec', () => ({ swagger: '2.0', info: { title: 'Acme', version: '1.0' }, paths: { '/widgets': { get: { summary: 'List widgets', responses: { 200: { description: 'OK' } } } } } })],
  ].map(([name, mistake, edit]) => [name, 'flat', mistake, (c) => (GUIDES(c)[1].openapi = 'spec.json'), { 'spec.json': edit(SPEC()) }]),
  // JSON.parse takes a key twice (the last wins); the reference reads JSON specs as YAML, which does not.
  ['spec-duplicate-key', 'flat', 'a JSON spec with a key twice in one object', (c) => (GUIDES(c)[1].openapi = 'spec.json'), { 'spec.json': JSON.stringify(SPEC(), null, 2).replace('"title": "Acme",', '"title": "Acme",\n    "title": "Acme API",') }],

  // A GraphQL schema a tab names: the reference builds and validates it with graphql-js, and its
  // build stops on one that fails.
  ...[
    ['graphql-valid', 'a valid GraphQL schema', SDL],
    ['graphql-unknown-type', 'a GraphQL schema naming a type it does not define', SDL.replace('[User]', '[Person]')],
    ['graphql-no-query', 'a GraphQL schema without a Query type', SDL.replace('type Query', 'type Queries')],
    ['graphql-empty', 'an empty GraphQL schema', '\n'],
    ['graphql-bad-interface', 'a GraphQL type that does not implement its interface', `${SDL}interface Named {\n  name: String\n}\ntype Robot implements Named {\n  id: ID!\n}\n`],
  ].map(([name, mistake, sdl]) => [name, 'flat', mistake, (c) => c.navigation.tabs.push({ tab: 'GraphQL', graphql: 'schema.graphql' }), { 'schema.graphql': sdl }]),
];

/** The OpenAPI spec of the spec mistakes, valid as it is. */
function SPEC() {
  return { openapi: '3.0.3', info: { title: 'Acme', version: '1.0' }, paths: { '/widgets': { get: { summary: 'List widgets', responses: { 200: { description: 'OK' } } } } } };
}

// An own "__proto__" key can only be written as JSON text: JSON.parse keeps it as a property.
const RAW = {
  'flat-proto-key': (c) => JSON.stringify(c, null, 2).replace('"tab": "API reference",', '"tab": "API reference", "__proto__": {"groups": [{"group": "Injected", "pages": ["evil"]}], "hidden": true},'),
};

/**
 * Where docs-nav differs from the reference on purpose (README, "What it accepts"): why, and the
 * exact differences the test expects (in ../shared/conformance/check.mjs's words).
 */
const DELIBERATE = {
  'flat-tab-href-javascript': {
    why: 'a javascript: URL is never a link: the tab that was only that link is left out (a warning says so)',
    differences: ['nav.tabs: expected 4 items, got 3'],
  },
  'flat-proto-key': {
    why: 'an own "__proto__" key is ignored (a warning says so); the reference copies it into the prototype of the tab, which then inherits its "hidden": true',
    differences: ['nav.tabs[1].hidden: missing (expected true)'],
  },
};

// ---------------------------------------------------------------- the reference

const { validateDocsConfig } = await import(pathToFileURL(path.join(oracle, 'node_modules/@mintlify/validation/dist/index.js')).href);
const golden = path.join(oracle, 'golden.mjs');

/** `['navigation', 'tabs', 0]` -> `navigation.tabs[0]` (our diagnostics' form). */
const formatPath = (p) => p.map((s, i) => (typeof s === 'number' ? `[${s}]` : i ? `.${s}` : s)).join('');

fs.mkdirSync(out, { recursive: true });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mistakes-'));
let accepted = 0;
let rejected = 0;
for (const [name, seed, mistake, edit, files = {}] of MISTAKES) {
  if (only && !only.includes(name)) continue;
  const config = SEEDS[seed]();
  edit?.(config);
  const text = RAW[name] ? RAW[name](config) : `${JSON.stringify(config, null, 2)}\n`;
  const dir = path.join(out, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'docs.json'), text);
  for (const [file, value] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), typeof value === 'string' ? value : `${JSON.stringify(value, null, 2)}\n`);

  const refOut = path.join(tmp, name);
  const run = spawnSync(process.execPath, [golden, dir, refOut], { encoding: 'utf8' });
  const validation = validateDocsConfig(JSON.parse(text));
  const issues = validation.success ? [] : validation.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message }));
  const verdict = run.status === 0 ? 'accept' : 'reject';
  if (verdict === 'reject' && validation.success) {
    // Refused after validation (by a later step of the build): keep its words.
    const lines = run.stderr.trim().split('\n');
    issues.push({ path: '', message: lines.findLast((l) => /^\w*Error: /.test(l)) ?? lines.slice(-3).join(' ') });
  }
  const deliberate = DELIBERATE[name];
  fs.writeFileSync(path.join(dir, 'verdict.json'), `${JSON.stringify({ verdict, seed, mistake, issues, ...(deliberate && { deliberate }) }, null, 2)}\n`);
  if (verdict === 'accept') {
    accepted++;
    for (const file of ['nav.json', 'scope.json']) fs.copyFileSync(path.join(refOut, file), path.join(dir, file));
  } else rejected++;
  console.log(`${verdict.padEnd(6)} ${name}${issues.length ? `  (${issues.map((i) => i.path || '(root)').join(', ')})` : ''}`);
}
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`${accepted + rejected} configs: ${accepted} accepted, ${rejected} rejected by the reference`);
