import { expect } from '@open-wc/testing';
import { resolveDocs, resolveConfig } from '../../src/core/resolve.js';
import { ConfigError } from '../../src/core/diagnostics.js';
import { memorySite } from '../helpers/memory.js';

/** What a promise rejects with (undefined when it resolves). */
const rejection = (p: Promise<unknown>): Promise<unknown> => p.then(() => undefined, (e: unknown) => e);

const at = (ds: { path: string; level: string }[], level = 'error') => ds.filter((d) => d.level === level).map((d) => d.path);

describe('resolveDocs: pages and groups', () => {
  it('turns page paths into page objects with titles from the path, group roots too', async () => {
    const site = memorySite({
      'docs.json': {
        navigation: {
          groups: [
            { group: 'Start', icon: 'rocket', tag: 'NEW', pages: ['quickstart', 'guides/getting-started_now', { group: 'Deep', root: 'deep/index', expanded: true, pages: ['deep/one'] }] },
          ],
        },
      },
    });
    const { navigation, diagnostics } = await resolveDocs(site.url, { read: site.read });
    expect(diagnostics).to.deep.equal([]);
    expect(navigation).to.deep.equal({
      groups: [
        {
          group: 'Start',
          icon: 'rocket',
          tag: 'NEW',
          pages: [
            { title: 'Quickstart', href: '/quickstart' },
            { title: 'Getting started now', href: '/guides/getting-started_now' },
            { group: 'Deep', root: { title: 'Index', href: '/deep/index' }, expanded: true, pages: [{ title: 'One', href: '/deep/one' }] },
          ],
        },
      ],
    });
  });

  it('normalises page paths as the reference does and gives a group without pages an empty list', async () => {
    const site = memorySite({ 'docs.json': { navigation: { pages: ['./a/../b', '/slash/x', 'trail/', { group: 'Empty' }] } } });
    const { navigation } = await resolveDocs(site.url, { read: site.read });
    expect(navigation.pages).to.deep.equal([
      { title: 'B', href: '/b' },
      { title: 'X', href: '/slash/x' },
      { title: '', href: '/trail/' },
      { group: 'Empty', pages: [] },
    ]);
  });

  it('keeps unknown keys and hidden flags on their nodes', async () => {
    const site = memorySite({
      'docs.json': { navigation: { 'x-top': 1, tabs: [{ tab: 'T', 'x-custom': { a: 1 }, hidden: true, groups: [{ group: 'G', foo: 'bar', pages: ['p'] }] }] } },
    });
    const { navigation } = await resolveDocs(site.url, { read: site.read });
    expect(navigation['x-top']).to.equal(1);
    const tab = (navigation.tabs as Record<string, unknown>[])[0]!;
    expect(tab['x-custom']).to.deep.equal({ a: 1 });
    expect(tab.hidden).to.equal(true);
    expect((tab.groups as Record<string, unknown>[])[0]!.foo).to.equal('bar');
  });

  it('uses page metadata when a page index is given, and warns of pages it lacks', async () => {
    const site = memorySite({ 'docs.json': { navigation: { pages: ['intro', 'missing'] } } });
    const pages = new Map([['intro', { title: 'Welcome', sidebarTitle: 'Intro', icon: 'star' }]]);
    const { navigation, diagnostics } = await resolveDocs(site.url, { read: site.read, pages });
    expect(navigation.pages).to.deep.equal([
      { title: 'Welcome', sidebarTitle: 'Intro', icon: 'star', href: '/intro' },
      { title: 'Missing', href: '/missing' },
    ]);
    expect(diagnostics.map((d) => d.message)).to.deep.equal(['"missing" is in the navigation but no page file has that path']);
  });

  it('reads a page index given by its URL, asked for beside docs.json, not after it', async () => {
    const files = { 'docs.json': { navigation: { pages: ['intro', 'other'] } }, 'pages.json': { intro: { title: 'Welcome', href: '/intro' } } };
    const site = memorySite(files);
    // docs.json answers only once both files were asked for.
    let bothAsked!: () => void;
    const asked = new Promise<void>((resolve) => (bothAsked = resolve));
    const read: typeof site.read = async (url, signal) => {
      const text = site.read(url, signal);
      if (site.reads.length === 2) bothAsked();
      if (url === site.url) await asked;
      return text;
    };
    const { navigation, diagnostics } = await resolveDocs(site.url, { read, pages: 'https://docs.test/pages.json' });
    expect(site.reads).to.deep.equal(['https://docs.test/pages.json', site.url]);
    expect(navigation.pages).to.deep.equal([
      { title: 'Welcome', href: '/intro' },
      { title: 'Other', href: '/other' },
    ]);
    expect(diagnostics.map((d) => d.message)).to.deep.equal(['"other" is in the navigation but no page file has that path']);
    // A config in hand (resolveConfig) reads it too.
    const inHand = await resolveConfig(files['docs.json'], site.url, { read: site.read, pages: 'https://docs.test/pages.json' });
    expect(inHand.navigation.pages).to.deep.equal(navigation.pages);
  });

  it('a page index that cannot be read, or is not JSON, or no object, is a warning: the pages keep the titles of their paths', async () => {
    const cases: [unknown, RegExp][] = [
      [undefined, /^the page index could not be read \(could not fetch https:\/\/docs\.test\/pages\.json: HTTP 404\): pages keep the titles of their paths$/],
      ['{"intro": ', /^the page index could not be read \(.+\): pages keep the titles of their paths$/],
      [['intro'], /^the page index must be an object of page metadata by page path/],
    ];
    // A reader that throws at once, rather than rejecting, fails the same way.
    const thrower = memorySite({ 'docs.json': { navigation: { pages: ['intro'] } } });
    const read: typeof thrower.read = (url, signal) => {
      if (url.endsWith('pages.json')) throw new Error('no such file');
      return thrower.read(url, signal);
    };
    const thrown = await resolveDocs(thrower.url, { read, pages: 'https://docs.test/pages.json' });
    expect(thrown.diagnostics.map((d) => d.message)).to.deep.equal(['the page index could not be read (no such file): pages keep the titles of their paths']);
    for (const [index, message] of cases) {
      const site = memorySite({ 'docs.json': { navigation: { pages: ['intro'] } }, ...(index === undefined ? {} : { 'pages.json': index }) });
      const { navigation, diagnostics } = await resolveDocs(site.url, { read: site.read, pages: 'https://docs.test/pages.json' });
      expect(navigation.pages).to.deep.equal([{ title: 'Intro', href: '/intro' }]);
      expect(diagnostics.map((d) => d.level)).to.deep.equal(['warning']);
      expect(diagnostics[0]!.message).to.match(message);
    }
  });

  it('reads styling.eyebrows and interaction.drilldown', async () => {
    const site = memorySite({ 'docs.json': { styling: { eyebrows: 'breadcrumbs' }, interaction: { drilldown: true }, navigation: { pages: ['a'] } } });
    const { settings } = await resolveDocs(site.url, { read: site.read });
    expect(settings).to.deep.equal({ eyebrows: 'breadcrumbs', drilldown: true });
  });

  it('accepts a navigation that is already resolved, and reads no spec for it', async () => {
    const resolvedNav = {
      tabs: [{ tab: 'API', groups: [{ group: 'Users', pages: [{ title: 'Get a user', href: '/api/get-user', openapi: '/openapi.json get /users/{id}' }, 'plain'] }] }],
      interaction: { drilldown: false },
    };
    const site = memorySite({ 'docs.json': resolvedNav });
    const { navigation, settings, diagnostics } = await resolveDocs(site.url, { read: site.read });
    expect(diagnostics).to.deep.equal([]);
    expect(site.reads).to.deep.equal([site.url]);
    expect(settings.drilldown).to.equal(false);
    const pages = ((navigation.tabs as any)[0].groups[0].pages) as unknown[];
    expect(pages).to.deep.equal([{ title: 'Get a user', href: '/api/get-user', openapi: '/openapi.json get /users/{id}' }, { title: 'Plain', href: '/plain' }]);
    expect(navigation).not.to.have.property('interaction');
  });
});

