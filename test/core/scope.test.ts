import { expect } from '@open-wc/testing';
import { canonicalPath, createScoper, type ResolvedNavigation, type ScopeView } from '../../src/core/scope.js';

// Every expectation below was computed by the reference build (conformance/oracle/golden.mjs on
// the same navigation written as a docs.json; hidden pages via `hidden: true` frontmatter), and
// the views (levels, hrefs, sidebar) by the reference's filterDivisions on the same paths.

/** docs.json navigation -> resolved navigation: page strings become page objects. */
function resolve(node: unknown): ResolvedNavigation {
  const page = (s: string) => ({ title: s.split('/').pop() ?? s, href: '/' + s });
  const walk = (n: unknown): unknown => {
    if (typeof n === 'string') return page(n);
    if (Array.isArray(n)) return n.map(walk);
    if (!n || typeof n !== 'object') return n;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(n)) {
      if (k === 'pages' && Array.isArray(v)) out[k] = v.map(walk);
      else if (k === 'root' && typeof v === 'string') out[k] = page(v);
      else if (k === 'global') out[k] = v;
      else out[k] = typeof v === 'object' ? walk(v) : v;
    }
    return out;
  };
  return walk(node) as ResolvedNavigation;
}
const hiddenPage = (s: string) => ({ title: s, href: '/' + s, hidden: true });

const options = (v: ScopeView, key: string) =>
  v.levels.find((l) => l.key === key)?.options.map((o) => [o.label, o.href, o.active]) ?? [];

describe('scope: versions', () => {
  const sc = createScoper(
    resolve({
      versions: [
        {
          version: 'v2',
          default: true,
          groups: [
            { group: 'Start', pages: ['v2/intro', 'v2/install', 'shared'] },
            { group: 'Guides', pages: ['v2/guides/auth', 'v2/guides/new'] },
          ],
        },
        {
          version: 'v1',
          groups: [
            { group: 'Start', pages: ['v1/intro', 'v1/install', 'shared'] },
            { group: 'Guides', pages: ['v1/guides/auth', 'v1/guides/old'] },
            { group: 'Legacy', pages: ['v1/legacy', hiddenPage('v1/hidden')] },
          ],
        },
      ],
    }),
  );

  it('finds the version of a page and leads to the same page in the other version', () => {
    expect(sc.scope('/v2/intro')).to.deep.equal({
      version: 'v2',
      versionTargets: { v2: '/v2/intro', v1: '/v1/intro' },
      breadcrumbs: ['Start'],
    });
    expect(sc.scope('/v1/guides/auth').versionTargets).to.deep.equal({ v2: '/v2/guides/auth', v1: '/v1/guides/auth' });
  });

  it('finds the same page in the other version when its href has a trailing slash', () => {
    // The reference: /v2/guides/auth -> v1 leads to /v1/guides/auth/ (one segment differs).
    const trailing = createScoper(
      resolve({
        versions: [
          { version: 'v2', groups: [{ group: 'Start', pages: ['v2/intro', 'v2/guides/auth'] }] },
          { version: 'v1', groups: [{ group: 'Other', pages: ['v1/intro', 'v1/guides/auth/'] }] },
        ],
      }),
    );
    expect(trailing.scope('/v2/guides/auth').versionTargets).to.deep.equal({ v2: '/v2/guides/auth', v1: '/v1/guides/auth/' });
  });

  it('without that page, leads to the first page of the group of the same name, else of the version', () => {
    expect(sc.scope('/v2/guides/new').versionTargets).to.deep.equal({ v2: '/v2/guides/new', v1: '/v1/guides/auth' });
    expect(sc.scope('/v1/guides/old').versionTargets).to.deep.equal({ v2: '/v2/guides/auth', v1: '/v1/guides/old' });
    expect(sc.scope('/v1/legacy')).to.deep.equal({
      version: 'v1',
      versionTargets: { v2: '/v2/intro', v1: '/v1/legacy' },
      breadcrumbs: ['Legacy'],
    });
  });

  it('puts a page listed in several versions in the default version, staying on it', () => {
    const s = sc.scope('/shared');
    expect(s.version).to.equal('v2');
    expect(s.versionTargets).to.deep.equal({ v2: '/shared', v1: '/shared' });
  });

  it('scopes a hidden page to its version, its switcher staying on it', () => {
    expect(sc.scope('/v1/hidden')).to.deep.equal({
      version: 'v1',
      versionTargets: { v2: '/v2/intro', v1: '/v1/hidden' },
      breadcrumbs: ['Legacy'],
    });
    const v = sc.view('/v1/hidden');
    expect(v.inNav).to.equal(true);
    expect(v.visible).to.equal(false);
    expect(v.page?.href).to.equal('/v1/hidden');
    expect(v.active.version?.label).to.equal('v1');
    expect(v.sidebar.map((g) => g.group)).to.deep.equal(['Start', 'Guides', 'Legacy']);
  });

  it('falls back to the default version for a path in no version', () => {
    const v = sc.view('/nope');
    expect(v.inNav).to.equal(false);
    expect(v.version).to.equal('v2');
    expect(v.versionTargets).to.deep.equal({ v2: '/nope', v1: '/v1/intro' });
    expect(v.breadcrumbs).to.equal(undefined);
  });

  it('lists the versions with where each leads', () => {
    const v = sc.view('/v2/guides/new');
    expect(options(v, 'versions')).to.deep.equal([
      ['v2', '/v2/guides/new', true],
      ['v1', '/v1/guides/auth', false],
    ]);
    expect(v.versions.map((o) => o.isDefault)).to.deep.equal([true, false]);
    expect(v.sidebar.map((g) => g.group)).to.deep.equal(['Start', 'Guides']);
  });
});

