// Hostile and extreme input through the docs-nav command, as a user runs it: nesting without
// end, YAML alias and $ref bombs, spec values of the wrong type, hung servers, terminal escape
// codes. Each test builds its site in a temporary folder. The figures here are the ones
// RELIABILITY.md states.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const bin = process.env.DOCS_NAV_BIN ?? fileURLToPath(new URL('../../bin/docs-nav.js', import.meta.url));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nav-hostile-'));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

let sites = 0;
/** What the reference requires of a site around its navigation: every docs.json here has it, so that only the hostile part is reported. */
const SITE = { theme: 'mint', name: 'Hostile', colors: { primary: '#0D9373' } };
const withSite = (content) =>
  typeof content !== 'string' ? { ...SITE, ...content } : /^\{"(navigation|x)":/.test(content) ? `{${JSON.stringify(SITE).slice(1, -1)},${content.slice(1)}` : content;
/** A folder holding `files` (objects are written as JSON, strings as they are); its docs.json path. */
function site(files) {
  const dir = path.join(tmp, `site-${sites++}`);
  for (let [name, content] of Object.entries(files)) {
    if (name === 'docs.json') content = withSite(content);
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return path.join(dir, 'docs.json');
}

/** Runs the command; `limitMb` caps its heap (a bomb must fail the test, not the machine). */
function run(args, { input, limitMb = 1024 } = {}) {
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [`--max-old-space-size=${limitMb}`, bin, ...args], { input, encoding: 'utf8', timeout: 120_000, maxBuffer: 1 << 30 });
  return { ...r, ms: Date.now() - t0 };
}
const lines = (text) => text.trim().split('\n');
/** No JavaScript stack trace, no RangeError: what a user must never see. */
const noCrash = (r) => {
  assert.doesNotMatch(r.stderr + r.stdout, /RangeError|Maximum call stack|^\s+at .+:\d+:\d+\)?$/m, r.stderr.slice(0, 2000));
  assert.ok(r.status === 0 || r.status === 1, `exit status ${r.status} (signal ${r.signal}): ${r.stderr.slice(0, 500)}`);
};

/** `{"group": "G1", "pages": ["p1", {"group": "G2", ...}]}`, `n` groups deep, written as text (JSON.stringify itself would overflow). */
function nestedGroups(n) {
  let open = '';
  let close = '';
  for (let i = 1; i < n; i++) {
    open += `{"group":"G${i}","pages":["p${i}",`;
    close += ']}';
  }
  return `${open}{"group":"G${n}","pages":["leaf"]}${close}`;
}
/** The depth of the chain of groups G1 > G2 > ... in a resolved group. */
function chainDepth(group) {
  let depth = 0;
  const stack = [group];
  for (let g = stack.pop(); g; g = stack.pop()) {
    depth++;
    const next = g.pages.find((p) => p.group);
    if (next) stack.push(next);
  }
  return depth;
}