describe('resolveDocs: nesting rules', () => {
  it('keeps one kind of content per level, in the reference order, and says which was ignored', async () => {
    const site = memorySite({
      'docs.json': {
        navigation: {
          tabs: [
            { tab: 'Link', href: 'https://example.com', pages: ['gone'] },
            { tab: 'Both', groups: [{ group: 'G', pages: ['g1'] }], anchors: [{ anchor: 'A', pages: ['a1'] }] },
          ],
          groups: [{ group: 'Ignored', pages: ['x'] }],
        },
      },
    });
    const { navigation, diagnostics } = await resolveDocs(site.url, { read: site.read });
    expect(navigation).to.deep.equal({
      tabs: [
        { tab: 'Link', href: 'https://example.com' },
        { tab: 'Both', anchors: [{ anchor: 'A', pages: [{ title: 'A1', href: '/a1' }] }] },
      ],
    });
    expect(diagnostics.map((d) => `${d.path}: ${d.message}`)).to.deep.equal([
      'navigation: has both "tabs" and "groups": one kind of content per level, "groups" is ignored',
      'navigation.tabs[0]: has both "href" and "pages": one kind of content per level, "pages" is ignored',
      'navigation.tabs[1]: has both "anchors" and "groups": one kind of content per level, "groups" is ignored',
    ]);
  });

  it('reports a navigation with no primary key, naming the unknown keys', async () => {
    const site = memorySite({ 'docs.json': { navigation: { tab: [] } } });
    const { diagnostics } = await resolveDocs(site.url, { read: site.read });
    expect(diagnostics).to.have.length(1);
    expect(diagnostics[0]!.path).to.equal('navigation');
    expect(diagnostics[0]!.message).to.contain('(unknown: "tab")');
  });
});

