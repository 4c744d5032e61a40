import { expect, waitUntil } from '@open-wc/testing';

/**
 * dist/docs-nav.min.js (run `npm run build` first; npm test does) in a plain page with only the
 * script tag and the elements, on the demo site: every element renders and they drive each other.
 */
describe('the built bundle in a plain page', () => {
  let frame: HTMLIFrameElement;
  let doc: Document;
  const shadow = (tag: string) => doc.querySelector(tag)!.shadowRoot!;
  const current = () => frame.contentWindow!.location.pathname.replace('/test/fixtures/bundle', '');

  before(async () => {
    frame = document.createElement('iframe');
    frame.style.cssText = 'inline-size: 1000px; block-size: 700px';
    document.body.append(frame);
    await new Promise<void>((resolve) => {
      frame.addEventListener('load', () => resolve(), { once: true });
      frame.src = '/test/fixtures/bundle/index.html';
    });
    doc = frame.contentDocument!;
    // Start on a page of the example: /quickstart of the default product, version and language.
    frame.contentWindow!.history.replaceState({}, '', '/test/fixtures/bundle/quickstart');
    frame.contentWindow!.dispatchEvent(new PopStateEvent('popstate'));
    await waitUntil(() => shadow('docs-nav')?.querySelector('a[aria-current="page"]'), 'the sidebar never rendered', { timeout: 10000 });
  });
  after(() => frame.remove());

  it('registers every element and renders the current page', async () => {
    for (const tag of ['docs-nav', 'docs-tabs', 'docs-switcher', 'docs-breadcrumbs', 'docs-banner', 'docs-pager']) {
      expect(frame.contentWindow!.customElements.get(tag), tag).to.exist;
    }
    expect(shadow('docs-nav').querySelector('a[aria-current="page"]')!.textContent!.trim()).to.equal('Quickstart');
    const tabs = [...shadow('docs-tabs').querySelectorAll('[part~="tab"]')].map((t) => t.textContent!.replace(/\s+/g, ' ').trim());
    expect(tabs.slice(0, 3)).to.deep.equal(['Guides', 'API reference', 'Webhooks']);
    await waitUntil(() => shadow('docs-breadcrumbs').querySelector('ol'));
    expect(shadow('docs-breadcrumbs').textContent).to.contain('Get started');
    // An English page fetches no translations: the other languages are a chunk of their own.
    const fetched = frame.contentWindow!.performance.getEntriesByType('resource').map((r) => r.name);
    expect(fetched.some((f) => /\/chunks\/translations-/.test(f)), 'the translations chunk was fetched').to.be.false;
  });

  it('defines the elements only some pages show from chunks of their own, when the page holds one', async () => {
    const win = frame.contentWindow! as Window & typeof globalThis & { [key: string]: any };
    const chunk = (name: string) => win.performance.getEntriesByType('resource').filter((r) => new RegExp(`/dist/chunks/${name}-[\\w-]{8}\\.js$`).test(r.name)).length;
    // The page has tabs, switchers, breadcrumbs, a banner and a pager: their chunks, once each
    // (three switchers, one chunk); no filter and no menu: not theirs.
    await waitUntil(() => win.customElements.get('docs-pager') && shadow('docs-pager').querySelector('a'), 'the pager never rendered');
    const chunks = (names: string[]) => names.map((name) => `${name} ${chunk(name)}`);
    expect(chunks(['docs-tabs', 'docs-switcher', 'docs-breadcrumbs', 'docs-banner', 'docs-pager', 'docs-filter', 'docs-menu'])).to.deep.equal(['docs-tabs 1', 'docs-switcher 1', 'docs-breadcrumbs 1', 'docs-banner 1', 'docs-pager 1', 'docs-filter 0', 'docs-menu 0']);
    expect(win.customElements.get('docs-filter')).to.be.undefined;

    // Added later, in the document: defined from its chunk, with what was set before it was.
    const filter = doc.createElement('docs-filter') as HTMLElement & { placeholder?: string };
    filter.setAttribute('src', '/demo/site/docs.json');
    doc.body.append(filter);
    try {
      await waitUntil(() => filter.shadowRoot?.querySelector('input'), 'the filter added later was never defined');
      expect(chunk('docs-filter')).to.equal(1);
    } finally {
      filter.remove();
    }

    // In a shadow root of the host's own: found beside a docs element, or given to discover().
    const host = doc.createElement('div');
    doc.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    try {
      const alone = doc.createElement('docs-menu');
      root.append(alone);
      await new Promise((r) => setTimeout(r, 200));
      expect(win.customElements.get('docs-menu'), 'a menu alone in a shadow root is not seen').to.be.undefined;
      const nav = doc.createElement('docs-nav');
      nav.setAttribute('src', '/demo/site/docs.json');
      root.append(nav);
      await waitUntil(() => win.customElements.get('docs-menu') && alone.shadowRoot, 'the menu beside a docs-nav was never defined');
      expect(chunk('docs-menu')).to.equal(1);
      expect(win.customElements.get('docs-banner')).to.exist;
      expect(await win.eval('import("/dist/docs-nav.min.js").then((m) => typeof m.discover + typeof m.load)')).to.equal('functionfunction');
      // load(tag) resolves with the element's class, once it is defined.
      expect(await win.eval('import("/dist/docs-nav.min.js").then(async (m) => (await m.load("docs-tabs")) === customElements.get("docs-tabs"))')).to.be.true;
    } finally {
      host.remove();
    }
  });

  it('asks for the spec files the OpenAPI settings name (and the YAML parser for a YAML one) beside the chunk of the spec stages, each once', async () => {
    const entries = frame.contentWindow!.performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const named = (re: RegExp) => entries.filter((r) => re.test(new URL(r.name).pathname));
    const chunk = named(/^\/dist\/chunks\/openapi-[\w-]+\.js$/);
    expect(chunk, 'the chunk of the spec stages, once').to.have.length(1);
    for (const file of ['/demo/site/openapi.json', '/demo/site/webhooks.yaml']) {
      const spec = named(new RegExp(`^${file.replace(/[./]/g, '\\$&')}$`));
      expect(spec, `${file}, once`).to.have.length(1);
      // Asked for before the chunk had come (the stages would ask only once it had run).
      expect(spec[0]!.startTime, file).to.be.below(chunk[0]!.responseEnd);
    }
    // And the YAML parser's chunk, for the YAML file.
    const yaml = named(/^\/dist\/chunks\/js-yaml-[\w-]+\.js$/);
    expect(yaml, 'the YAML chunk, once').to.have.length(1);
    expect(yaml[0]!.startTime).to.be.below(chunk[0]!.responseEnd);
  });

  it('resolves `$ref` files, from a chunk loaded on demand', async () => {
    const refsChunk = () => frame.contentWindow!.performance.getEntriesByType('resource').some((r) => /\/dist\/chunks\/refs-[\w-]+\.js$/.test(r.name));
    expect(refsChunk(), 'the demo site has no $ref: the chunk is not loaded for it').to.be.false;
    const nav = doc.createElement('docs-nav');
    nav.setAttribute('src', '/test/fixtures/bundle/refs/docs.json');
    nav.setAttribute('router', 'history');
    nav.setAttribute('base', '/test/fixtures/bundle');
    doc.body.append(nav);
    try {
      await waitUntil(() => nav.shadowRoot?.textContent?.includes('Reference'), 'the group of the $ref file never rendered', { timeout: 5000 });
      const links = [...nav.shadowRoot!.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(links).to.deep.equal(['/test/fixtures/bundle/intro', '/test/fixtures/bundle/reference/limits', '/test/fixtures/bundle/reference/errors']);
      expect(refsChunk(), 'the $ref chunk was loaded').to.be.true;
    } finally {
      nav.remove();
    }
  });

  it('applies the OpenAPI Overlays a spec names, with the code of a chunk loaded only then', async () => {
    const overlayChunk = () => frame.contentWindow!.performance.getEntriesByType('resource').filter((r) => /\/dist\/chunks\/overlay-[\w-]+\.js$/.test(r.name));
    expect(overlayChunk(), 'the demo site names no overlay: the chunk is not loaded for it').to.have.length(0);
    const nav = doc.createElement('docs-nav');
    nav.setAttribute('src', '/test/conformance/sites/openapi-overlays/docs.json');
    nav.setAttribute('current-path', '/api-reference/pets/list-every-pet');
    doc.body.append(nav);
    try {
      await waitUntil(() => nav.shadowRoot?.querySelector('a[aria-current="page"]'), 'the overlaid page never rendered', { timeout: 5000 });
      const links = [...nav.shadowRoot!.querySelectorAll('a')].map((a) => `${a.textContent!.trim()} ${a.getAttribute('href')}`);
      // Method badge and title, as the reference makes them (test/conformance/golden/openapi-overlays): a summary
      // changed, one copied from the spec's title, an href from x-mint, the deprecated operation
      // hidden and /internal/stats removed.
      expect(links).to.deep.equal(['getList every pet /api-reference/pets/list-every-pet', 'postCreate pet /custom/create-pet', 'getPets /api-reference/pets/pets']);
      expect(overlayChunk(), 'the overlay chunk, once').to.have.length(1);
      // Its filters call match() and search(): their RE2 engine came too.
      const regexChunk = frame.contentWindow!.performance.getEntriesByType('resource').filter((r) => /\/dist\/chunks\/regex-[\w-]+\.js$/.test(r.name));
      expect(regexChunk, 'the regex chunk, once').to.have.length(1);
    } finally {
      nav.remove();
    }
  });

  it('words what a config gets wrong with the code of a chunk loaded only then', async () => {
    const win = frame.contentWindow! as Window & typeof globalThis;
    const issuesChunk = () => win.performance.getEntriesByType('resource').some((r) => /\/dist\/chunks\/issues-[\w-]+\.js$/.test(r.name));
    expect(issuesChunk(), 'the demo site has no problem: the chunk is not loaded for it').to.be.false;
    // A field's problem (zod's) and a problem of the structure (the walk's own).
    const text = '{"navigation":{"groups":[{"group":"G","pages":["a"],"tag":5},{"group":"H","pages":["b"],"tabs":[]}]}}';
    const state = await win.eval(`import('/dist/docs-nav.min.js').then(({ NavStore }) => new Promise((resolve) => {
      const store = NavStore.for('/a-problem/docs.json', { read: async () => ${JSON.stringify(text)} });
      const off = store.subscribe(() => {
        if (store.state.status === 'loading') return;
        off();
        resolve({ status: store.state.status, diagnostics: store.state.data?.resolved.diagnostics, groups: store.state.data?.resolved.navigation.groups?.map((g) => [g.group, g.tag]) });
      });
    }))`);
    expect(state.status).to.equal('ready');
    // As the CLI says it (docs-nav resolve), the navigation as it makes it (the tag left out).
    expect(state.diagnostics).to.deep.equal([
      { level: 'error', path: 'navigation.groups[0].tag', message: 'must be a string, not a number' },
      { level: 'warning', path: 'navigation.groups[1].tabs', message: 'a group cannot hold "tabs": ignored' },
    ]);
    expect(state.groups).to.deep.equal([['G', undefined], ['H', undefined]]);
    expect(issuesChunk(), 'the chunk that words problems was loaded').to.be.true;
  });

  it('cuts what a docs.json nests too deep, with the code of a chunk loaded only then', async () => {
    const win = frame.contentWindow! as Window & typeof globalThis;
    const cutChunk = () => win.performance.getEntriesByType('resource').some((r) => /\/dist\/chunks\/json-cut-[\w-]+\.js$/.test(r.name));
    expect(cutChunk(), 'no docs.json so far nests that deep').to.be.false;
    // 3,000 groups, one in another, and a page beside them: the groups deeper than the limit go, with an error at their place.
    let group = '{"group":"G3000","pages":["deepest"]}';
    for (let i = 2999; i >= 1; i--) group = `{"group":"G${i}","pages":["p${i}",${group}]}`;
    const text = `{"navigation":{"groups":[${group},{"group":"After","pages":["after"]}]}}`;
    const state = await win.eval(`import('/dist/docs-nav.min.js').then(({ NavStore }) => new Promise((resolve) => {
      const store = NavStore.for('/too-deep/docs.json', { read: async () => ${JSON.stringify(text)} });
      const off = store.subscribe(() => {
        if (store.state.status === 'loading') return;
        off();
        const groups = store.state.data?.resolved.navigation.groups ?? [];
        // (As JSON: the store's pages of bare paths are PathPages, their title made when read.)
        resolve({ status: store.state.status, messages: store.state.data?.resolved.diagnostics.map((d) => d.message), after: JSON.parse(JSON.stringify(groups[1])) });
      });
    }))`);
    expect(state.status).to.equal('ready');
    expect(state.messages).to.deep.equal(['nested more than 2,048 levels deep: left out']);
    expect(state.after).to.deep.equal({ group: 'After', pages: [{ title: 'After', href: '/after' }] });
    expect(cutChunk(), 'the chunk that cuts was loaded').to.be.true;
  });

  it('static attributes of the templates render as written', async () => {
    const nav = shadow('docs-nav');
    const toggle = nav.querySelector('button[aria-expanded]')!;
    expect(toggle.getAttribute('type')).to.equal('button');
    expect(toggle.querySelector('[part~="chevron"]')!.getAttribute('aria-hidden')).to.equal('true');
    expect(nav.querySelector('nav')!.getAttribute('part')).to.equal('nav');
    expect(nav.querySelector('[part~="groups"]')!.className).to.equal('groups');
  });

  it('a sidebar link navigates in place and every element follows', async () => {
    const link = [...shadow('docs-nav').querySelectorAll('a')].find((a) => a.textContent!.trim() === 'Vercel')!;
    link.click();
    await waitUntil(() => current() === '/deploy/vercel');
    await waitUntil(() => shadow('docs-breadcrumbs').textContent!.includes('Deploy'));
    expect(shadow('docs-nav').querySelector('a[aria-current="page"]')!.textContent!.trim()).to.equal('Vercel');
    // The pager follows too: the pages around Vercel in the sidebar.
    await waitUntil(() => shadow('docs-pager').querySelector('a[part=previous]'));
    expect(shadow('docs-pager').querySelector('a[part=previous]')!.getAttribute('href')).to.match(/^\/test\/fixtures\/bundle\//);
  });

  it('a tab leads to its first page, with OpenAPI pages from the JSON spec', async () => {
    const api = [...shadow('docs-tabs').querySelectorAll('a')].find((a) => a.textContent!.includes('API reference'))!;
    api.click();
    await waitUntil(() => current() === '/api/introduction');
    await waitUntil(() => shadow('docs-nav').querySelector('[part~="method"]'));
    expect([...shadow('docs-nav').querySelectorAll('[part~="method"]')].map((m) => m.textContent)).to.deep.equal(['get', 'post', 'get']);
  });

  it('the webhooks tab shows pages from the YAML spec (its parser loaded on demand)', async () => {
    const tab = [...shadow('docs-tabs').querySelectorAll('a')].find((a) => a.textContent!.includes('Webhooks'))!;
    tab.click();
    await waitUntil(() => shadow('docs-nav').textContent!.includes('User created'), 'YAML spec pages', { timeout: 5000 });
  });

  it('the realtime tab shows a page per channel of the AsyncAPI document', async () => {
    const tab = [...shadow('docs-tabs').querySelectorAll('a')].find((a) => a.textContent!.includes('Realtime'))!;
    expect(tab.getAttribute('href')).to.equal('/test/fixtures/bundle/api-reference/streams/order-updates');
    tab.click();
    await waitUntil(() => shadow('docs-nav').textContent!.includes('Heartbeat'), 'AsyncAPI channel pages', { timeout: 5000 });
    const groups = [...shadow('docs-nav').querySelectorAll('.top-group')].map((g) => [...g.querySelectorAll('a')].map((a) => a.textContent!.trim()));
    expect(groups).to.deep.equal([['Order updates', 'Inventory levels'], ['Heartbeat']]);
  });

  it('the version switcher leads to the same page in the other version', async () => {
    const nav = [...shadow('docs-nav').querySelectorAll('a')];
    nav.find((a) => a.textContent!.trim() === 'Index')?.click() ?? frame.contentWindow!.history.pushState({}, '', '/test/fixtures/bundle/quickstart');
    const guides = [...shadow('docs-tabs').querySelectorAll('a')].find((a) => a.textContent!.includes('Guides'))!;
    guides.click();
    await waitUntil(() => current() === '/index');
    const version = [...doc.querySelectorAll('docs-switcher')].find((s) => s.getAttribute('type') === 'version')!;
    const select = version.shadowRoot!.querySelector('select')!;
    select.value = [...select.options].find((o) => o.text.startsWith('1.0.0'))!.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => current() === '/v1/index');
  });

  it('the language switcher goes right-to-left with the banner of that language', async () => {
    const language = [...doc.querySelectorAll('docs-switcher')].find((s) => s.getAttribute('type') === 'language')!;
    const select = language.shadowRoot!.querySelector('select')!;
    select.value = [...select.options].find((o) => o.lang === 'ar')!.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => current().startsWith('/ar/'), `went to ${current()}`);
    await waitUntil(() => shadow('docs-banner').querySelector('[part~="banner"]'), `banner: ${shadow('docs-banner').innerHTML.slice(0, 300)}`);
    expect(shadow('docs-banner').querySelector('[part~="banner"]')!.getAttribute('dir')).to.equal('rtl');
    expect(shadow('docs-nav').querySelector('nav')!.getAttribute('dir')).to.equal('rtl');
  });

  it('the product switcher leads to the other product, with its dropdown and anchors', async () => {
    const product = [...doc.querySelectorAll('docs-switcher')].find((s) => s.getAttribute('type') === 'product')!;
    const select = product.shadowRoot!.querySelector('select')!;
    select.value = [...select.options].find((o) => o.text.startsWith('Cloud'))!.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => current().startsWith('/cloud/'), `went to ${current()} options ${[...select.options].map((o) => o.text)}`);
    await waitUntil(() => shadow('docs-nav').querySelector('[part~="dropdown"]'));
    expect(shadow('docs-nav').querySelector('[part~="dropdown-button"]')!.textContent).to.contain('Console');
    expect([...shadow('docs-nav').querySelectorAll('[part~="anchor"]')].map((a) => a.textContent!.replace(/\s+/g, ' ').trim())).to.include.members(['Console docs']);
  });
});