describe('nesting: 2,048 levels, what is deeper is cut with an error naming its place', () => {
  it('1,000 nested groups (about 2,000 levels) resolve whole, inside a tab and a version', () => {
    const file = site({ 'docs.json': `{"navigation":{"versions":[{"version":"v1","tabs":[{"tab":"T","groups":[${nestedGroups(1000)}]}]}]}}` });
    const check = run(['check', file]);
    noCrash(check);
    assert.equal(check.stdout.trim(), '0 errors, 0 warnings');
    const r = run(['resolve', file]);
    noCrash(r);
    const nav = JSON.parse(r.stdout);
    assert.equal(chainDepth(nav.versions[0].tabs[0].groups[0]), 1000);
  });

  it('10,000 nested groups are cut at the limit with one error at the cut; the groups above it and the rest resolve', () => {
    const file = site({ 'docs.json': `{"navigation":{"groups":[${nestedGroups(10_000)},{"group":"After","pages":["after"]}]}}` });
    const r = run(['check', file]);
    noCrash(r);
    // navigation.groups[0] is at level 4, each group two levels deeper: G1023 at 2,048, its pages cut.
    const cut = `navigation.groups[0]${'.pages[1]'.repeat(1022)}.pages`;
    assert.deepEqual(lines(r.stdout), [`error ${cut}: nested more than 2,048 levels deep: left out`, '1 error, 0 warnings']);
    const nav = JSON.parse(run(['resolve', file]).stdout);
    assert.equal(chainDepth(nav.groups[0]), 1023);
    assert.deepEqual(nav.groups[1], { group: 'After', pages: [{ title: 'After', href: '/after' }] });
  });

  it('a million levels in a key the navigation does not use, or inside a group\'s pages, are cut; the navigation resolves', () => {
    const deep = (n) => `${'['.repeat(n)}${']'.repeat(n)}`;
    const file = site({ 'docs.json': `{"x":${deep(1_000_000)},"navigation":{"groups":[{"group":"G","pages":["a",${deep(100_000)},"b"]}]}}` });
    const r = run(['check', file]);
    noCrash(r);
    const out = lines(r.stdout);
    assert.equal(out[0], `error x${'[0]'.repeat(2047)}: nested more than 2,048 levels deep: left out`);
    assert.equal(out[1], `error navigation.groups[0].pages[1]${'[0]'.repeat(2043)}: nested more than 2,048 levels deep: left out`);
    // The array itself is no page (an error at its place); its neighbours keep theirs.
    assert.equal(out[2], 'error navigation.groups[0].pages[1]: must be a page path or a group, not an array');
    const nav = JSON.parse(run(['resolve', file]).stdout);
    assert.deepEqual(nav.groups[0].pages.map((p) => p.href), ['/a', '/b']);
  });

  it('a $ref file merged deep down is cut to the levels left at its place', () => {
    const file = site({
      'docs.json': `{"navigation":{"groups":[${nestedGroups(1000).replace('"leaf"', '{"$ref":"more.json"}')}]}}`,
      'more.json': `{"group":"More","pages":[${nestedGroups(100)}]}`,
    });
    const r = run(['check', file]);
    noCrash(r);
    // G1000 at level 2,002; its pages[0] the $ref, More; its pages[0] G1 of more.json, at 2,006; G22 at 2,048.
    const cut = `navigation.groups[0]${'.pages[1]'.repeat(999)}.pages[0].pages[0]${'.pages[1]'.repeat(21)}.pages`;
    assert.deepEqual(lines(r.stdout), [`error ${cut} (more.json): nested more than 2,048 levels deep: left out`, '1 error, 0 warnings']);
    const nav = JSON.parse(run(['resolve', file]).stdout);
    assert.equal(chainDepth(nav.groups[0]), 1000 + 1 + 22);
  });
});