describe('resolveDocs: bad input names the place and the rest resolves', () => {
  it('drops entries that are no page or group, and fields of the wrong type', async () => {
    const site = memorySite({
      'docs.json': {
        navigation: {
          tabs: [
            { tab: 'T', icon: 5, groups: [{ group: 'G', expanded: 'yes', pages: ['ok', 3, null, { nope: 1 }, { group: '' }, ''] }, 'not-a-group'] },
            { groups: [] },
            { tab: 'Fine', pages: ['fine'] },
          ],
        },
      },
    });
    const { navigation, diagnostics } = await resolveDocs(site.url, { read: site.read });
    expect(at(diagnostics)).to.deep.equal([
      'navigation.tabs[0].icon',
      'navigation.tabs[0].groups[0].expanded',
      'navigation.tabs[0].groups[0].pages[1]',
      'navigation.tabs[0].groups[0].pages[2]',
      'navigation.tabs[0].groups[0].pages[3]',
      'navigation.tabs[0].groups[0].pages[4].group',
      'navigation.tabs[0].groups[0].pages[5]',
      'navigation.tabs[0].groups[1]',
      'navigation.tabs[1]',
      'navigation.tabs[1].groups',
    ]);
    expect(navigation).to.deep.equal({
      tabs: [
        { tab: 'T', groups: [{ group: 'G', pages: [{ title: 'Ok', href: '/ok' }] }] },
        { tab: 'Fine', pages: [{ title: 'Fine', href: '/fine' }] },
      ],
    });
  });

  it('refuses javascript: and data: links, leaving out a division that was only such a link', async () => {
    const site = memorySite({
      'docs.json': {
        navigation: {
          tabs: [
            { tab: 'Evil', href: 'javascript:alert(1)' },
            { tab: 'Data', href: ' data:text/html,<script>' },
            { tab: 'Mail', href: 'mailto:docs@example.com' },
            { tab: 'Docs', pages: ['intro'] },
          ],
          global: { anchors: [{ anchor: 'X', href: 'vbscript:msgbox' }, { anchor: 'Ok', href: '/ok' }] },
        },
      },
    });
    const { navigation, diagnostics } = await resolveDocs(site.url, { read: site.read });
    expect(diagnostics.map((d) => d.path)).to.deep.equal(['navigation.tabs[0].href', 'navigation.tabs[1].href', 'navigation.global.anchors[0].href']);
    expect((navigation.tabs as { tab: string }[]).map((t) => t.tab)).to.deep.equal(['Mail', 'Docs']);
    expect((navigation.global as { anchors: { anchor: string }[] }).anchors.map((a) => a.anchor)).to.deep.equal(['Ok']);
  });

  it('takes a division href as a link only when it is a URL, an absolute path or a #fragment, as the reference', async () => {
    const site = memorySite({
      'docs.json': {
        navigation: {
          tabs: [
            { tab: 'Relative', href: 'guides/x', groups: [{ group: 'G', pages: ['intro'] }] },
            { tab: 'Label', href: 'docs' },
            { tab: 'Deep link', href: 'cursor://install?x=1', pages: ['ignored'] },
            { tab: 'Absolute', href: '/changelog', pages: ['ignored'] },
          ],
        },
      },
    });
    const { navigation, diagnostics } = await resolveDocs(site.url, { read: site.read });
    expect(diagnostics.filter((d) => d.path.endsWith('.href')).map((d) => `${d.level} ${d.path}`)).to.deep.equal([
      'warning navigation.tabs[0].href',
      'warning navigation.tabs[1].href',
    ]);
    expect(navigation.tabs).to.deep.equal([
      { tab: 'Relative', groups: [{ group: 'G', pages: [{ title: 'Intro', href: '/intro' }] }] },
      { tab: 'Label' },
      { tab: 'Deep link', href: 'cursor://install?x=1' },
      { tab: 'Absolute', href: '/changelog' },
    ]);
  });

  it('gives a page that is a URL no leading slash, as the reference', async () => {
    const site = memorySite({ 'docs.json': { navigation: { pages: ['https://example.com/a', '/http://x.example/b', 'httpfoo/bar', 'ftp://x/y'] } } });
    const { navigation } = await resolveDocs(site.url, { read: site.read });
    expect((navigation.pages as { href: string }[]).map((p) => p.href)).to.deep.equal(['https:/example.com/a', 'http:/x.example/b', '/httpfoo/bar', '/ftp:/x/y']);
  });

  it('lets an empty list of divisions give way to the next content key, as the reference', async () => {
    const site = memorySite({
      'docs.json': {
        navigation: {
          tabs: [],
          anchors: [
            { anchor: 'A', groups: [], pages: ['a'] },
            { anchor: 'B', tabs: [], groups: [{ group: 'G', pages: ['b'] }] },
            { anchor: 'C', tabs: [], groups: [], pages: [] },
            { anchor: 'D', groups: [] },
          ],
        },
      },
    });
    const { navigation } = await resolveDocs(site.url, { read: site.read });
    expect(navigation).to.deep.equal({
      anchors: [
        { anchor: 'A', pages: [{ title: 'A', href: '/a' }] },
        { anchor: 'B', groups: [{ group: 'G', pages: [{ title: 'B', href: '/b' }] }] },
        // `pages` counts as soon as it is there, empty or not.
        { anchor: 'C', pages: [] },
        // No content at all, as in the reference (its switchers then lead past it).
        { anchor: 'D' },
      ],
    });
  });

  it('drops content a kind cannot hold, so that nothing in it is found (groups beside pages, tabs in a tab)', async () => {
    const site = memorySite({
      'docs.json': {
        navigation: {
          tabs: [{ tab: 'T', tabs: [{ tab: 'Inner', pages: ['inner'] }], groups: [{ group: 'G', groups: [{ group: 'In', pages: ['in'] }], pages: ['g'], extra: 1 }] }],
        },
      },
    });
    const { navigation, diagnostics } = await resolveDocs(site.url, { read: site.read });
    expect(diagnostics.map((d) => `${d.path}: ${d.message}`)).to.deep.equal([
      'navigation.tabs[0].tabs: a tab cannot hold "tabs": ignored',
      'navigation.tabs[0].groups[0].groups: a group cannot hold "groups": ignored',
    ]);
    expect(navigation).to.deep.equal({ tabs: [{ tab: 'T', groups: [{ group: 'G', pages: [{ title: 'G', href: '/g' }], extra: 1 }] }] });
  });

  it('says where a content key is not an array', async () => {
    const site = memorySite({ 'docs.json': { navigation: { groups: [{ group: 'G', pages: 'intro' }] } } });
    const { navigation, diagnostics } = await resolveDocs(site.url, { read: site.read });
    expect(diagnostics.map((d) => `${d.path}: ${d.message}`)).to.deep.equal(['navigation.groups[0].pages: must be an array, not a string']);
    expect(navigation).to.deep.equal({ groups: [{ group: 'G', pages: [] }] });
  });

  it('throws a ConfigError with line and column for invalid JSON', async () => {
    const site = memorySite({ 'docs.json': '{\n  "navigation": {\n    "pages": ["a",]\n  }\n}' });
    const error = await rejection(resolveDocs(site.url, { read: site.read }));
    expect(error).to.be.instanceOf(ConfigError);
    const d = (error as ConfigError).diagnostics[0]!;
    expect(d.file).to.equal('docs.json');
    expect(d.line).to.equal(3);
    expect(d.message).to.match(/^invalid JSON/);
  });

  it('finds the line and column of invalid JSON in an engine whose errors give no position (Safari)', async () => {
    const site = memorySite({ 'docs.json': '{\n  "navigation": {\n    "pages": ["a" "b"]\n  }\n}' });
    const parse = JSON.parse;
    // Safari's wording: no offset, no line.
    JSON.parse = () => {
      throw new SyntaxError('JSON Parse error: Expected \']\'');
    };
    let error: unknown;
    try {
      error = await rejection(resolveDocs(site.url, { read: site.read }));
    } finally {
      JSON.parse = parse;
    }
    const d = (error as ConfigError).diagnostics[0]!;
    expect([d.line, d.column]).to.deep.equal([3, 19]);
    expect(d.message).to.equal("invalid JSON: Expected ']'");
  });

  it('throws a ConfigError naming the URL when docs.json cannot be read', async () => {
    const site = memorySite({});
    const error = await rejection(resolveDocs(site.url, { read: site.read }));
    expect(error).to.be.instanceOf(ConfigError);
    expect((error as Error).message).to.contain('HTTP 404');
  });

  it('keeps duplicate pages, as the reference does', async () => {
    const site = memorySite({ 'docs.json': { navigation: { groups: [{ group: 'A', pages: ['same', 'same'] }, { group: 'B', pages: ['same'] }] } } });
    const { navigation, diagnostics } = await resolveDocs(site.url, { read: site.read });
    expect(diagnostics).to.deep.equal([]);
    const hrefs = (navigation.groups as { pages: { href: string }[] }[]).flatMap((g) => g.pages.map((p) => p.href));
    expect(hrefs).to.deep.equal(['/same', '/same', '/same']);
  });

  it('survives 1,000 levels of nested groups and 100,000 pages', async () => {
    let group: Record<string, unknown> = { group: 'leaf', pages: ['leaf'] };
    for (let i = 0; i < 1000; i++) group = { group: `g${i}`, pages: [group] };
    const many = Array.from({ length: 100_000 }, (_, i) => `p/${i}`);
    const { navigation, diagnostics } = await resolveConfig({ navigation: { groups: [group, { group: 'many', pages: many }] } }, 'https://docs.test/docs.json', {
      read: async () => '',
    });
    expect(diagnostics).to.deep.equal([]);
    const groups = navigation.groups as { pages: unknown[] }[];
    expect(groups[1]!.pages).to.have.length(100_000);
    let depth = 0;
    let node: any = groups[0];
    while (node.pages?.[0]?.group) {
      node = node.pages[0];
      depth++;
    }
    expect(depth).to.equal(1000);
  });
});