describe('scope: a page listed in several versions, no default', () => {
  // Its version is the nearest `version` of its first listing in the reference's lookup order:
  // at every level divisions first, then groups, then a group's root page, then pages.
  const version = (versionOne: Record<string, unknown>) =>
    createScoper(resolve({ versions: [{ version: 'v1', ...versionOne }, { version: 'v2', pages: ['a', 'b'] }] })).scope('/a').version;
  const page = (v: string) => ({ title: 'a', href: '/a', version: v });

  it('looks in groups before pages', () => {
    expect(version({ pages: [page('x')], groups: [{ group: 'G', pages: [page('y')] }] })).to.equal('y');
  });

  it('looks at a group root before its pages', () => {
    expect(version({ groups: [{ group: 'G', root: page('r'), pages: [page('p')] }] })).to.equal('r');
  });

  it('looks in divisions before groups', () => {
    expect(version({ groups: [{ group: 'G', pages: [page('g')] }], tabs: [{ tab: 'T', pages: [page('t')] }] })).to.equal('t');
  });
});

describe('scope: languages', () => {
  const sc = createScoper(
    resolve({
      languages: [
        {
          language: 'en',
          default: true,
          groups: [
            { group: 'Start', pages: ['index', 'quickstart', 'only-en'] },
            { group: 'Guides', pages: ['guides/a', 'guides/b'] },
          ],
        },
        {
          language: 'fr',
          groups: [
            { group: 'Démarrer', pages: ['fr/index', 'fr/quickstart'] },
            { group: 'Guides', pages: ['fr/guides/a'] },
          ],
        },
        { language: 'uk', groups: [{ group: 'Старт', pages: ['uk/quickstart'] }] },
      ],
    }),
  );

  it('leads to the page of the same path in another locale', () => {
    expect(sc.scope('/quickstart')).to.deep.equal({
      language: 'en',
      languageTargets: { en: '/quickstart', fr: '/fr/quickstart', uk: '/uk/quickstart' },
      breadcrumbs: ['Start'],
    });
    expect(sc.scope('/fr/guides/a')).to.deep.equal({
      language: 'fr',
      languageTargets: { en: '/guides/a', fr: '/fr/guides/a', uk: '/uk/quickstart' },
      breadcrumbs: ['Guides'],
    });
  });

  it('without it, leads to the first page of the language', () => {
    expect(sc.scope('/only-en').languageTargets).to.deep.equal({ en: '/only-en', fr: '/fr/index', uk: '/uk/quickstart' });
    expect(sc.scope('/guides/b').languageTargets).to.deep.equal({ en: '/guides/b', fr: '/fr/index', uk: '/uk/quickstart' });
  });

  it('handles index pages (x/index is the page x)', () => {
    const s = sc.scope('/index');
    expect(s.language).to.equal('en');
    expect(s.languageTargets?.fr).to.equal('/fr/index');
    expect(sc.scope('/fr').language).to.equal('fr');
    expect(sc.isPage('/fr')).to.equal(true);
    expect(sc.view('/fr').page?.href).to.equal('/fr/index');
  });

  it('lists the languages with where each leads', () => {
    expect(options(sc.view('/fr/quickstart'), 'languages')).to.deep.equal([
      ['en', '/quickstart', false],
      ['fr', '/fr/quickstart', true],
      ['uk', '/uk/quickstart', false],
    ]);
  });
});