describe('$ref bombs and failures', () => {
  it('a fan-out bomb (9 files each naming the next ten times) is refused past 1,000,000 repeated values, fast and in little memory', () => {
    const files = { 'docs.json': { navigation: { groups: [{ group: 'Bomb', pages: [{ $ref: 'f0.json' }] }, { group: 'Kept', pages: ['kept'] }] } } };
    for (let i = 0; i < 9; i++) files[`f${i}.json`] = { group: `F${i}`, pages: Array(10).fill({ $ref: `f${i + 1}.json` }) };
    files['f9.json'] = { group: 'F9', pages: ['leaf'] };
    const file = site(files);
    const r = run(['resolve', file], { limitMb: 512 });
    noCrash(r);
    assert.ok(r.ms < 30_000, `${r.ms} ms`);
    assert.match(r.stderr, /^error navigation\.groups\[0\]\.pages\[0\]\.pages\[\d\]\S* \(f\d\.json\): \$ref "f\d\.json" left out: f\d\.json is used at several places, and written out at each of them, the \$ref files would repeat more than 1,000,000 values$/m);
    const nav = JSON.parse(r.stdout);
    assert.deepEqual(nav.groups[1].pages, [{ title: 'Kept', href: '/kept' }]);
    // What was resolved before the limit is there: the first chain, written out in full.
    let g = nav.groups[0].pages[0];
    for (let i = 1; i <= 9; i++) g = g.pages[0];
    assert.deepEqual(g, { group: 'F9', pages: [{ title: 'Leaf', href: '/leaf' }] });
  });

  it('a file named at several places is read once, and its own problems are reported once', () => {
    const file = site({
      'docs.json': { navigation: { tabs: [{ tab: 'A', groups: [{ $ref: 'shared.json' }] }, { tab: 'B', groups: [{ $ref: 'shared.json' }] }] } },
      'shared.json': { group: 'Shared', pages: ['a', { $ref: 'missing.json' }] },
    });
    const r = run(['check', file]);
    assert.equal(lines(r.stdout).filter((l) => l.includes('missing.json')).length, 1, r.stdout);
    const nav = JSON.parse(run(['resolve', file]).stdout);
    assert.deepEqual(nav.tabs.map((t) => t.groups[0].pages.map((p) => p.href)), [['/a'], ['/a']]);
  });

  it('a failed $ref leaves its place: the diagnostics of the entries after it name their own', () => {
    const file = site({ 'docs.json': { navigation: { groups: [{ $ref: 'missing.json' }, { group: 'Second', pages: ['a', 42] }] } } });
    const r = run(['check', file]);
    assert.deepEqual(lines(r.stdout).slice(1), ['error navigation.groups[1].pages[1]: must be a page path or a group, not a number', '2 errors, 0 warnings']);
    assert.match(lines(r.stdout)[0], /^error navigation\.groups\[0\] \(docs\.json\): \$ref "missing\.json": no such file/);
  });
});