/**
 * dist/ as a site may serve it: with a chunk missing (only docs-nav.min.js copied, or a chunk
 * blocked), what needs the chunk goes with an error at its place and the rest renders; and loaded
 * by another URL than its own (`?v=2`), the bundle runs once: no chunk imports it back.
 */
describe('the built bundle and its chunks', () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => frame?.remove());

  async function open(query: string, settled = 'docs-nav') {
    frame = document.createElement('iframe');
    frame.style.cssText = 'inline-size: 1000px; block-size: 700px';
    document.body.append(frame);
    await new Promise<void>((resolve) => {
      frame!.addEventListener('load', () => resolve(), { once: true });
      frame!.src = `/test/fixtures/chunks/index.html?${query}`;
    });
    const win = frame.contentWindow! as Window & { warnings: string[]; hostRoot?: ShadowRoot };
    // The page's elements, in its own shadow root with ?shadow=.
    const root = () => win.hostRoot ?? win.document;
    const nav = () => root().querySelector('docs-nav')!;
    const status = () => root().querySelector(settled)?.getAttribute('status') ?? '';
    await waitUntil(() => ['ready', 'error'].includes(status()), 'the navigation never settled', { timeout: 10000 });
    const texts = (tag: string) => [...root().querySelector(tag)!.shadowRoot!.querySelectorAll('a')].map((a) => a.textContent!.replace(/\s+/g, ' ').trim());
    const requests = (pattern: RegExp) => win.performance.getEntriesByType('resource').map((r) => r.name).filter((n) => pattern.test(n));
    return { win, root, nav, texts, requests };
  }

  it('without the spec stages chunk: the divisions that name a spec report it, the rest renders', async () => {
    const { nav, texts, win } = await open('without=openapi&src=/demo/site/docs.json&path=/quickstart');
    expect(nav().getAttribute('status')).to.equal('ready');
    expect(texts('docs-nav')).to.include.members(['Quickstart', 'Vercel']);
    expect(texts('docs-tabs').slice(0, 4)).to.deep.equal(['Guides', 'API reference', 'Webhooks', 'Realtime']);
    const warning = win.warnings.join('\n');
    for (const place of ['tabs[1].openapi', 'tabs[2].openapi', 'tabs[3].asyncapi']) expect(warning).to.match(new RegExp(`error navigation\\.products\\[0\\]\\.languages\\[0\\]\\.versions\\[0\\]\\.${place.replace(/[[\].]/g, '\\$&')}: .*could not be loaded`));
    expect(warning).to.contain('Failed to fetch dynamically imported module');
  });

  it('without the YAML chunk: the division of the YAML spec reports it, the JSON spec still makes pages', async () => {
    const { nav, texts, win } = await open('without=js-yaml&src=/demo/site/docs.json&path=/api/introduction');
    expect(nav().getAttribute('status')).to.equal('ready');
    await waitUntil(() => nav().shadowRoot!.querySelector('[part~="method"]'), 'the pages of the JSON spec');
    expect(texts('docs-nav')).to.include('Introduction');
    expect(win.warnings.join('\n')).to.match(/tabs\[2\]\.openapi: .*webhooks\.yaml/);
  });

  it('without the `$ref` chunk: each `$ref` is dropped with an error at its place, the rest renders', async () => {
    const { nav, texts, win } = await open('without=refs&src=/test/fixtures/bundle/refs/docs.json');
    expect(nav().getAttribute('status')).to.equal('ready');
    expect(texts('docs-nav')).to.deep.equal(['Intro']);
    expect(win.warnings.join('\n')).to.match(/error navigation\.groups\[1\] \(docs\.json\): \$ref "nav\/reference\.json" not read: .*could not be loaded/);
  });

  it('without the chunk that words problems: each is still reported at its place, the rest renders', async () => {
    const { nav, texts, win } = await open('without=issues&src=/test/fixtures/chunks/problem.json');
    expect(nav().getAttribute('status')).to.equal('ready');
    expect(texts('docs-nav')).to.deep.equal(['Intro']);
    expect(win.warnings.join('\n')).to.match(/error navigation\.groups\[0\]\.tag: is not valid \(the code that says why could not be loaded: .*\)/);
    expect(win.warnings.join('\n')).to.match(/warning navigation\.groups\[0\]\.tabs: was repaired \(the code that says why could not be loaded: .*\)/);
  });

  it('without the chunk of an element loaded on demand: that element stays undefined, the rest renders', async () => {
    const { nav, texts, win } = await open('without=docs-pager&src=/demo/site/docs.json&path=/quickstart');
    const pager = win.document.createElement('docs-pager');
    win.document.body.append(pager);
    await waitUntil(() => win.warnings.some((w) => w.includes('<docs-pager> could not be loaded')), 'no warning about the missing chunk');
    expect(win.customElements.get('docs-pager')).to.be.undefined;
    expect(nav().getAttribute('status')).to.equal('ready');
    expect(texts('docs-nav')).to.include('Quickstart');
  });

  it('asks for the chunks of the elements in the page beside the shared chunk, not once it has come', async () => {
    // Every file of dist/ answered 300 ms late: each round trip is seen in the order of requests.
    const { win, nav, requests } = await open(`bundle=${encodeURIComponent('/__slow/300/dist/docs-nav.min.js')}&tags=docs-nav,docs-tabs,docs-breadcrumbs&src=/demo/site/docs.json&path=/quickstart`);
    expect(nav().getAttribute('status')).to.equal('ready');
    await waitUntil(() => win.customElements.get('docs-tabs') && win.customElements.get('docs-breadcrumbs'), 'the tabs and breadcrumbs were never defined', { timeout: 5000 });
    const timing = (pattern: RegExp) => win.performance.getEntriesByType('resource').find((r) => pattern.test(r.name)) as PerformanceResourceTiming;
    const shared = timing(/\/dist\/chunks\/docs-nav-[\w-]{8}\.js$/);
    for (const name of ['docs-tabs', 'docs-breadcrumbs']) {
      expect(timing(new RegExp(`/dist/chunks/${name}-[\\w-]{8}\\.js$`)).startTime, `${name} asked for before the shared chunk had come`).to.be.below(shared.responseEnd);
    }
    // Only those: the others the page does not hold are not fetched.
    expect(requests(/\/dist\/chunks\/docs-(switcher|banner|pager|menu|filter)-/)).to.deep.equal([]);
  });

  for (const mode of ['open', 'closed'] as const) {
    it(`finds the elements loaded on demand beside a sidebar in a ${mode} shadow root of the page's, there before the bundle ran`, async () => {
      // The bundle 300 ms late: the page's own element has rendered its shadow root long before.
      const { win, root, nav, texts } = await open(`bundle=${encodeURIComponent('/__slow/300/dist/docs-nav.min.js')}&shadow=${mode}&tags=docs-nav,docs-tabs&src=/demo/site/docs.json&path=/quickstart`);
      expect(nav().getAttribute('status')).to.equal('ready');
      await waitUntil(() => win.customElements.get('docs-tabs') && root().querySelector('docs-tabs')!.shadowRoot?.querySelector('[part~="tab"]'), 'the tabs beside the sidebar were never defined', { timeout: 5000 });
      expect(texts('docs-tabs').slice(0, 2)).to.deep.equal(['Guides', 'API reference']);
    });
  }

  it('a page with only a sidebar downloads the code of no other element', async () => {
    const { nav, texts, requests } = await open('tags=docs-nav&src=/demo/site/docs.json&path=/quickstart');
    expect(nav().getAttribute('status')).to.equal('ready');
    expect(texts('docs-nav')).to.include('Quickstart');
    expect(requests(/\/dist\/chunks\/docs-(tabs|switcher|breadcrumbs|banner|pager|menu|filter)-/)).to.deep.equal([]);
  });

  it('a sidebar alone downloads no code of the switch targets nor of the breadcrumbs; a switcher added later brings it and leads where the reference does', async () => {
    const src = '/test/fixtures/versioned/docs.json';
    const path = '/v2/deploy/vercel';
    const golden = (await (await fetch('/test/fixtures/versioned/golden-scope.json')).json())[path];
    const { win, nav, requests } = await open(`tags=docs-nav&src=${src}&path=${path}`);
    expect(nav().getAttribute('status')).to.equal('ready');
    // The modules of every script the page ran, as their source maps list them.
    const sources = async () => (await Promise.all(requests(/\/dist\/.*\.js$/).map(async (url) => (await (await fetch(`${url}.map`)).json()).sources as string[]))).flat();
    const onDemand = /\/core\/scope\/(targets|neighbours|crumbs)\.js$/;
    const before = await sources();
    expect(before, 'the source maps were read').to.include('../core/scope/engine.js');
    expect(before.filter((s) => onDemand.test(s))).to.deep.equal([]);

    // The sidebar's view of the path is made and kept (the store's, the bundle's module instance):
    // without the code, it has no targets, and the version options lead to their first page.
    const bundle = await (win as unknown as { eval(code: string): Promise<typeof import('../../src/script-tag.js')> }).eval("import('/dist/docs-nav.min.js')");
    const view = bundle.NavStore.for(src).data!.scoper.view(path);
    const v1 = () => view.versions.find((o) => o.label === '1.0.0')!;
    expect(view.versionTargets).to.equal(undefined);
    expect(view.breadcrumbs).to.equal(undefined);
    expect(v1().href).to.equal('/v1/index');

    // A switcher and breadcrumbs defined now, from their chunks: the same view answers.
    for (const tag of ['docs-switcher', 'docs-breadcrumbs']) {
      const el = win.document.createElement(tag);
      el.setAttribute('src', src);
      el.setAttribute('current-path', path);
      if (tag === 'docs-switcher') el.setAttribute('type', 'version');
      win.document.body.append(el);
    }
    const switcher = win.document.querySelector('docs-switcher')!;
    await waitUntil(() => switcher.shadowRoot?.querySelector('select'), 'the switcher never rendered', { timeout: 10000 });
    await waitUntil(() => win.document.querySelector('docs-breadcrumbs')!.shadowRoot?.querySelector('ol'), 'the breadcrumbs never rendered');
    const select = switcher.shadowRoot!.querySelector('select')!;
    switcher.addEventListener('docs-navigate', (e) => e.preventDefault(), { once: true });
    const navigated = new Promise<string>((resolve) => switcher.addEventListener('docs-navigate', (e) => resolve((e as CustomEvent<{ href: string }>).detail.href), { once: true }));
    select.value = [...select.options].find((o) => o.text.startsWith('1.0.0'))!.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(await navigated).to.equal('/v1/deploy/vercel');
    expect(view.versionTargets).to.deep.equal(golden.versionTargets);
    expect(v1().href).to.equal('/v1/deploy/vercel');
    expect(view.breadcrumbs).to.deep.equal(golden.breadcrumbs);
    const after = await sources();
    expect(after.filter((s) => onDemand.test(s)).sort()).to.deep.equal(['../core/scope/crumbs.js', '../core/scope/neighbours.js', '../core/scope/targets.js']);
  });

  it('a short sidebar downloads no code of long sidebars; a long one its chunk, once', async () => {
    const short = await open('tags=docs-nav&src=/demo/site/docs.json&path=/quickstart');
    expect(short.texts('docs-nav')).to.include('Quickstart');
    expect(short.nav().shadowRoot!.querySelector('[part~="groups"]')!.className).to.equal('groups');
    expect(short.requests(/\/dist\/chunks\/docs-nav-long-/)).to.deep.equal([]);
    frame!.remove();

    const long = await open('tags=docs-nav&src=/test/fixtures/chunks/long.json&path=/part-5/page-100');
    await waitUntil(() => long.texts('docs-nav').length === 500, 'the long sidebar never rendered whole');
    expect(long.nav().shadowRoot!.querySelector('a[aria-current="page"]')!.getAttribute('href')).to.equal('/part-5/page-100');
    expect(long.nav().shadowRoot!.querySelector('[part~="groups"]')!.className).to.equal('groups long');
    expect(long.requests(/\/dist\/chunks\/docs-nav-long-[\w-]{8}\.js$/)).to.have.length(1);
  });

  it('a large docs.json: its long sidebar drawn with its code once the navigation is ready, not a skeleton first', async () => {
    frame = document.createElement('iframe');
    frame.style.cssText = 'inline-size: 1000px; block-size: 700px';
    document.body.append(frame);
    // (docs.json 100 ms away: the page is loaded, and watched, before it comes)
    await new Promise<void>((resolve) => {
      frame!.addEventListener('load', () => resolve(), { once: true });
      frame!.src = '/test/fixtures/chunks/index.html?tags=docs-nav&src=/__large/docs.json&path=/group-60/page-10';
    });
    const win = frame.contentWindow! as Window & typeof globalThis;
    const nav = win.document.querySelector('docs-nav')!;
    await waitUntil(() => nav.shadowRoot, 'never upgraded');
    // What each render after the navigation was ready showed.
    const shown: string[] = [];
    const observer = new win.MutationObserver(() => {
      if (nav.getAttribute('status') !== 'ready') return;
      shown.push(nav.shadowRoot!.querySelector('[part~="skeleton"]') ? 'skeleton' : nav.shadowRoot!.querySelector('a[aria-current="page"]') ? 'sidebar' : 'other');
    });
    observer.observe(nav, { attributes: true });
    observer.observe(nav.shadowRoot!, { subtree: true, childList: true, attributes: true });
    await waitUntil(() => nav.shadowRoot!.querySelector('a[aria-current="page"]'), 'the current page never drawn', { timeout: 5000 });
    observer.disconnect();
    expect(shown[0]).to.equal('sidebar');
    expect(nav.shadowRoot!.querySelector('[part~="groups"]')!.className).to.equal('groups long');
    const chunk = (win.performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => /\/dist\/chunks\/docs-nav-long-/.test(r.name));
    expect(chunk, 'the code of long sidebars, once').to.have.length(1);
  });

  it("asks for the code of long sidebars while docs.json loads when the site's last page showed one", async () => {
    // (docs.json 300 ms away: a network, where it comes well after the bundle)
    const src = '/__slow/300/test/fixtures/chunks/long.json';
    const key = `docs-nav:expanded:${new URL(src, location.href).href}`;
    sessionStorage.removeItem(key);
    const timing = (win: Window, pattern: RegExp) => (win.performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) => pattern.test(r.name))!;
    const first = await open(`tags=docs-nav&src=${src}&path=/part-5/page-100`);
    await waitUntil(() => first.texts('docs-nav').length === 500, 'the long sidebar never rendered whole');
    // A docs.json this small is not known to make a long sidebar before it is resolved.
    expect(timing(first.win, /\/dist\/chunks\/docs-nav-long-/).startTime).to.be.above(timing(first.win, /long\.json$/).responseEnd);
    frame!.remove();
    expect(JSON.parse(sessionStorage.getItem(key)!).$long, 'saved with the state of the sidebar, as the page was left').to.equal(1);

    // The next page of the site, its docs.json not from the browser's cache (another query, the
    // state the page left saved for it): the code is asked for at once, not after docs.json.
    const again = `${src}?again`;
    const keyAgain = `docs-nav:expanded:${new URL(again, location.href).href}`;
    sessionStorage.setItem(keyAgain, sessionStorage.getItem(key)!);
    const next = await open(`tags=docs-nav&src=${encodeURIComponent(again)}&path=/part-5/page-99`);
    await waitUntil(() => next.texts('docs-nav').length === 500, 'the long sidebar never rendered whole');
    expect(timing(next.win, /\/dist\/chunks\/docs-nav-long-/).startTime).to.be.below(timing(next.win, /long\.json\?again$/).responseStart);
    expect(next.nav().shadowRoot!.querySelector('a[aria-current="page"]')!.getAttribute('href')).to.equal('/part-5/page-99');
    sessionStorage.removeItem(key);
    sessionStorage.removeItem(keyAgain);
  });

  it('without the chunk of long sidebars: a long one is drawn whole, as a short one', async () => {
    const { nav, texts, win } = await open('without=docs-nav-long&tags=docs-nav&src=/test/fixtures/chunks/long.json&path=/part-5/page-100');
    await waitUntil(() => texts('docs-nav').length === 500, 'the long sidebar never rendered');
    expect(nav().shadowRoot!.querySelector('a[aria-current="page"]')!.getAttribute('href')).to.equal('/part-5/page-100');
    expect(nav().shadowRoot!.querySelector('[part~="skeleton"]')).to.equal(null);
    expect(win.warnings.join('\n')).to.contain('the code of long sidebars could not be loaded');
  });

  it('decorates pages from a page index with code of its own, downloaded only for a site that has one', async () => {
    const decorate = /\/dist\/chunks\/decorate-[\w-]{8}\.js$/;
    const plain = await open('tags=docs-nav&src=/test/fixtures/chunks/indexed.json&path=/guides/setup');
    expect(plain.texts('docs-nav')).to.deep.equal(['Index', 'Setup', 'No file']);
    expect(plain.requests(decorate)).to.deep.equal([]);
    frame!.remove();

    const indexed = await open('tags=docs-nav&src=/test/fixtures/chunks/indexed.json&pages=/test/fixtures/chunks/indexed-pages.json&path=/guides/setup');
    expect(indexed.texts('docs-nav')).to.deep.equal(['Home', 'Set it up', 'No file']);
    expect(indexed.requests(decorate)).to.have.length(1);
  });

  it('without the chunk that decorates pages: path titles (page objects of a precomputed navigation kept), a warning at `pages`, and spec pages reported at their places', async () => {
    const indexed = await open('without=decorate&tags=docs-nav&src=/test/fixtures/chunks/indexed.json&pages=/test/fixtures/chunks/indexed-pages.json&path=/guides/setup');
    expect(indexed.nav().getAttribute('status')).to.equal('ready');
    expect(indexed.texts('docs-nav')).to.deep.equal(['Index', 'Setup', 'No file']);
    expect(indexed.win.warnings.join('\n')).to.match(/warning pages: not applied: the code that applies the page index could not be loaded/);
    frame!.remove();

    // A precomputed navigation keeps its page objects.
    const precomputed = await open('without=decorate&tags=docs-nav&src=/test/fixtures/chunks/precomputed.json&pages=/test/fixtures/chunks/indexed-pages.json&path=/guides/setup');
    expect(precomputed.texts('docs-nav')).to.deep.equal(['Home page', 'Setup']);
    frame!.remove();

    const { nav, texts, win } = await open('without=decorate&src=/demo/site/docs.json&path=/quickstart');
    expect(nav().getAttribute('status')).to.equal('ready');
    expect(texts('docs-nav')).to.include.members(['Quickstart', 'Vercel']);
    expect(win.warnings.join('\n')).to.match(/error navigation\.products\[0\]\.languages\[0\]\.versions\[0\]\.tabs\[1\]\.openapi: .*could not be loaded/);
  });

  it('breadcrumbs embedded alone (a portal) load their chunk, read the docs.json and render the path', async () => {
    const { win, requests } = await open('tags=docs-breadcrumbs&src=/demo/site/docs.json&path=/deploy/vercel', 'docs-breadcrumbs');
    const crumbs = win.document.querySelector('docs-breadcrumbs')!;
    await waitUntil(() => crumbs.shadowRoot!.querySelector('ol'), 'the breadcrumbs never rendered');
    expect(crumbs.shadowRoot!.textContent).to.contain('Deploy');
    expect(requests(/\/dist\/chunks\/docs-breadcrumbs-/)).to.have.length(1);
    expect(requests(/\/dist\/chunks\/docs-(tabs|switcher|pager)-/)).to.deep.equal([]);
  });

  it('without the chunk that describes invalid JSON: still an error that says the JSON is invalid', async () => {
    const { nav } = await open('without=json-error&src=/test/fixtures/chunks/invalid.json');
    expect(nav().getAttribute('status')).to.equal('error');
    const alert = nav().shadowRoot!.querySelector('[role=alert]')!.textContent!;
    expect(alert).to.contain('invalid JSON');
    expect(alert).not.to.contain('dynamically imported');
  });

  it('invalid JSON is described by its chunk, as a ConfigError the main bundle recognises', async () => {
    const { nav } = await open('src=/test/fixtures/chunks/invalid.json');
    expect(nav().getAttribute('status')).to.equal('error');
    // The store shows a ConfigError's diagnostics with their place; any other error by its message.
    expect(nav().shadowRoot!.querySelector('[role=alert]')!.textContent).to.match(/invalid JSON: [\s\S]*\(line 1, column \d+\)/);
  });

  it('loaded with a query string, the bundle is fetched and run once, its chunks too', async () => {
    const { nav, requests, win } = await open(`bundle=${encodeURIComponent('/dist/docs-nav.min.js?v=2')}&src=/demo/site/docs.json&path=/api/introduction`);
    await waitUntil(() => nav().shadowRoot!.querySelector('[part~="method"]'), 'the OpenAPI pages');
    expect(requests(/\/dist\/chunks\/openapi-/), 'the spec stages chunk was loaded').to.have.length(1);
    expect(requests(/\/dist\/docs-nav\.min\.js/)).to.deep.equal([`${win.location.origin}/dist/docs-nav.min.js?v=2`]);
  });
});