describe('scope: languages x versions, tabs, hidden version', () => {
  const tabs = (lang: string, v: string, extra: boolean) => {
    const p = (s: string) => (lang === 'en' ? s : `${lang}/${s}`);
    const start = lang === 'en' ? 'Start' : 'Démarrer';
    const t: unknown[] = [{ tab: 'Docs', groups: [{ group: start, pages: [p('intro'), p(`${v}/setup`)] }] }];
    if (extra) t.push({ tab: 'API', groups: [{ group: 'Endpoints', pages: [p('api/list')] }] });
    return t;
  };
  const sc = createScoper(
    resolve({
      languages: ['en', 'fr'].map((language) => ({
        language,
        versions: [
          { version: 'v2', tabs: tabs(language, 'v2', true) },
          { version: 'v1', hidden: true, tabs: tabs(language, 'v1', false) },
        ],
      })),
    }),
  );

  it('gives both the version and the language', () => {
    expect(sc.scope('/v1/setup')).to.deep.equal({
      version: 'v1',
      versionTargets: { v2: '/v2/setup', v1: '/v1/setup' },
      language: 'en',
      languageTargets: { en: '/v1/setup', fr: '/fr/v1/setup' },
      breadcrumbs: ['Docs', 'Start'],
    });
    expect(sc.scope('/fr/v2/setup')).to.deep.equal({
      version: 'v2',
      versionTargets: { v2: '/fr/v2/setup', v1: '/fr/v1/setup' },
      language: 'fr',
      languageTargets: { en: '/v2/setup', fr: '/fr/v2/setup' },
      breadcrumbs: ['Docs', 'Démarrer'],
    });
  });

  it('a page in both versions stays; a version without a match leads to its first page anywhere', () => {
    expect(sc.scope('/intro').versionTargets).to.deep.equal({ v2: '/intro', v1: '/intro' });
    expect(sc.scope('/fr/api/list').versionTargets).to.deep.equal({ v2: '/fr/api/list', v1: '/intro' });
  });

  it('lists a hidden version only while on it', () => {
    const v2 = sc.view('/v2/setup');
    expect(options(v2, 'versions')).to.deep.equal([['v2', '/v2/setup', true]]);
    expect(options(v2, 'tabs')).to.deep.equal([
      ['Docs', '/intro', true],
      ['API', '/api/list', false],
    ]);
    expect(v2.activeChain.map((a) => `${a.key}:${a.label}`)).to.deep.equal(['languages:en', 'versions:v2', 'tabs:Docs']);
    const v1 = sc.view('/v1/setup');
    expect(options(v1, 'versions')).to.deep.equal([
      ['v2', '/v2/setup', false],
      ['v1', '/v1/setup', true],
    ]);
  });
});