describe('spec values the navigation takes are checked where they are read', () => {
  const spec = (extra) => ({
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    tags: [
      { name: 'num', 'x-group': 5 },
      { name: 'obj', 'x-group': { a: 1 } },
      { name: 'arr', 'x-group': ['q'] },
      { name: 'bool', 'x-group': true },
      { name: 'str', 'x-group': 'Strings' },
    ],
    paths: {
      '/a': { get: { tags: ['num'], summary: 'A', responses: { 200: { description: 'OK' } } } },
      '/b': { get: { tags: ['obj'], summary: 'B', responses: { 200: { description: 'OK' } } } },
      '/c': { get: { tags: ['arr'], summary: 'C', responses: { 200: { description: 'OK' } } } },
      '/d': { get: { tags: ['bool'], summary: 'D', responses: { 200: { description: 'OK' } } } },
      '/e': { get: { tags: ['str'], summary: 'E', responses: { 200: { description: 'OK' } }, ...extra } },
    },
  });

  it('an x-group that is no string is reported, and the tag name used: every group is named by text', () => {
    const file = site({ 'docs.json': { navigation: { tabs: [{ tab: 'API', openapi: 'openapi.json' }] } }, 'openapi.json': spec({}) });
    const r = run(['check', file]);
    assert.deepEqual(lines(r.stdout), [
      'warning navigation.tabs[0].openapi: OpenAPI spec "openapi.json": tags[0].x-group must be a string, not a number: the tag name "num" is used',
      'warning navigation.tabs[0].openapi: OpenAPI spec "openapi.json": tags[1].x-group must be a string, not an object: the tag name "obj" is used',
      'warning navigation.tabs[0].openapi: OpenAPI spec "openapi.json": tags[2].x-group must be a string, not an array: the tag name "arr" is used',
      'warning navigation.tabs[0].openapi: OpenAPI spec "openapi.json": tags[3].x-group must be a string, not a boolean: the tag name "bool" is used',
      '0 errors, 4 warnings',
    ]);
    const nav = JSON.parse(run(['resolve', file]).stdout);
    assert.deepEqual(nav.tabs[0].groups.map((g) => g.group), ['num', 'obj', 'arr', 'bool', 'Strings']);
  });

  it('a description, deprecated flag or x-mint metadata field of the wrong type, or nested past 100 levels, is left out', () => {
    let deep = 'x';
    for (let i = 0; i < 150; i++) deep = [deep];
    const extra = { description: { html: '<b>' }, deprecated: 'yes', 'x-mint': { metadata: { title: 7, sidebarTitle: ['x'], icon: 5, tag: {}, hidden: 'no', mode: 'wide', deep } } };
    const file = site({ 'docs.json': { navigation: { tabs: [{ tab: 'API', openapi: 'openapi.json' }] } }, 'openapi.json': spec(extra) });
    const r = run(['check', file]);
    const at = 'warning navigation.tabs[0].openapi: OpenAPI spec "openapi.json": paths["/e"].get';
    for (const line of [
      `${at}.description must be a string, not an object: left out`,
      `${at}.deprecated must be a boolean, not a string: left out`,
      `${at}.x-mint.metadata.title must be a string, not a number: left out`,
      `${at}.x-mint.metadata.sidebarTitle must be a string, not an array: left out`,
      `${at}.x-mint.metadata.icon must be an icon name or {"name": ...}, not a number: left out`,
      `${at}.x-mint.metadata.tag must be a string, not an object: left out`,
      `${at}.x-mint.metadata.hidden must be a boolean, not a string: left out`,
      `${at}.x-mint.metadata.deep nests more than 100 levels deep: left out`,
    ]) {
      assert.ok(lines(r.stdout).includes(line), `${line}\nin\n${r.stdout}`);
    }
    const nav = JSON.parse(run(['resolve', file]).stdout);
    assert.deepEqual(nav.tabs[0].groups[4].pages[0], { title: 'E', mode: 'wide', openapi: '/openapi.json get /e', href: '/api-reference/str/e' });
  });

  for (const where of ['x-mint.metadata', 'description', 'x-group']) {
    it(`a 643-byte YAML alias bomb in ${where} is refused with an error, in little time and memory; the rest resolves`, () => {
      const bomb = ['a: &a ["l","l","l","l","l","l","l","l","l"]'];
      for (const [x, y] of ['ab', 'bc', 'cd', 'de', 'ef', 'fg', 'gh', 'hi']) bomb.push(`${y}: &${y} [*${x},*${x},*${x},*${x},*${x},*${x},*${x},*${x},*${x}]`);
      const value = where === 'x-mint.metadata' ? '{metadata: {bomb: *i}}' : '*i';
      const yaml = [
        'openapi: 3.0.0',
        'info: {title: t, version: "1"}',
        `x-bomb: {${bomb.join(', ')}}`,
        `tags: [{name: t, ${where === 'x-group' ? `x-group: ${value}` : 'description: x'}}]`,
        'paths:',
        '  /a:',
        '    get:',
        '      tags: [t]',
        '      summary: A',
        where === 'x-mint.metadata' ? `      x-mint: ${value}` : where === 'description' ? `      description: ${value}` : '      description: fine',
      ].join('\n');
      const file = site({ 'docs.json': { navigation: { tabs: [{ tab: 'API', openapi: 'openapi.yaml' }, { tab: 'Guides', pages: ['intro'] }] } }, 'openapi.yaml': yaml });
      const r = run(['resolve', file], { limitMb: 512 });
      noCrash(r);
      assert.ok(r.ms < 30_000, `${r.ms} ms`);
      assert.match(r.stderr, /^error navigation\.tabs\[0\]\.openapi: OpenAPI spec "openapi\.yaml" could not be loaded: \/openapi\.yaml is refused: its YAML aliases repeat [\d,]+ values written out, over the limit of 1,000,000 \(an alias bomb\?\)$/m);
      assert.deepEqual(JSON.parse(r.stdout).tabs[1].pages, [{ title: 'Intro', href: '/intro' }]);
    });
  }
});

