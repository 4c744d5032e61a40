// Page files and their frontmatter, through the CLI as a user runs it (needs `npm run build`):
// resolve/scope/check read the pages beside docs.json, `index` prints the same metadata for
// --pages and for the core's resolveDocs(url, {pages}), and bad page files or indexes never crash.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = process.env.DOCS_NAV_BIN ?? path.join(root, 'bin/docs-nav.js');
const fixture = (p) => path.join(root, 'test/fixtures', p);
const run = (args, input) => spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', timeout: 60_000 });

/** A docs folder in a temporary directory: `files` maps paths to contents. */
function site(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nav-pages-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
// A valid site around the pages (docs-nav check says what the reference requires of one).
const docsJson = (pages) => JSON.stringify({ theme: 'mint', name: 'Pages', colors: { primary: '#0D9373' }, navigation: { pages } });
const titles = (stdout) => JSON.parse(stdout).pages.map((p) => p.title);

describe('docs-nav resolve with page files', () => {
  it('reads the frontmatter of the pages beside docs.json, and warns of a page without a file', () => {
    const r = run(['resolve', fixture('pages/docs.json')]);
    assert.equal(r.status, 0, r.stderr);
    const pages = JSON.parse(r.stdout).pages;
    assert.deepEqual(pages[0], { title: 'Welcome home', sidebarTitle: 'Home', icon: 'house', href: '/index' });
    assert.deepEqual(pages[1], { title: 'Set it up', description: 'How to set up', href: '/guides/setup' });
    assert.deepEqual(pages[2], { title: 'No file', href: '/guides/no-file' });
    assert.match(r.stderr, /"guides\/no-file" is in the navigation but no page file has that path/);
  });

  it('takes titles from paths alone with --no-pages', () => {
    const r = run(['resolve', fixture('pages/docs.json'), '--no-pages']);
    assert.equal(r.status, 0, r.stderr);
    assert.deepEqual(titles(r.stdout), ['Index', 'Setup', 'No file']);
    assert.equal(r.stderr, '');
  });

  it('gives the same navigation from an index printed by "docs-nav index" as from the files', () => {
    const dir = site({
      'docs.json': JSON.stringify({ navigation: { groups: [{ group: 'G', root: 'a', pages: ['a', 'api/op', 'b'] }], tabs: undefined } }),
      'a.mdx': '---\ntitle: A page\ndate: 2024-01-15\n---\n',
      'b.md': '---\ntitle:\n---\n',
      'api/op.mdx': '---\nopenapi: GET /things\n---\n',
      'spec.yaml': 'openapi: 3.0.0\ninfo: {title: T, version: "1"}\npaths:\n  /things:\n    get:\n      summary: List things\n      description: All of them\n      responses: {"200": {description: OK}}\n',
    });
    try {
      const direct = run(['resolve', path.join(dir, 'docs.json')]);
      assert.equal(direct.status, 0, direct.stderr);
      const index = run(['index', dir]);
      assert.equal(index.status, 0, index.stderr);
      fs.writeFileSync(path.join(dir, 'pages.json'), index.stdout);
      const viaIndex = run(['resolve', path.join(dir, 'docs.json'), '--pages', path.join(dir, 'pages.json')]);
      assert.equal(viaIndex.stdout, direct.stdout);
      const group = JSON.parse(direct.stdout).groups[0];
      assert.deepEqual(group.root, { title: 'A page', date: '2024-01-15T00:00:00.000Z', href: '/a' });
      // The operation's summary and description; the frontmatter's null title stays null.
      assert.deepEqual(group.pages[1], { title: 'List things', description: 'All of them', openapi: 'GET /things', href: '/api/op' });
      assert.equal(group.pages[2].title, null);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('decorates in the core exactly as the CLI, from the object "docs-nav index" prints', async () => {
    const index = JSON.parse(run(['index', fixture('pages')]).stdout);
    const { resolveDocs } = await import(pathToFileURL(path.join(root, 'dist/core/index.js')).href);
    const { nodeReader } = await import(pathToFileURL(path.join(root, 'dist/node/read.js')).href);
    const resolved = await resolveDocs(pathToFileURL(fixture('pages/docs.json')).href, { read: nodeReader, pages: index });
    const cli = JSON.parse(run(['resolve', fixture('pages/docs.json')]).stdout);
    assert.deepEqual(resolved.navigation, cli);
    assert.deepEqual(resolved.diagnostics.map((d) => d.message), ['"guides/no-file" is in the navigation but no page file has that path']);
  });

  it('decorates in the check\'s walk (no index, or a promise of none) as after it (an index still coming): roots, global, odd paths', async () => {
    const { resolveConfig } = await import(pathToFileURL(path.join(root, 'dist/core/index.js')).href);
    const read = async (url) => {
      throw new Error(`no such file: ${url}`);
    };
    const config = {
      navigation: {
        root: 'nav-root',
        tabs: [
          { tab: 'A', root: '/tab-root/', hidden: true, groups: [{ group: 'G', root: './g/../root-page', pages: ['a//b', '/lead', 'trail/', 'x_y-z', 'q/page?x=1', 'a?b/c', { group: 'H', icon: 'x', root: 'h?r', pages: ['h'] }] }] },
          { tab: 'B', pages: ['', 'b', 42, { group: 'I', root: 'https:/odd', pages: [] }] },
          { tab: 'C', href: 'https://example.com' },
        ],
        global: { anchors: [{ anchor: 'Blog', href: 'https://example.com/blog' }] },
      },
    };
    // An index still being fetched when the navigation is checked, that turns out to be none.
    const notYet = () => new Promise((resolve) => setTimeout(resolve, 1));
    const inWalk = await resolveConfig(structuredClone(config), 'file:///site/docs.json', { read });
    for (const pages of [notYet(), Promise.resolve(undefined)]) {
      const other = await resolveConfig(structuredClone(config), 'file:///site/docs.json', { read, pages });
      assert.equal(JSON.stringify(inWalk.navigation), JSON.stringify(other.navigation));
      assert.deepEqual(inWalk.diagnostics, other.diagnostics);
    }
    assert.equal(Object.keys(inWalk.navigation)[0], 'global');
    assert.equal(inWalk.navigation.tabs[0].root.href, '/tab-root/');
    // A query ends the title: the last segment before it.
    assert.deepEqual(inWalk.navigation.tabs[0].groups[0].pages[4], { title: 'Page', href: '/q/page?x=1' });
  });


  it('titles a page from its last path segment, whatever its length or first letter', async () => {
    const { resolveConfig } = await import(pathToFileURL(path.join(root, 'dist/core/index.js')).href);
    const read = async (url) => {
      throw new Error(`no such file: ${url}`);
    };
    // The reference's rule, written here on its own: dashes and underscores as spaces, the first letter upper-cased.
    const rule = (p) => {
      const words = p.slice(p.lastIndexOf('/') + 1).replace(/[-_]/g, ' ');
      return words.charAt(0).toUpperCase() + words.slice(1);
    };
    // Segments around the length where titles stop being made from character codes (256).
    const long = (n) => `long/x-${'ab_c-'.repeat(60)}`.slice(0, n + 'long/'.length);
    const paths = [long(255), long(256), long(257), long(400), 'a/b/c/some-page_name', 'é-tude/ça-va', 'ßig/-dash-first', '_under', 'x/Already-Up', 'x/9-lives', 'x/ÿ-umlaut', 'deep/er/and/deeper'];
    const { navigation, diagnostics } = await resolveConfig({ navigation: { pages: paths } }, 'file:///site/docs.json', { read });
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(navigation.pages, paths.map((p) => ({ title: rule(p), href: `/${p}` })));
  });
  it('matches openapi: frontmatter against the https specs docs.json names too, the last one with the path winning', () => {
    const spec = (title, paths) => JSON.stringify({ openapi: '3.0.0', info: { title, version: '1' }, paths });
    const op = (summary) => ({ get: { summary, responses: { 200: { description: 'ok' } } } });
    const dir = site({
      // Served for https://specs.test/ by a fetch stub (no network): the CLI fetches as usual.
      'remote/api.json': spec('API', { '/things': op('From api.openapi'), '/only-api': op('Only in api') }),
      'remote/a.json': spec('A', { '/things': op('From tab A') }),
      'remote/b.json': spec('B', { '/things': op('From tab B'), '/only-b': op('Only in B') }),
      'stub.mjs': `const real = globalThis.fetch;
        globalThis.fetch = async (input, init) => {
          const url = new URL(typeof input === 'string' ? input : input.url);
          if (url.hostname !== 'specs.test') return real(input, init);
          const fs = await import('node:fs');
          const file = new URL('./remote' + url.pathname, import.meta.url);
          return fs.existsSync(file) ? new Response(fs.readFileSync(file, 'utf8')) : new Response('', { status: 404 });
        };`,
      'docs/docs.json': JSON.stringify({
        api: { openapi: 'https://specs.test/api.json' },
        navigation: {
          tabs: [
            { tab: 'Pages', pages: ['p/things', 'p/only-api', 'p/by-url', 'p/local'] },
            { tab: 'A', openapi: 'https://specs.test/a.json' },
            // Endpoints named under an openapi come before the openapi settings: b.json, then a.json.
            { tab: 'B', openapi: 'https://specs.test/b.json', groups: [{ group: 'E', pages: ['GET /only-b'] }] },
          ],
        },
      }),
      'docs/local.json': spec('Local', { '/things': op('From the folder') }),
      'docs/p/things.mdx': '---\nopenapi: GET /things\n---\n',
      'docs/p/only-api.mdx': '---\nopenapi: GET /only-api\n---\n',
      'docs/p/by-url.mdx': '---\nopenapi: https://specs.test/b.json GET /things\n---\n',
      'docs/p/local.mdx': '---\nopenapi: local GET /things\n---\n',
    });
    try {
      const r = spawnSync(process.execPath, ['--import', pathToFileURL(path.join(dir, 'stub.mjs')).href, bin, 'resolve', path.join(dir, 'docs/docs.json')], { encoding: 'utf8' });
      assert.equal(r.status, 0, r.stderr);
      assert.deepEqual(titles(JSON.stringify(JSON.parse(r.stdout).tabs[0])), ['From tab A', 'Only in api', 'From tab B', 'From the folder']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('matches openapi: frontmatter against the specs the reference validation takes: one it refuses is left out, one without info.version kept', () => {
    // The reference's answers: the folder's specs are validated (the OpenAPI schema), and one
    // that fails is no spec to match; the validator gives an `info` without `version` one.
    const op = (summary, extra = {}) => ({ get: { summary, ...extra } });
    const dir = site({
      'docs.json': docsJson(['a', 'b']),
      'a.mdx': '---\nopenapi: GET /users\n---\n',
      'b.mdx': '---\nopenapi: GET /items\n---\n',
      'refused.json': JSON.stringify({ openapi: '3.0.3', info: { title: 'R', version: '1' }, paths: { '/users': op('From the refused spec') } }),
      'kept.json': JSON.stringify({ openapi: '3.0.3', info: { title: 'K' }, paths: { '/items': op('List items', { responses: { 200: { description: 'OK' } } }) } }),
    });
    try {
      const r = run(['resolve', path.join(dir, 'docs.json')]);
      assert.equal(r.status, 0, r.stderr);
      assert.deepEqual(titles(r.stdout), ['A', 'List items']);
      assert.match(r.stderr, /refused\.json\): not used for "openapi" frontmatter: the reference build refuses it \(it fails the OpenAPI 3\.0 schema: at paths › \/users › get: must have required property 'responses'\)/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps a page file without frontmatter or with bad YAML at its path title; bad YAML is an error of check, with the file and line', () => {
    const dir = site({
      'docs.json': docsJson(['plain', 'broken', 'fine', 'twice']),
      'plain.mdx': '# No frontmatter\n',
      'broken.mdx': '---\ntitle: Broken\n  sidebarTitle: [unclosed\n---\n',
      'fine.mdx': '---\ntitle: Fine\n---\n',
      'twice.mdx': '---\ntitle: One\ntitle: Two\n---\n',
    });
    try {
      // The reference's build stops at frontmatter it cannot read ("There is a syntax error in
      // your frontmatter"): check says so, and exits 1; resolve still gives every page.
      const r = run(['check', path.join(dir, 'docs.json')]);
      assert.equal(r.status, 1, r.stdout);
      const lines = r.stdout.trim().split('\n');
      assert.match(lines[0], /^error pages \(broken\.mdx:3:\d+\): frontmatter is not valid YAML: bad indentation/);
      assert.match(lines[1], /^error pages \(twice\.mdx:3:1\): frontmatter is not valid YAML: duplicated mapping key/);
      assert.equal(lines.at(-1), '2 errors, 0 warnings');
      const resolved = run(['resolve', path.join(dir, 'docs.json')]);
      assert.equal(resolved.status, 0, resolved.stderr);
      assert.deepEqual(titles(resolved.stdout), ['Plain', 'Broken', 'Fine', 'Twice']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('warns of a url: frontmatter the elements do not follow (one that runs code, no string), which the reference keeps as it is', () => {
    const dir = site({
      'docs.json': docsJson(['away', 'code', 'number', 'unset']),
      'away.mdx': '---\ntitle: Away\nurl: https://example.com/away\n---\n',
      'code.mdx': '---\ntitle: Code\nurl: " javascript:alert(1)"\n---\n',
      'number.mdx': '---\ntitle: Number\nurl: 123\n---\n',
      'unset.mdx': '---\ntitle: Unset\nurl:\n---\n',
    });
    try {
      const r = run(['check', path.join(dir, 'docs.json')]);
      assert.equal(r.status, 0, r.stdout);
      assert.deepEqual(r.stdout.trim().split('\n'), [
        'warning pages (code.mdx): "url" "javascript:" URLs are not allowed: they run code or make documents: the page\'s link leads to the page itself',
        'warning pages (number.mdx): "url" must be a string (where the page\'s entry leads), not a number: the page\'s link leads to the page itself',
        '0 errors, 2 warnings',
      ]);
      // resolve keeps every url as the reference does.
      const resolved = run(['resolve', path.join(dir, 'docs.json')]);
      assert.deepEqual(JSON.parse(resolved.stdout).pages.map((p) => p.url), ['https://example.com/away', ' javascript:alert(1)', 123, null]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses openapi: and asyncapi: frontmatter that is set but no string, as the reference build fails on it', () => {
    const dir = site({
      'docs.json': docsJson(['number', 'list', 'date', 'channel', 'off', 'empty']),
      'number.mdx': '---\ntitle: Number\nopenapi: 123\n---\n',
      'list.mdx': '---\ntitle: List\ndescription: x\nopenapi: [GET /users]\n---\n',
      'date.mdx': '---\nopenapi: 2024-01-15\n---\n',
      'channel.mdx': '---\nasyncapi: true\n---\n',
      // Unset, as the reference reads them: no operation, no error.
      'off.mdx': '---\ntitle: Off\nopenapi: false\nasyncapi: 0\n---\n',
      'empty.mdx': '---\ntitle: Empty\nopenapi: ""\nasyncapi: null\n---\n',
    });
    try {
      const r = run(['check', path.join(dir, 'docs.json')]);
      assert.equal(r.status, 1, r.stdout);
      assert.deepEqual(r.stdout.trim().split('\n'), [
        'error pages (channel.mdx:2): "asyncapi" must be a string ("chat" or "asyncapi.yaml chat"), not a boolean: Mintlify\'s build stops at it',
        'error pages (date.mdx:2): "openapi" must be a string ("GET /users" or "openapi.json GET /users"), not a date: Mintlify\'s build stops at it',
        'error pages (list.mdx:4): "openapi" must be a string ("GET /users" or "openapi.json GET /users"), not an array: Mintlify\'s build stops at it',
        'error pages (number.mdx:3): "openapi" must be a string ("GET /users" or "openapi.json GET /users"), not a number: Mintlify\'s build stops at it',
        '4 errors, 0 warnings',
      ]);
      // resolve still gives every page, its frontmatter as it is.
      const resolved = run(['resolve', path.join(dir, 'docs.json')]);
      assert.equal(resolved.status, 0, resolved.stderr);
      assert.deepEqual(titles(resolved.stdout), ['Number', 'List', 'Date', 'Channel', 'Off', 'Empty']);
      assert.deepEqual(JSON.parse(resolved.stdout).pages[1].openapi, ['GET /users']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads a page with imports after the others, its frontmatter as its MDX parser finds it; of two files for a page, the later keeps the titles the earlier gave', () => {
    // Expectations from the reference build (conformance/oracle) on the same folder. It reads a
    // page with imports last, its frontmatter between fences its MDX parser takes (`---` and
    // spaces); a second file for a path (`a.md`, `a.mdx`) replaces the first but keeps the title,
    // description and sidebarTitle its own frontmatter does not give.
    const imports = 'import S from "/snippets/s.mdx"\n\n<S />\n';
    const dir = site({
      'docs.json': docsJson(['fence', 'fence2', 'dots', 'dots2', 'dup', 'imp']),
      'snippets/s.mdx': '---\ntitle: S\n---\nSnippet\n',
      'fence.mdx': `---  \ntitle: Fence with import\n---\n${imports}`,
      'fence2.mdx': '---  \ntitle: Fence alone\n---\nText\n',
      'dots.mdx': '---\ntitle: Dots alone\n...\nText\n',
      'dots2.mdx': `---\ntitle: Dots with import\n...\n${imports}`,
      'dup.md': '---\ntitle: From md\ndescription: Described\nextra: 1\n---\nText\n',
      'dup.mdx': '---\nsidebarTitle: Side\n---\nText\n',
      'imp.md': `---\ntitle: Md with import\n---\n${imports}`,
      'imp.mdx': '---\ntitle: Mdx alone\ndescription: Only here\n---\nText\n',
    });
    try {
      const r = run(['resolve', path.join(dir, 'docs.json')]);
      assert.equal(r.status, 0, r.stderr);
      assert.deepEqual(JSON.parse(r.stdout).pages, [
        { title: 'Fence with import', href: '/fence' },
        { title: 'Fence2', href: '/fence2' },
        { title: 'Dots alone', href: '/dots' },
        { title: 'Dots with import', href: '/dots2' },
        { title: 'From md', sidebarTitle: 'Side', href: '/dup', description: 'Described' },
        { title: 'Md with import', href: '/imp', description: 'Only here' },
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes a page for one with imports where its MDX parser finds an import: where a block begins', () => {
    // The reference's answers: its parser finds the import of q2, q4 and q5 (after a heading, a
    // blank line, the frontmatter), so it reads their frontmatter its own way (an opening `---`
    // with spaces after it); not that of q1 (it goes on with a paragraph) nor q3 (in a
    // component, where it cannot parse it), whose frontmatter front-matter alone reads: none.
    const imports = "import S from '/snippets/s.mdx'";
    const dir = site({
      'docs.json': docsJson(['q1', 'q2', 'q3', 'q4', 'q5']),
      'snippets/s.mdx': '---\ntitle: S\n---\nS\n',
      'q1.mdx': `---  \ntitle: Quux one\n---\nText\n${imports}\n\n<S />\n`,
      'q2.mdx': `---  \ntitle: Quux two\n---\n# Heading\n${imports}\n\n<S />\n`,
      'q3.mdx': `---  \ntitle: Quux three\n---\n<Note>\n${imports}\n</Note>\n`,
      'q4.mdx': `---  \ntitle: Quux four\n---\nText\n\n${imports}\n\n<S />\n`,
      'q5.mdx': `---  \ntitle: Quux five\n---\n${imports}\n\n<S />\n`,
    });
    try {
      assert.deepEqual(titles(run(['resolve', path.join(dir, 'docs.json')]).stdout), ['Q1', 'Quux two', 'Q3', 'Quux four', 'Quux five']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes no page from snippets/, from a file another imports, or from README.md, and follows .mintignore', () => {
    const dir = site({
      'docs.json': docsJson(['snippets/s', 'shared', 'README', 'drafts/wip', 'kept']),
      'snippets/s.mdx': '---\ntitle: Snippet\n---\n',
      'shared.mdx': '---\ntitle: Shared\n---\n',
      'kept.mdx': "---\ntitle: Kept\n---\nimport Shared from '/shared.mdx';\n",
      'README.md': '---\ntitle: Readme\n---\n',
      'drafts/wip.mdx': '---\ntitle: Draft\n---\n',
      '.mintignore': 'drafts/\n',
    });
    try {
      const r = run(['resolve', path.join(dir, 'docs.json')]);
      assert.deepEqual(titles(r.stdout), ['S', 'Shared', 'README', 'Wip', 'Kept']);
      for (const p of ['snippets/s', 'shared', 'README', 'drafts/wip']) assert.match(r.stderr, new RegExp(`"${p}" is in the navigation but no page file`));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('page files that could hurt', () => {
  it('reads pages named __proto__ and constructor as pages, polluting nothing', () => {
    const dir = site({
      'docs.json': docsJson(['__proto__', 'constructor', 'toString', 'hasOwnProperty']),
      '__proto__.mdx': '---\ntitle: Proto\n__proto__: {polluted: yes}\n---\n',
      'constructor.mdx': '---\ntitle: Constructor\nconstructor: 5\n---\n',
    });
    try {
      const index = run(['index', dir]);
      assert.equal(index.status, 0, index.stderr);
      const pages = JSON.parse(index.stdout);
      assert.deepEqual(Object.keys(pages), ['__proto__', 'constructor']);
      assert.deepEqual(Object.getOwnPropertyDescriptor(pages, '__proto__').value, { title: 'Proto', ['__proto__']: { polluted: 'yes' }, href: '/__proto__' });
      const r = run(['resolve', path.join(dir, 'docs.json')]);
      assert.equal(r.status, 0, r.stderr);
      const nav = JSON.parse(r.stdout);
      assert.deepEqual(titles(r.stdout), ['Proto', 'Constructor', 'ToString', 'HasOwnProperty']);
      assert.equal(nav.pages[1].constructor, 5);
      assert.match(r.stderr, /"toString" is in the navigation but no page file has that path/);
      fs.writeFileSync(path.join(dir, 'pages.json'), index.stdout);
      assert.equal(run(['resolve', path.join(dir, 'docs.json'), '--pages', path.join(dir, 'pages.json')]).stdout, r.stdout);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does not hang on a YAML alias bomb or a self-referring alias: the page keeps its path title', () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 12; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const dir = site({
      'docs.json': docsJson(['bomb', 'cycle']),
      'bomb.mdx': `---\ntitle: Bomb\n${levels.join('\n')}\n---\n`,
      'cycle.mdx': '---\ntitle: Cycle\nself: &s [1, *s]\n---\n',
    });
    try {
      const started = Date.now();
      const index = run(['index', dir]);
      assert.equal(index.status, 0, index.stderr);
      assert.ok(Date.now() - started < 20_000, 'index returns promptly');
      assert.deepEqual(JSON.parse(index.stdout), { bomb: { href: '/bomb' }, cycle: { href: '/cycle' } });
      assert.match(index.stderr, /^error pages \(bomb\.mdx\): frontmatter is too large once its YAML aliases are expanded/m);
      assert.match(index.stderr, /^error pages \(cycle\.mdx\): /m);
      assert.deepEqual(titles(run(['resolve', path.join(dir, 'docs.json')]).stdout), ['Bomb', 'Cycle']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('docs-nav index and --pages given what they cannot read', () => {
  const oneLine = (r, status, pattern) => {
    assert.equal(r.status, status, r.stderr);
    assert.equal(r.stdout, '');
    assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
    assert.match(r.stderr, pattern);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  };

  it('index: a missing folder, a file', () => {
    oneLine(run(['index', fixture('pages/nowhere')]), 1, /^docs-nav: no such folder: .*nowhere$/m);
    oneLine(run(['index', fixture('pages/docs.json')]), 1, /^docs-nav: .*docs\.json is a file, not a folder$/m);
  });

  it('--pages: a missing file, a folder, text that is not JSON, JSON that is no index', () => {
    const docs = fixture('pages/docs.json');
    oneLine(run(['resolve', docs, '--pages', fixture('pages/nowhere.json')]), 1, /^docs-nav: --pages .*nowhere\.json: no such file$/m);
    oneLine(run(['resolve', docs, '--pages', fixture('pages/guides')]), 1, /^docs-nav: --pages .*guides: is a folder, not a file$/m);
    oneLine(run(['check', docs, '--pages', fixture('pages/index.mdx')]), 1, /^docs-nav: --pages .*index\.mdx:1:\d+: invalid JSON/m);
    const dir = site({ 'list.json': '[1, 2]', 'odd.json': '{"index": 5, "guides/setup": {"title": "From the index"}}' });
    try {
      oneLine(run(['scope', docs, '--pages', path.join(dir, 'list.json')], ''), 1, /must be a JSON object of pages by path/);
      const r = run(['resolve', docs, '--pages', path.join(dir, 'odd.json')]);
      assert.equal(r.status, 0, r.stderr);
      assert.deepEqual(titles(r.stdout), ['Index', 'From the index', 'No file']);
      assert.match(r.stderr, /^warning pages\.index: must be an object/m);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('--pages without a file, or with --no-pages, is a usage error', () => {
    assert.equal(run(['resolve', fixture('pages/docs.json'), '--pages']).status, 2);
    assert.equal(run(['resolve', fixture('pages/docs.json'), '--pages', 'x.json', '--no-pages']).status, 2);
  });
});