describe('scope: versions inside tabs', () => {
  const sc = createScoper(
    resolve({
      tabs: [
        {
          tab: 'Docs',
          versions: [
            { version: 'latest', default: true, pages: ['docs/latest/index', 'docs/latest/start'] },
            { version: 'draft', pages: ['docs/draft/index', 'docs/draft/start', 'docs/draft/new'] },
          ],
        },
        {
          tab: 'Spec',
          versions: [
            { version: 'latest', default: true, pages: ['spec/latest/index', 'spec/latest/base'] },
            { version: 'draft', pages: ['spec/draft/index', 'spec/draft/base'] },
          ],
        },
        { tab: 'Community', pages: ['community', 'docs/latest/start'] },
      ],
    }),
  );

  it('switches within the tab', () => {
    expect(sc.scope('/spec/draft/base').versionTargets).to.deep.equal({ latest: '/spec/latest/base', draft: '/spec/draft/base' });
    expect(sc.scope('/docs/draft/new').versionTargets).to.deep.equal({ latest: '/docs/latest/index', draft: '/docs/draft/new' });
  });

  it('a page also listed outside the versions stays put in every version', () => {
    expect(sc.scope('/docs/latest/start').versionTargets).to.deep.equal({ latest: '/docs/latest/start', draft: '/docs/latest/start' });
  });

  it('a page in no version has no version and no targets', () => {
    expect(sc.scope('/community')).to.deep.equal({ version: null, versionTargets: {}, breadcrumbs: ['Community'] });
    expect(sc.view('/community').versions).to.deep.equal([]);
  });

  it('reads /x as the page x/index', () => {
    expect(sc.scope('/docs/latest')).to.deep.equal({
      version: 'latest',
      versionTargets: { latest: '/docs/latest/index', draft: '/docs/draft/index' },
      breadcrumbs: ['Docs'],
    });
    expect(options(sc.view('/docs/latest'), 'tabs')).to.deep.equal([
      ['Docs', '/docs/latest/index', true],
      ['Spec', '/spec/latest/index', false],
      ['Community', '/community', false],
    ]);
  });
});

describe('scope: products, tabs with menus', () => {
  const sc = createScoper(
    resolve({
      products: [
        {
          product: 'Cloud',
          icon: 'cloud',
          tabs: [
            { tab: 'Use', pages: ['cloud/start', 'cloud/use'] },
            {
              tab: 'Develop',
              menu: [
                { item: 'API', groups: [{ group: 'Reference', pages: ['cloud/api/list', 'cloud/api/get'] }] },
                { item: 'SDK', groups: [{ group: 'SDK', pages: ['cloud/sdk'] }] },
                { item: 'Blog', href: 'https://example.com/blog' },
              ],
            },
          ],
        },
        {
          product: 'Self-host',
          versions: [
            { version: '2.0', groups: [{ group: 'Deploy', pages: ['self/2.0/deploy', 'billing'] }] },
            { version: '1.0', groups: [{ group: 'Deploy', pages: ['self/1.0/deploy', 'billing'] }] },
          ],
        },
        {
          product: 'Solutions',
          versions: [
            { version: '2.0', groups: [{ group: 'Intro', pages: ['solutions/2.0/intro', 'billing'] }] },
            { version: '1.0', pages: ['solutions/1.0/intro'] },
          ],
        },
      ],
    }),
  );

  it('scopes a page in a menu item of a tab of a product', () => {
    expect(sc.scope('/cloud/api/get')).to.deep.equal({
      version: null,
      versionTargets: {},
      breadcrumbs: ['Cloud', 'Develop', 'API', 'Reference'],
    });
    const v = sc.view('/cloud/api/get');
    expect(v.currentProduct).to.equal('Cloud');
    expect(v.activeChain.map((a) => `${a.key}[${a.index}]`)).to.deep.equal(['products[0]', 'tabs[1]', 'menu[0]']);
    expect(v.active.item?.label).to.equal('API');
    expect(v.menu.map((m) => [m.label, m.href, m.active, m.external])).to.deep.equal([
      ['API', '/cloud/api/list', true, false],
      ['SDK', '/cloud/sdk', false, false],
      ['Blog', 'https://example.com/blog', false, true],
    ]);
    expect(v.tabs.map((t) => [t.label, t.href, t.active])).to.deep.equal([
      ['Use', '/cloud/start', false],
      ['Develop', '/cloud/api/list', true],
    ]);
    expect(v.sidebar.map((g) => g.group)).to.deep.equal(['Reference']);
  });

  it('switches versions within the product', () => {
    expect(sc.scope('/self/1.0/deploy').versionTargets).to.deep.equal({ '2.0': '/self/2.0/deploy', '1.0': '/self/1.0/deploy' });
    expect(sc.scope('/solutions/1.0/intro')).to.deep.equal({
      version: '1.0',
      versionTargets: { '2.0': '/solutions/2.0/intro', '1.0': '/solutions/1.0/intro' },
      breadcrumbs: ['Solutions'],
    });
  });

  it('leads other products to their first page in the current version', () => {
    expect(options(sc.view('/self/1.0/deploy'), 'products')).to.deep.equal([
      ['Cloud', '/cloud/start', false],
      ['Self-host', '/self/1.0/deploy', true],
      ['Solutions', '/solutions/1.0/intro', false],
    ]);
  });

  it('gives no switch targets for a page in several products', () => {
    const s = sc.scope('/billing');
    expect(s.version).to.equal('2.0');
    expect(s.versionTargets).to.deep.equal({});
    // the reference's breadcrumbs keep the last listing; the trail is the scoped occurrence's
    expect(s.breadcrumbs).to.deep.equal(['Solutions', 'Intro']);
    expect(sc.view('/billing').trail).to.deep.equal(['Self-host', 'Deploy']);
  });
});