/** A local server: docs.json names a $ref file and a spec that never answer. */
function hangingServer() {
  const server = http.createServer((req, res) => {
    if (req.url !== '/docs.json') return; // never answers
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ...SITE, navigation: { tabs: [{ tab: 'A', pages: ['a'] }, { $ref: 'hang.json' }, { tab: 'C', openapi: '/hang.yaml' }, { tab: 'D', pages: ['d'] }] } }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
/** Runs the command without blocking this process (the server must answer). */
function runAsync(args) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const p = spawn(process.execPath, [bin, ...args]);
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d) => (stdout += d));
    p.stderr.on('data', (d) => (stderr += d));
    p.on('close', (status) => resolve({ status, stdout, stderr, ms: Date.now() - t0 }));
  });
}

describe('the command line', () => {
  it('--timeout: a $ref file or a spec that never answers is an error at its place; the rest resolves', async () => {
    const server = await hangingServer();
    try {
      const url = `http://127.0.0.1:${server.address().port}/docs.json`;
      const r = await runAsync(['resolve', url, '--timeout', '1']);
      assert.equal(r.status, 0, r.stderr);
      assert.ok(r.ms < 20_000, `${r.ms} ms`);
      assert.deepEqual(lines(r.stderr), [
        `error navigation.tabs[1] (docs.json): $ref "hang.json": no answer from http://127.0.0.1:${server.address().port}/hang.json after 1 s (see --timeout)`,
        `error navigation.tabs[2].openapi: OpenAPI spec "/hang.yaml" could not be loaded: no answer from http://127.0.0.1:${server.address().port}/hang.yaml after 1 s (see --timeout)`,
      ]);
      assert.deepEqual(JSON.parse(r.stdout).tabs.map((t) => t.tab), ['A', 'C', 'D']);
      const bad = await runAsync(['resolve', url, '--timeout', 'soon']);
      assert.equal(bad.status, 2);
      assert.match(bad.stderr, /^docs-nav: --timeout needs a positive number$/m);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('check: a spec nested deeper than any stack is one the reference refuses (its YAML reader stops past 100 levels), said at its place; resolve still makes its pages', () => {
    const depth = 100_000;
    const deep = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const spec = `{"openapi":"3.0.3","info":{"title":"T","version":"1"},"paths":{"/a":{"get":{"summary":"A","responses":{"200":{"description":"ok"}},"x-deep":${deep}}}}}`;
    const file = site({ 'docs.json': { navigation: { groups: [{ group: 'API', openapi: 'spec.json' }] } }, 'spec.json': spec });
    const r = run(['check', file]);
    assert.equal(r.status, 1, r.stdout + r.stderr);
    assert.match(lines(r.stdout)[0], /^error navigation\.groups\[0\]\.openapi: OpenAPI spec "spec\.json" is one Mintlify's build refuses, and stops on .*: its text is not one the reference reads \(as YAML, JSON included\): nesting exceeded maxDepth \(100\)/);
    const resolved = run(['resolve', file]);
    assert.equal(resolved.status, 0, resolved.stderr);
    assert.deepEqual(JSON.parse(resolved.stdout).groups[0].pages[0].pages.map((p) => p.title), ['A']);
  });

  it('--max-spec-size: the limit on specs, and the message about it, are the command\'s', () => {
    const big = { openapi: '3.0.0', info: { title: 't', version: '1' }, paths: { '/a': { get: { summary: 'A', description: 'x'.repeat(1_500_000), responses: { 200: { description: 'OK' } } } } } };
    const file = site({ 'docs.json': { navigation: { tabs: [{ tab: 'API', openapi: 'big.json' }] } }, 'big.json': big });
    const r = run(['check', file, '--max-spec-size', '1']);
    assert.deepEqual(lines(r.stdout), [
      'error navigation.tabs[0].openapi: OpenAPI spec "big.json" could not be loaded: the file is 1.5 MB, over the 1.0 MB limit; give a higher limit with --max-spec-size (in MB; 1 now)',
      '1 error, 0 warnings',
    ]);
    assert.equal(run(['check', file, '--max-spec-size', '2']).stdout.trim(), '0 errors, 0 warnings');
  });

  it('check shows control characters of the config escaped, never as terminal codes', () => {
    const file = site({ 'docs.json': { navigation: { tabs: [{ tab: 'T', href: '\u001b[2J\u001b[31mx\u202e\u0007' }] } } });
    const r = run(['check', file]);
    assert.doesNotMatch(r.stdout, /[\u0000-\u0009\u000b-\u001f\u202e]/);
    assert.ok(
      lines(r.stdout).includes('warning navigation.tabs[0].href: "\\u001b[2J\\u001b[31mx\\u202e\\u0007" is not a URL, an absolute path (/...), a #fragment or a mailto: link'),
      r.stdout,
    );
  });

  it('JSON errors: one line, the place apart, a byte order mark not counted', () => {
    const cases = [
      ['{\n  "a": 1,\n  "b": \n}', "error (root) (docs.json:4:1): invalid JSON: Unexpected token '}'"],
      ['{"a":1}}', 'error (root) (docs.json:1:8): invalid JSON: Unexpected non-whitespace character after JSON'],
      ['\ufeff{"a": x}', "error (root) (docs.json:1:7): invalid JSON: Unexpected token 'x'"],
      ['{"a":\u001b}', "error (root) (docs.json:1:6): invalid JSON: Unexpected token '\\u001b'"],
    ];
    for (const [text, expected] of cases) {
      const r = run(['check', site({ 'docs.json': text })]);
      assert.equal(r.status, 1);
      assert.deepEqual(lines(r.stderr), [expected]);
    }
  });

  it('a docs.json without "navigation" says what is missing', () => {
    const r = run(['check', site({ 'docs.json': {} })]);
    assert.deepEqual(lines(r.stdout), ['error navigation: is missing: docs.json has no "navigation" (an object with "groups", "tabs", "pages"...)', '1 error, 0 warnings']);
  });

  it('scope: an href named __proto__ is an href like any other', () => {
    const file = site({ 'docs.json': { navigation: { groups: [{ group: 'G', pages: ['__proto__', 'constructor'] }] } } });
    const r = run(['scope', file], { input: '__proto__\n/__proto__\n/constructor\n' });
    const out = JSON.parse(r.stdout);
    assert.deepEqual(Object.keys(out), ['__proto__', '/__proto__', '/constructor']);
    assert.deepEqual(out['/__proto__'].breadcrumbs, ['G']);
  });

  it('scope is linear: 100,000 hrefs of a navigation of 100,000 pages in two versions, in seconds', () => {
    const groups = [];
    for (let g = 0; g < 500; g++) groups.push({ group: `Group ${g}`, pages: [`s${g}/overview`, ...Array.from({ length: 99 }, (_, i) => `s${g}/topic-${i}`)] });
    const version = (v) => ({ version: v, groups: groups.map((g) => ({ ...g, pages: g.pages.map((p) => `${v}/${p}`) })) });
    const file = site({ 'docs.json': { navigation: { versions: [version('v1'), version('v2')] } } });
    const hrefs = groups.flatMap((g) => g.pages.flatMap((p) => [`/v1/${p}`, `/v2/${p}`]));
    const r = run(['scope', file], { input: hrefs.join('\n') });
    assert.equal(r.status, 0, r.stderr);
    const out = JSON.parse(r.stdout);
    assert.equal(Object.keys(out).length, 100_000);
    assert.deepEqual(out['/v1/s7/topic-3'], { version: 'v1', versionTargets: { v1: '/v1/s7/topic-3', v2: '/v2/s7/topic-3' }, breadcrumbs: ['Group 7'] });
    // Linear takes a few seconds here; the quadratic scoping it replaced took minutes.
    assert.ok(r.ms < 60_000, `${r.ms} ms`);
  });
});