describe('resolveDocs: OpenAPI files', () => {
  it('refuses a spec over the size limit with an error naming the place, and resolves the rest', async () => {
    const big = JSON.stringify({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/a': { get: { summary: 'A', description: 'x'.repeat(5000) } } } });
    const site = memorySite({
      'docs.json': { navigation: { tabs: [{ tab: 'API', openapi: 'big.json' }, { tab: 'Guides', pages: ['intro'] }] } },
      'big.json': big,
    });
    const { navigation, diagnostics } = await resolveDocs(site.url, { read: site.read, maxSpecSize: 4000 });
    expect(diagnostics.map((d) => d.path)).to.deep.equal(['navigation.tabs[0].openapi']);
    expect(diagnostics[0]!.message).to.contain('is 6 KB, over the 4 KB limit');
    expect((navigation.tabs as { tab: string }[]).map((t) => t.tab)).to.deep.equal(['API', 'Guides']);
    const ok = await resolveDocs(site.url, { read: site.read });
    expect(JSON.stringify(ok.navigation)).to.contain('/api-reference/a');
  });
});

// Overlays applied as the reference applies them: test/conformance/sites/openapi-overlays. Here,
// overlays the reference refuses (it then fails the whole build): the spec is not used, and the
// error names the place and the overlay.
describe('resolveDocs: OpenAPI overlays', () => {
  const spec = {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: { '/a': { get: { summary: 'Get A', responses: { 200: { description: 'ok' } } } }, '/b': { get: { summary: 'Get B', responses: { 200: { description: 'ok' } } } } },
  };
  const overlay = (actions: unknown[], version = '1.1.0') => ({ overlay: version, info: { title: 'O', version: '1' }, actions });
  const titles = (navigation: unknown) => [...JSON.stringify(navigation).matchAll(/"title":"([^"]*)"/g)].map((m) => m[1]);
  /** The API tab's titles and every diagnostic, with `files` beside docs.json and api.json. */
  async function apply(overlays: unknown, files: Record<string, unknown>) {
    const site = memorySite({
      'docs.json': { navigation: { tabs: [{ tab: 'API', openapi: { source: 'api.json', overlays } }, { tab: 'Guides', pages: ['intro'] }] } },
      'api.json': spec,
      ...files,
    });
    const { navigation, diagnostics } = await resolveDocs(site.url, { read: site.read });
    return { titles: titles((navigation.tabs as unknown[])[0]), guides: titles((navigation.tabs as unknown[])[1]), diagnostics };
  }

  it('applies update, copy and remove in order, an overlay after the other', async () => {
    const r = await apply(['one.json', './two.json'], {
      'one.json': overlay([{ target: "$.paths['/a'].get", update: { summary: 'First' } }, { target: '$.paths[?@.get.summary == \'Get B\']', remove: true }]),
      'two.json': overlay([{ target: "$.paths['/a'].get.summary", copy: '$.info.title' }]),
    });
    expect(r.diagnostics).to.deep.equal([]);
    expect(r.titles).to.deep.equal(['T']);
  });

  it('refuses an overlay the Overlay specification does not allow, naming what is wrong', async () => {
    const r = await apply(['bad.json'], { 'bad.json': overlay([{ target: '$.paths', copy: '$.info' }], '1.0.0') });
    expect(at(r.diagnostics)).to.deep.equal(['navigation.tabs[0].openapi']);
    expect(r.diagnostics[0]!.message).to.contain('overlay "bad.json": Invalid OpenAPI Overlay document: actions.0.copy: The "copy" modifier requires Overlay Specification 1.1.0');
    expect(r.titles).to.deep.equal([]);
    expect(r.guides).to.deep.equal(['Intro']);
    const noEffect = await apply(['bad.json'], { 'bad.json': { overlay: '2.0.0', info: { title: 'O' }, actions: [{ target: '$' }] } });
    const message = noEffect.diagnostics[0]!.message;
    for (const part of ['overlay: Unsupported Overlay Specification version', 'info.version: The Overlay "info.version" field is required', 'actions.0: Action targeting "$" has no effect']) expect(message).to.contain(part);
    const unknown = await apply(['bad.json'], { 'bad.json': { ...overlay([{ target: '$.x', remove: true, 'x-why': 'ok' }]), 'x-owner': 'ok', extra: 1 } });
    expect(unknown.diagnostics[0]!.message).to.contain('Invalid OpenAPI Overlay document: Unknown field "extra".');
  });

  it('refuses an action that cannot be applied, naming the overlay, the action and its target', async () => {
    const cases: [unknown, string][] = [
      [{ target: '$.paths[', update: {} }, 'Overlay action 2 in overlay o.json (target: $.paths[): invalid JSONPath expression'],
      [{ target: '$.paths.*.get', copy: '$.info.*' }, 'the "copy" expression "$.info.*" must select exactly one node, but selected 2'],
      [{ target: "$.paths['/a'].get", update: 'text' }, 'the value must be an object to merge with the selected object nodes'],
      [{ target: "$.paths['/a'].get", update: { summary: { text: 'x' } } }, 'Cannot merge incompatible values at "summary"'],
      [{ target: '$', remove: true }, 'the document root cannot be removed'],
    ];
    for (const [action, expected] of cases) {
      const r = await apply(['o.json'], { 'o.json': overlay([{ target: "$.paths['/b']", remove: true }, action]) });
      expect(r.diagnostics.map((d) => d.message).join('\n'), JSON.stringify(action)).to.contain(expected);
      expect(r.titles).to.deep.equal([]);
    }
  });

  it('evaluates match() and search() in linear time: a pattern that would backtrack without end does not hang', async () => {
    const site = memorySite({
      'docs.json': { navigation: { tabs: [{ tab: 'API', openapi: { source: 'api.json', overlays: ['o.json'] } }] } },
      'api.json': { ...spec, paths: { ...spec.paths, '/c': { get: { summary: `${'a'.repeat(40)}b`, responses: { 200: { description: 'ok' } } } } } },
      // With JavaScript's RegExp, (a+)+ on forty a's and a b takes hours; I-Regexp's `.` is no line
      // break, `^` a character. (The reference makes the same titles of it.)
      'o.json': overlay([
        { target: "$.paths[?match(@.get.summary, '(a+)+')]", remove: true },
        { target: "$.paths[?search(@.get.summary, '^Get')]", remove: true },
        { target: "$.paths[?match(@.get.summary, 'Get .')]", update: { 'x-matched': true } },
        { target: '$.paths[?@["x-matched"] == true].get', update: { summary: 'Matched' } },
      ]),
    });
    const { navigation, diagnostics } = await resolveDocs(site.url, { read: site.read });
    expect(diagnostics).to.deep.equal([]);
    expect(titles(navigation)).to.deep.equal(['Matched', 'Matched', `${'a'.repeat(40)}b`]);
    const long = await apply(['o.json'], { 'o.json': overlay([{ target: `$.paths[?search(@.get.summary, '${'x'.repeat(600)}')]`, remove: true }]) });
    expect(long.diagnostics[0]!.message).to.contain('JSONPath regex patterns are limited to 512 characters');
  });

  it('refuses an overlay over the size limit, and a spec or overlay nested too deep to copy as JSON', async () => {
    const big = memorySite({
      'docs.json': { navigation: { tabs: [{ tab: 'API', openapi: { source: 'api.json', overlays: ['o.json'] } }] } },
      'api.json': spec,
      'o.json': overlay([{ target: '$.info', update: { description: 'x'.repeat(5000) } }]),
    });
    const sized = await resolveDocs(big.url, { read: big.read, maxSpecSize: 4000 });
    expect(sized.diagnostics.map((d) => d.message)).to.deep.equal(['OpenAPI spec "api.json" could not be loaded: overlay "o.json": the file is 6 KB, over the 4 KB limit']);
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const nested = await apply(['o.json'], { 'o.json': `{"overlay":"1.1.0","info":{"title":"O","version":"1"},"actions":[{"target":"$.info","update":{"x":${deep}}}]}` });
    // (read as JSON, or then applied: where the engine's stack ends differs between Chromium and Node)
    expect(nested.diagnostics.map((d) => d.message)).to.have.length(1);
    expect(nested.diagnostics[0]!.message).to.match(/^OpenAPI spec "api.json" could not be loaded: .*o\.json.*nests too deep/);
  });

  it('reports an overlay that cannot be read or is over http, and two lists for one spec; reads a path above the root at the root', async () => {
    const missing = await apply(['nope.yaml'], {});
    expect(missing.diagnostics.map((d) => d.message)).to.deep.equal(['OpenAPI spec "api.json" could not be loaded: overlay "nope.yaml": could not fetch https://docs.test/nope.yaml: HTTP 404']);
    const http = await apply(['../../o.json', 'http://example.com/o.json'], { 'o.json': overlay([{ target: "$.paths['/b']", remove: true }]) });
    expect(http.diagnostics.map((d) => `${d.path}: ${d.message}`)).to.deep.equal([
      'navigation.tabs[0].openapi.overlays[1]: overlay "http://example.com/o.json" must be an https URL, or a file of the docs folder',
    ]);
    expect(http.titles).to.deep.equal(['Get A']);
    const site = memorySite({
      'docs.json': {
        navigation: {
          tabs: [
            { tab: 'One', openapi: { source: 'api.json', overlays: ['a.json'] } },
            { tab: 'Two', groups: [{ group: 'G', openapi: [{ source: '/api.json', overlays: ['b.json'] }] }] },
          ],
        },
      },
      'api.json': spec,
      'a.json': overlay([{ target: "$.paths['/b']", remove: true }]),
      'b.json': overlay([{ target: "$.paths['/a']", remove: true }]),
    });
    const two = await resolveDocs(site.url, { read: site.read });
    expect(at(two.diagnostics)).to.deep.equal(['navigation.tabs[1].groups[0].openapi[0].overlays']);
    expect(two.diagnostics[0]!.message).to.contain('is named with another list of overlays before ([a.json])');
    expect(titles(two.navigation)).to.deep.equal(['Get A', 'Get A']);
  });

  it('takes the list api.openapi gives a spec, and reports one that differs from the navigation\'s at api.openapi', async () => {
    const files = { 'api.json': spec, 'a.json': overlay([{ target: "$.paths['/b']", remove: true }]), 'b.json': overlay([{ target: "$.paths['/a']", remove: true }]) };
    const given = memorySite({
      'docs.json': { api: { openapi: { source: './api.json', overlays: ['a.json', 'ftp://x/b.json'] } }, navigation: { tabs: [{ tab: 'API', openapi: '/api.json' }] } },
      ...files,
    });
    const one = await resolveDocs(given.url, { read: given.read });
    expect(titles(one.navigation)).to.deep.equal(['Get A']);
    expect(one.diagnostics.map((d) => `${d.path}: ${d.message}`)).to.deep.equal(['api.openapi.overlays[1]: overlay "ftp://x/b.json" must be an https URL, or a file of the docs folder']);
    const both = memorySite({
      'docs.json': { navigation: { tabs: [{ tab: 'API', openapi: { source: 'api.json', overlays: ['a.json'] } }] }, api: { openapi: [{ source: 'api.json', overlays: ['b.json'] }] } },
      ...files,
    });
    const two = await resolveDocs(both.url, { read: both.read });
    expect(at(two.diagnostics)).to.deep.equal(['api.openapi[0].overlays']);
    expect(two.diagnostics[0]!.message).to.contain('is named with another list of overlays before ([a.json])');
    expect(titles(two.navigation)).to.deep.equal(['Get A']);
  });
});

describe('resolveDocs: $ref', () => {
  it('replaces $ref objects by the files they name, relative to the file holding them, siblings overriding', async () => {
    const site = memorySite({
      'docs.json': { navigation: { languages: [{ $ref: 'nav/en.json' }, { $ref: '/nav/fr.json', default: true }] } },
      'nav/en.json': { language: 'en', groups: [{ $ref: './groups/start.json' }] },
      'nav/groups/start.json': { group: 'Start', pages: ['intro'] },
      'nav/fr.json': { language: 'fr', default: false, pages: ['fr/intro'] },
    });
    const { navigation, diagnostics } = await resolveDocs(site.url, { read: site.read });
    expect(diagnostics).to.deep.equal([]);
    expect(navigation).to.deep.equal({
      languages: [
        { language: 'en', groups: [{ group: 'Start', pages: [{ title: 'Intro', href: '/intro' }] }] },
        { language: 'fr', default: true, pages: [{ title: 'Intro', href: '/fr/intro' }] },
      ],
    });
  });

  it('reports a missing file and a cycle at their places, and resolves the rest', async () => {
    const site = memorySite({
      'docs.json': { navigation: { tabs: [{ $ref: 'missing.json' }, { $ref: 'a.json' }, { tab: 'Ok', pages: ['ok'] }] } },
      'a.json': { tab: 'A', groups: [{ $ref: 'b.json' }] },
      'b.json': { group: 'B', pages: [{ $ref: 'a.json' }] },
    });
    const { navigation, diagnostics } = await resolveDocs(site.url, { read: site.read });
    const errors = diagnostics.filter((d) => d.level === 'error');
    expect(errors.map((d) => d.path)).to.deep.equal(['navigation.tabs[0]', 'navigation.tabs[1].groups[0].pages[0]']);
    expect(errors[0]!.message).to.contain('missing.json');
    expect(errors[1]!.message).to.equal('$ref cycle: docs.json -> a.json -> b.json -> a.json');
    expect((navigation.tabs as { tab: string }[]).map((t) => t.tab)).to.deep.equal(['A', 'Ok']);
  });

  it('refuses a $ref outside the docs folder and reports invalid JSON in a $ref file with its line', async () => {
    const site = memorySite({
      'docs.json': { navigation: { groups: [{ $ref: '../secret.json' }, { $ref: 'bad.json' }, { group: 'G', pages: ['p'] }] } },
      'bad.json': '{\n "group": "x",\n}',
    });
    const { diagnostics } = await resolveDocs(site.url, { read: site.read });
    expect(diagnostics[0]!.message).to.contain('outside the docs folder');
    expect(diagnostics[1]!.file).to.equal('bad.json');
    expect(diagnostics[1]!.line).to.equal(3);
  });
});