describe('scope: anchors, tabs, dropdowns, global anchors, hidden', () => {
  const sc = createScoper(
    resolve({
      global: {
        anchors: [
          { anchor: 'Blog', icon: 'newspaper', href: 'https://example.com/blog' },
          { anchor: 'Status', href: 'https://status.example.com', hidden: true },
        ],
      },
      anchors: [
        {
          anchor: 'Docs',
          icon: 'book',
          tabs: [
            {
              tab: 'Guides',
              groups: [
                { group: 'Start', pages: ['guides/intro', { group: 'Deep', root: 'guides/deep', pages: ['guides/deep/a', 'guides/deep/b'] }] },
                { group: 'Hidden group', hidden: true, pages: ['guides/secret'] },
              ],
            },
            { tab: 'Reference', groups: [{ group: 'API', pages: ['reference/list', hiddenPage('reference/hidden-page')] }] },
            { tab: 'Old', hidden: true, groups: [{ group: 'Archive', pages: ['old/a'] }] },
            { tab: 'Status', href: 'https://status.example.com' },
          ],
        },
        {
          anchor: 'SDKs',
          icon: 'code',
          dropdowns: [
            { dropdown: 'Python', groups: [{ group: 'Python', pages: ['sdk/python/install', 'sdk/python/usage'] }] },
            { dropdown: 'Go', groups: [{ group: 'Go', pages: ['sdk/go/install', 'sdk/go/other'] }] },
          ],
        },
        { anchor: 'Community', href: 'https://example.com/community' },
      ],
    }),
  );

  it('gives breadcrumbs: division labels and groups, outer first; none for a group root', () => {
    expect(sc.scope('/guides/intro')).to.deep.equal({ breadcrumbs: ['Docs', 'Guides', 'Start'] });
    expect(sc.scope('/guides/deep/a')).to.deep.equal({ breadcrumbs: ['Docs', 'Guides', 'Start', 'Deep'] });
    expect(sc.scope('/sdk/go/install')).to.deep.equal({ breadcrumbs: ['SDKs', 'Go', 'Go'] });
    expect(sc.scope('/guides/deep')).to.deep.equal({});
    expect(sc.view('/guides/deep').trail).to.deep.equal(['Docs', 'Guides', 'Start', 'Deep']);
  });

  it('builds the bars: anchors, tabs (external ones as links), global anchors', () => {
    const v = sc.view('/guides/deep/a');
    expect(v.anchors.map((o) => [o.label, o.href, o.active, o.external])).to.deep.equal([
      ['Docs', '/guides/intro', true, false],
      ['SDKs', '/sdk/python/install', false, false],
      ['Community', 'https://example.com/community', false, true],
      ['Blog', 'https://example.com/blog', false, true],
    ]);
    expect(v.tabs.map((o) => [o.label, o.href, o.active, o.external])).to.deep.equal([
      ['Guides', '/guides/intro', true, false],
      ['Reference', '/reference/list', false, false],
      ['Status', 'https://status.example.com', false, true],
    ]);
    expect(v.anchors.map((o) => o.isGlobal)).to.deep.equal([false, false, false, true]);
    expect(v.sidebar.map((g) => g.group)).to.deep.equal(['Start']);
    expect(v.anchors[0].icon).to.equal('book');
  });

  it('leads an inactive dropdown to its page differing by one segment', () => {
    const v = sc.view('/sdk/go/other');
    expect(v.dropdowns.map((o) => [o.label, o.href, o.active])).to.deep.equal([
      ['Python', '/sdk/python/install', false],
      ['Go', '/sdk/go/install', true],
    ]);
    expect(sc.view('/sdk/go/install').dropdowns[0].href).to.equal('/sdk/python/install');
  });

  it('lists a hidden tab only while on it', () => {
    expect(sc.view('/old/a').tabs.map((o) => [o.label, o.active, o.hidden])).to.deep.equal([
      ['Guides', false, false],
      ['Reference', false, false],
      ['Old', true, true],
      ['Status', false, false],
    ]);
    expect(sc.scope('/old/a')).to.deep.equal({ breadcrumbs: ['Docs', 'Old', 'Archive'] });
  });

  it('scopes hidden pages (and pages of hidden groups) like the page sharing the longest prefix', () => {
    const hp = sc.view('/reference/hidden-page');
    expect([hp.inNav, hp.visible]).to.deep.equal([true, false]);
    expect(hp.activeChain.map((a) => a.label)).to.deep.equal(['Docs', 'Reference']);
    expect(hp.breadcrumbs).to.deep.equal(['Docs', 'Reference', 'API']);
    expect(hp.sidebar.map((g) => g.group)).to.deep.equal(['API']);
    // the sidebar never shows the hidden page
    expect(JSON.stringify(hp.sidebar)).not.to.contain('hidden-page');
    const hg = sc.view('/guides/secret');
    expect([hg.inNav, hg.visible]).to.deep.equal([true, false]);
    expect(hg.breadcrumbs).to.deep.equal(['Docs', 'Guides', 'Hidden group']);
    expect(hg.sidebar.map((g) => g.group)).to.deep.equal(['Start']);
  });

  it('falls back for an unknown path, and maps / to the first page', () => {
    const un = sc.view('/sdk/go/nope');
    expect([un.inNav, un.visible, un.page]).to.deep.equal([false, false, null]);
    expect(un.activeChain.map((a) => a.label)).to.deep.equal(['SDKs', 'Go']);
    expect(un.sidebar.map((g) => g.group)).to.deep.equal(['Go']);
    expect(sc.view('/nope').activeChain.map((a) => a.label)).to.deep.equal(['Docs', 'Guides']);
    const root = sc.view('/');
    expect(root.page?.href).to.equal('/guides/intro');
    expect(sc.firstPage()).to.equal('/guides/intro');
  });

  it('indexes once and memoizes per path', () => {
    expect(sc.scope('/guides/intro')).to.equal(sc.scope('/guides/intro'));
    expect(sc.view('/guides/intro')).to.equal(sc.view('/guides/intro'));
    expect(sc.isPage('/guides/deep')).to.equal(true);
    expect(sc.isPage('/guides/deep/')).to.equal(true);
    expect(sc.isPage('/guides/nope')).to.equal(false);
    expect(sc.pages()).to.include.members(['/guides/intro', '/guides/deep', '/old/a', '/reference/hidden-page']);
    expect(sc.hasVersions).to.equal(false);
    expect(sc.hasLanguages).to.equal(false);
  });

  it('hands out breadcrumbs and page lists of its own to each caller', () => {
    const nav = resolve({ tabs: [{ tab: 'Docs', groups: [{ group: 'Start', pages: ['a', 'b', { group: ' ', pages: ['c'] }] }] }] });
    const fresh = createScoper(nav);
    const a = fresh.scope('/a').breadcrumbs!;
    expect(a).to.deep.equal(['Docs', 'Start']);
    a.push('changed');
    expect(fresh.scope('/b').breadcrumbs).to.deep.equal(['Docs', 'Start']);
    expect(fresh.scope('/c').breadcrumbs).to.deep.equal(['Docs', 'Start']);
    fresh.pages().pop();
    expect(fresh.pages()).to.deep.equal(['/a', '/b', '/c']);
  });
});

