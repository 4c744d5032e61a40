// The docs-nav command as a user runs it: node bin/docs-nav.js <command> ... (needs `npm run build`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import fs from 'node:fs';

const bin = process.env.DOCS_NAV_BIN ?? fileURLToPath(new URL('../../bin/docs-nav.js', import.meta.url));
const fixture = (p) => fileURLToPath(new URL(`../fixtures/${p}`, import.meta.url));
const run = (args, input) => spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8' });

describe('docs-nav resolve', () => {
  it('prints the resolved navigation, $ref files included, with the settings beside it', () => {
    const r = run(['resolve', fixture('basic/docs.json')]);
    assert.equal(r.status, 0, r.stderr);
    const nav = JSON.parse(r.stdout);
    assert.deepEqual(nav.tabs[0].groups[1], {
      group: 'Deploy',
      root: { title: 'Overview', href: '/deploy/overview' },
      pages: [{ title: 'Vercel', href: '/deploy/vercel' }, { group: 'Advanced', pages: [{ title: 'Cache', href: '/deploy/advanced/cache' }] }],
    });
    assert.deepEqual(nav.tabs[1], { tab: 'Blog', href: 'https://example.com/blog' });
    assert.deepEqual(nav.global.anchors[0].href, 'https://status.example.com');
    assert.deepEqual(nav.styling, { eyebrows: 'breadcrumbs' });
  });

  it('reads its own output back as a precomputed navigation', () => {
    const first = run(['resolve', fixture('basic/docs.json')]);
    const tmp = fileURLToPath(new URL('../fixtures/basic/.resolved.tmp.json', import.meta.url));
    fs.writeFileSync(tmp, first.stdout);
    try {
      const second = run(['resolve', tmp]);
      assert.equal(second.status, 0, second.stderr);
      assert.deepEqual(JSON.parse(second.stdout), JSON.parse(first.stdout));
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  });

  it('prints the same navigation on one line with --compact, for pipelines', () => {
    const indented = run(['resolve', fixture('basic/docs.json')]);
    const compact = run(['resolve', fixture('basic/docs.json'), '--compact']);
    assert.equal(compact.status, 0, compact.stderr);
    assert.equal(compact.stderr, indented.stderr);
    // One line, and a newline after it.
    assert.match(compact.stdout, /^\{[^\n]*\}\n$/);
    assert.deepEqual(JSON.parse(compact.stdout), JSON.parse(indented.stdout));
    assert.ok(compact.stdout.length < indented.stdout.length);
    // The flag may come anywhere after the path, and scope and index take it too.
    const scope = run(['scope', fixture('basic/docs.json'), '--compact', '--no-pages'], '/quickstart\n');
    assert.equal(scope.status, 0, scope.stderr);
    assert.match(scope.stdout, /^\{"\/quickstart":\{[^\n]*\}\}\n$/);
    const index = run(['index', fixture('pages'), '--compact']);
    assert.equal(index.status, 0, index.stderr);
    assert.equal(index.stdout.split('\n').length, 2);
    assert.deepEqual(JSON.parse(index.stdout), JSON.parse(run(['index', fixture('pages')]).stdout));
    assert.match(run(['--help']).stdout, /--compact/);
  });

  it('uses titles from a page index made by "docs-nav index"', () => {
    const index = run(['index', fixture('pages')]);
    assert.equal(index.status, 0, index.stderr);
    const pages = JSON.parse(index.stdout);
    assert.deepEqual(pages.index, { title: 'Welcome home', sidebarTitle: 'Home', icon: 'house', href: '/index' });
    assert.deepEqual(pages['guides/setup'], { title: 'Set it up', description: 'How to set up', href: '/guides/setup' });
    const tmp = fixture('pages/.index.tmp.json');
    fs.writeFileSync(tmp, index.stdout);
    try {
      const r = run(['resolve', fixture('pages/docs.json'), '--pages', tmp]);
      assert.equal(r.status, 0);
      assert.deepEqual(JSON.parse(r.stdout).pages.map((p) => p.title), ['Welcome home', 'Set it up', 'No file']);
      assert.match(r.stderr, /"guides\/no-file" is in the navigation but no page file has that path/);
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  });
});

describe('docs-nav output to a reader that stops early', () => {
  it('ends quietly when the pipe closes (docs-nav resolve big.json | head)', () => {
    const dir = fs.mkdtempSync(fileURLToPath(new URL('../fixtures/.pipe-', import.meta.url)));
    try {
      // Far more than a pipe holds (64 KB), so the write after `head` has gone fails.
      const pages = Array.from({ length: 20000 }, (_, i) => `guides/section-${i}/a-rather-long-page-name-${i}`);
      fs.writeFileSync(`${dir}/docs.json`, JSON.stringify({ navigation: { groups: [{ group: 'All', pages }] } }));
      const r = spawnSync('sh', ['-c', `"${process.execPath}" "${bin}" resolve "${dir}/docs.json" | head -c 100`], { encoding: 'utf8' });
      assert.equal(r.stdout.length, 100);
      assert.doesNotMatch(r.stderr, /EPIPE|Error/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('docs-nav check', () => {
  it('reads and validates every https spec api.openapi names, as the reference build does: one it cannot read or refuses is an error at its place', () => {
    // https://specs.test/ answers from test/fixtures/remote-specs (test/node/https-specs.mjs).
    const https = fileURLToPath(new URL('./https-specs.mjs', import.meta.url));
    const r = spawnSync(process.execPath, ['--import', https, bin, 'check', fixture('api-openapi/docs.json')], { encoding: 'utf8' });
    assert.equal(r.status, 1, r.stdout + r.stderr);
    const errors = r.stdout.split('\n').filter((l) => l.startsWith('error '));
    // The valid one (its missing info.version the reference fills in) and the file path (the reference leaves it alone) pass.
    assert.equal(errors.length, 2, r.stdout);
    assert.match(errors[0], /^error api\.openapi\[1\]: OpenAPI spec "https:\/\/specs\.test\/no-description\.json" is one the reference build refuses \(it fails the OpenAPI 3\.0 schema: at paths › \/widgets › get › responses › 200: must have required property/);
    assert.match(errors[1], /^error api\.openapi\[2\]: OpenAPI spec "https:\/\/specs\.test\/missing\.json" could not be loaded \(.*404.*\)/);
    // resolve does not read them: nothing it makes depends on them.
    const resolved = spawnSync(process.execPath, ['--import', https, bin, 'resolve', fixture('api-openapi/docs.json')], { encoding: 'utf8' });
    assert.equal(resolved.status, 0, resolved.stderr);
    assert.equal(resolved.stderr, '');
  });

  it('lists every problem with its place and exits 1 when there are errors', () => {
    const r = run(['check', fixture('broken/docs.json')]);
    assert.equal(r.status, 1);
    const lines = r.stdout.trim().split('\n');
    assert.deepEqual(lines, [
      'error navigation.tabs[1] (docs.json): $ref "missing.json": no such file: ' + fixture('broken/missing.json'),
      // The reference accepts a tab whose content has errors: it drops the content (so do we, with warnings).
      'warning navigation.tabs[0]: keeps no content: the reference build drops its "anchors" (empty) and "groups" (see below)',
      'warning navigation.tabs[0].anchors: is empty: list at least one anchor',
      'warning navigation.tabs[0].groups[0].pages[1]: must be a page path or a group, not a number',
      'warning navigation.tabs[0].groups[0].pages[2]: must be a page path or a group, not null',
      // A tab whose own label is wrong fails the navigation: the reference refuses the config.
      // (The failed $ref leaves a hole: the entry after it keeps its place.)
      'error navigation.tabs[2].tab: must be a string, not a number',
      '2 errors, 4 warnings',
    ]);
  });

  it('says what the reference requires of a site: theme, name and colors.primary', () => {
    const dir = fs.mkdtempSync(fileURLToPath(new URL('../fixtures/.site-', import.meta.url)));
    try {
      fs.writeFileSync(`${dir}/docs.json`, JSON.stringify({ theme: 'venus', colors: {}, styling: { eyebrows: 'path' }, navigation: { pages: ['a'] } }));
      const r = run(['check', `${dir}/docs.json`]);
      assert.equal(r.status, 1);
      assert.deepEqual(r.stdout.trim().split('\n'), [
        'error theme: must be one of the reference build\'s themes (mint, maple, palm, willow, linden, almond, aspen, luma, sequoia), not "venus"',
        'error (root): has no "name", which is required',
        'error colors: has no "primary", which is required',
        'error styling.eyebrows: must be "section" or "breadcrumbs", not "path"',
        '4 errors, 0 warnings',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('ignores an own "__proto__" key with a warning: nothing in it reaches the navigation', () => {
    const dir = fs.mkdtempSync(fileURLToPath(new URL('../fixtures/.proto-', import.meta.url)));
    try {
      // JSON.parse keeps "__proto__" as an own key; copying it with `out[key] = value` would make it the prototype.
      const injected = '{"hidden": true, "groups": [{"group": "Injected", "pages": ["evil"]}], "pages": ["evil"], "href": "https://evil.example"}';
      fs.writeFileSync(
        `${dir}/docs.json`,
        `{"theme": "mint", "name": "P", "colors": {"primary": "#000000"}, "navigation": {"__proto__": ${injected}, "global": {"__proto__": {"anchors": []}, "anchors": []},
          "tabs": [{"tab": "T", "__proto__": ${injected}, "groups": [{"group": "G", "__proto__": ${injected}, "pages": ["a"]}]}]}}`,
      );
      const check = run(['check', `${dir}/docs.json`]);
      assert.equal(check.status, 0, check.stdout);
      assert.deepEqual(check.stdout.trim().split('\n').map((l) => (l.includes(':') ? l.slice(0, l.indexOf(':')) : l)), [
        'warning navigation.__proto__',
        'warning navigation.tabs[0].__proto__',
        'warning navigation.tabs[0].groups[0].__proto__',
        'warning navigation.global.__proto__',
        '0 errors, 4 warnings',
      ]);
      const r = run(['resolve', `${dir}/docs.json`]);
      assert.equal(r.status, 0, r.stderr);
      assert.doesNotMatch(r.stdout, /evil|Injected|hidden|__proto__/);
      const nav = JSON.parse(r.stdout);
      assert.deepEqual(nav, { global: { anchors: [] }, tabs: [{ tab: 'T', groups: [{ group: 'G', pages: [{ title: 'A', href: '/a' }] }] }] });
      for (const node of [nav, nav.tabs[0], nav.tabs[0].groups[0]]) assert.equal(Object.getPrototypeOf(node), Object.prototype);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports OpenAPI and $ref problems at their places: missing, unparsable and non-OpenAPI specs, missing endpoints, non-HTTP methods, cycles', () => {
    const r = run(['check', fixture('broken/api.json')]);
    assert.equal(r.status, 1);
    const lines = r.stdout.trim().split('\n');
    const at = (place) => lines.find((l) => l.startsWith(`error ${place}`)) ?? `(nothing at ${place})`;
    assert.match(at('navigation.tabs[0].groups[0].pages[1]'), /Endpoint \/nowhere not found in "spec.json"/);
    assert.match(at('navigation.tabs[0].groups[0].pages[2]'), /FETCH is not an HTTP method/);
    assert.match(at('navigation.tabs[1].openapi'), /"missing.yaml" could not be loaded: no such file/);
    assert.match(at('navigation.tabs[2].openapi'), /is not an OpenAPI document/);
    assert.match(at('navigation.tabs[3].openapi'), /Could not parse \/bad.yaml as JSON or YAML: .* at line 7, column 1/);
    assert.match(at('navigation.tabs[4].groups[0].pages[0] (cycle-b.json)'), /\$ref cycle: api.json -> cycle-a.json -> cycle-b.json -> cycle-a.json/);
    assert.equal(lines.at(-1), '6 errors, 0 warnings');
    // What was good still resolves: the existing endpoint and the plain page.
    const nav = JSON.parse(run(['resolve', fixture('broken/api.json')]).stdout);
    assert.deepEqual(nav.tabs[0].groups[0].pages.map((p) => p.title), ['List users', 'Users', 'Overview']);
  });

  it('gives the line and column of a JSON syntax error', () => {
    const r = run(['check', fixture('broken/invalid.json')]);
    assert.equal(r.status, 1);
    assert.match(r.stderr, /^error \(root\) \(invalid\.json:4:3\): invalid JSON/);
  });

  it('exits 0 on a clean config', () => {
    const r = run(['check', fixture('basic/docs.json')]);
    assert.equal(r.status, 0, r.stdout);
    assert.equal(r.stdout.trim(), '0 errors, 0 warnings');
  });
});

describe('docs-nav scope', () => {
  it('reads hrefs on stdin and prints breadcrumbs for each', () => {
    const r = run(['scope', fixture('basic/docs.json')], '/deploy/advanced/cache\n/quickstart\n');
    assert.equal(r.status, 0, r.stderr);
    const out = JSON.parse(r.stdout);
    assert.deepEqual(out['/deploy/advanced/cache'].breadcrumbs, ['Guides', 'Deploy', 'Advanced']);
    assert.deepEqual(out['/quickstart'].breadcrumbs, ['Guides', 'Start']);
  });
});

describe('docs-nav usage', () => {
  it('explains itself on a bad command', () => {
    const r = run(['frobnicate', 'x']);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /unknown command "frobnicate"/);
    assert.match(r.stderr, /docs-nav resolve <docs.json>/);
  });
});