/** dist/docs-nav.classic.js: one classic script, no chunks: everything an element needs is in it. */
describe('the classic script', () => {
  it('defines the switcher with where the switches lead, and the breadcrumbs', async () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      const src = '/test/fixtures/versioned/docs.json';
      await new Promise<void>((resolve) => {
        frame.addEventListener('load', () => resolve(), { once: true });
        frame.srcdoc = `<!doctype html><script src="/dist/docs-nav.classic.js"></script>
          <docs-switcher type="version" src="${src}" current-path="/v2/deploy/vercel"></docs-switcher>
          <docs-breadcrumbs src="${src}" current-path="/v2/deploy/vercel"></docs-breadcrumbs>`;
      });
      const doc = frame.contentDocument!;
      const switcher = doc.querySelector('docs-switcher')!;
      await waitUntil(() => switcher.shadowRoot?.querySelector('select'), 'the switcher never rendered', { timeout: 10000 });
      await waitUntil(() => doc.querySelector('docs-breadcrumbs')!.shadowRoot?.querySelector('ol'), 'the breadcrumbs never rendered');
      expect(doc.querySelector('docs-breadcrumbs')!.shadowRoot!.textContent).to.contain('Deploy');
      const select = switcher.shadowRoot!.querySelector('select')!;
      const navigated = new Promise<string>((resolve) =>
        switcher.addEventListener('docs-navigate', (e) => (e.preventDefault(), resolve((e as CustomEvent<{ href: string }>).detail.href)), { once: true }),
      );
      select.value = [...select.options].find((o) => o.text.startsWith('1.0.0'))!.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      expect(await navigated).to.equal('/v1/deploy/vercel');
    } finally {
      frame.remove();
    }
  });
});