describe('scope: what only some elements need is computed when asked, with the same answers', () => {
  // Switch targets (and the hrefs of the version and language options) and breadcrumbs are
  // computed when first read: a sidebar never pays for them. Whatever is asked first, and
  // whichever other paths were asked before, the answers are those of the reference.
  const navigation = () =>
    resolve({
      languages: ['en', 'fr'].map((language) => ({
        language,
        ...(language === 'en' ? { default: true } : {}),
        versions: ['v2', 'v1'].map((version) => ({
          version,
          groups: [
            { group: 'Start', pages: [`${language}/${version}/intro`, `${language}/${version}/setup`] },
            ...(version === 'v1' ? [{ group: 'Old', pages: [`${language}/${version}/legacy`] }] : []),
            ...(language === 'en' ? [{ group: 'English', pages: [`${language}/${version}/only`] }] : []),
          ],
        })),
      })),
    });
  const paths = ['/en/v2/intro', '/fr/v1/legacy', '/en/v1/only', '/fr/v2/setup', '/nope', '/'];
  /** What the switchers and breadcrumbs show of a path: options with their hrefs, targets, breadcrumbs. */
  const shown = (v: ScopeView) => ({
    versions: options(v, 'versions'),
    languages: options(v, 'languages'),
    versionTargets: v.versionTargets,
    languageTargets: v.languageTargets,
    breadcrumbs: v.breadcrumbs,
  });

  it('a view read for its sidebar first leads where one read for its switchers first does', () => {
    const sidebarFirst = createScoper(navigation());
    const switchersFirst = createScoper(navigation());
    // Every path's sidebar, in order, before any switcher looks.
    const sidebars = paths.map((p) => sidebarFirst.view(p).sidebar.map((g) => g.group));
    for (const [i, p] of paths.entries()) {
      const early = shown(switchersFirst.view(p));
      expect(switchersFirst.view(p).sidebar.map((g) => g.group), p).to.deep.equal(sidebars[i]);
      expect(shown(sidebarFirst.view(p)), p).to.deep.equal(early);
    }
    expect(shown(sidebarFirst.view('/fr/v1/legacy'))).to.deep.equal({
      versions: [
        ['v2', '/fr/v2/intro', false],
        ['v1', '/fr/v1/legacy', true],
      ],
      languages: [
        ['en', '/en/v1/legacy', false],
        ['fr', '/fr/v1/legacy', true],
      ],
      versionTargets: { v2: '/fr/v2/intro', v1: '/fr/v1/legacy' },
      languageTargets: { en: '/en/v1/legacy', fr: '/fr/v1/legacy' },
      breadcrumbs: ['Old'],
    });
  });

  it('scope() (what the CLI prints) is the same before and after the views, of many paths', () => {
    const fresh = createScoper(navigation());
    const viewed = createScoper(navigation());
    // Every page, as listed and as a reader may type it, and more paths than the scoper looks up
    // by scanning its pages before it indexes them by path.
    const pages = fresh.pages();
    const many = [...paths, ...pages, ...pages.map((p) => `${p}/`), ...pages.map((p) => p.slice(1)), ...pages.map((p) => `${p}/more`), ...pages.map((_, i) => `/nope/${i}`)];
    expect(new Set(many.map(canonicalPath)).size).to.be.greaterThan(32);
    for (const p of many) void viewed.view(p).sidebar;
    for (const p of many) expect(viewed.scope(p), p).to.deep.equal(fresh.scope(p));
    expect(viewed.view('/en/v1/only').versionTargets).to.deep.equal({ v2: '/en/v2/only', v1: '/en/v1/only' });
  });
});

describe('global entries beyond anchors', () => {
  // `navigation.global` may list tabs, versions, languages, dropdowns and products too (a real
  // site has global tabs), and any division its own: the reference ends each of its lists with
  // them, and takes a page's version from a list that holds a global one.
  const nav = resolve({
    tabs: [
      { tab: 'Guides', groups: [{ group: 'Start', pages: ['intro'] }] },
      { tab: 'API', global: { anchors: [{ anchor: 'Forum', href: 'https://forum.example.com' }] }, groups: [{ group: 'Ref', pages: ['api/users'] }] },
    ],
    global: {
      tabs: [
        { tab: 'Changelog', href: '/changelog' },
        { tab: 'Status', href: 'https://status.example.com' },
        { tab: 'Old', href: '/old', hidden: true },
      ],
      versions: [{ version: 'v0', href: 'https://v0.example.com' }],
    },
  });
  const sc = createScoper(nav);
  const list = (options: ScopeView['tabs']) => options.map((o) => `${o.label}${o.active ? '*' : ''}${o.isGlobal ? ' (global)' : ''} ${o.href}`);

  it('ends each list with its global entries, those of the active divisions first, hidden ones left out', () => {
    expect(list(sc.view('/intro').tabs)).to.deep.equal(['Guides* /intro', 'API /api/users', 'Changelog (global) /changelog', 'Status (global) https://status.example.com']);
    expect(list(sc.view('/intro').anchors)).to.deep.equal([]);
    expect(list(sc.view('/api/users').anchors)).to.deep.equal(['Forum (global) https://forum.example.com']);
    expect(list(sc.view('/api/users').versions)).to.deep.equal(['v0 (global) https://v0.example.com']);
  });

  it('takes the version of a page from a list that holds only a global one, and leads it nowhere', () => {
    expect(sc.scope('/intro')).to.deep.equal({ version: 'v0', versionTargets: {}, breadcrumbs: ['Guides', 'Start'] });
  });
});

describe('a path that is no page, beside lists alike but for a shortened href', () => {
  // The reference shortens the href of an option's first page (/index -> '') in place as it builds
  // the option, then matches the sidebar of the page nearest the path to a division by comparing
  // lists written as JSON: D1's list no longer equals v3's, so no division holds the sidebar.
  const nav = {
    dropdowns: [
      { dropdown: 'D1', pages: [{ title: 'Home', href: '/index' }], versions: [{ version: 'v3', pages: [{ title: 'Home', href: '/index' }] }] },
      { dropdown: 'D2', pages: [{ title: 'Other', href: '/other' }] },
    ],
  } as unknown as ResolvedNavigation;

  it('lists no dropdown, and shows the nearest page\'s sidebar', () => {
    const v = createScoper(nav).view('/nope');
    expect(v.dropdowns).to.deep.equal([]);
    expect(v.sidebar).to.deep.equal([{ title: 'Home', href: '/index' }]);
  });
});

describe('a page whose title is no string', () => {
  // Frontmatter may make a title a number (`title: 2024`) or a list. The reference then does not
  // count that page as one a product holds: /x/index (P2) is also /x, in P1, but only P2 holds it.
  const nav = resolve({
    products: [
      { product: 'P1', versions: [{ version: 'v1', pages: ['x', 'a'] }, { version: 'v2', pages: ['b'] }] },
      { product: 'P2', versions: [{ version: 'v1', pages: ['x/index', 'c'] }, { version: 'v2', pages: ['d', 'x/other'] }] },
    ],
  });
  (nav.products![0]!.versions![0]!.pages![0] as { title: unknown }).title = 2024;

  it('is left out of the products holding a path, so the switch targets are those of the one product left', () => {
    const s = createScoper(nav).scope('/x/index');
    expect(s.version).to.equal('v1');
    expect(s.versionTargets).to.deep.equal({ v1: '/x', v2: '/d' });
  });
});

describe('a page hidden by a true value that is no boolean', () => {
  // Frontmatter `hidden: yes` is the string "yes" to YAML; the reference hides the page all the
  // same (checkNavAccess tests any true value): it leaves the sidebar, and its path is scoped
  // like the nearest page, here one of the languages of anchor X.
  const nav = resolve({
    anchors: [
      { anchor: 'X', languages: [{ language: 'en', pages: ['guide-a', 'other'] }, { language: 'fr', pages: ['fr/guide-a'] }] },
      { anchor: 'Y', pages: ['guides', 'more'] },
    ],
  });
  (nav.anchors![1]!.pages![0] as { hidden: unknown }).hidden = 'yes';

  it('is left out of the sidebar', () => {
    expect(createScoper(nav).view('/more').sidebar).to.deep.equal([{ title: 'more', href: '/more' }]);
  });

  it('is scoped as a hidden page', () => {
    const s = createScoper(nav).scope('/guides');
    expect(s.language).to.equal('en');
    expect(s.languageTargets).to.deep.equal({ en: '/guides', fr: '/guides' });
  });
});

describe("a page's own version that is no string", () => {
  // `version: 2` in a page's frontmatter is a number; the reference takes it as the page's version
  // as it is, where no division decides (here: listed in both versions, none the default).
  const nav = resolve({ versions: [{ version: 'v1', pages: ['c', 'a'] }, { version: 'v2', pages: ['c', 'b'] }] });
  for (const version of nav.versions!) (version.pages![0] as unknown as { version: unknown }).version = 2;

  it('is the version scope() gives, as it is; the view has it as text', () => {
    const sc = createScoper(nav);
    const s = sc.scope('/c');
    expect(s.version).to.equal(2);
    expect(s.versionTargets).to.deep.equal({ v1: '/c', v2: '/c' });
    expect(sc.view('/c').version).to.equal('2');
  });
});
