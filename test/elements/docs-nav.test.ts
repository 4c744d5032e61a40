import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/docs-nav.js';
import type { DocsNav } from '../../src/elements/docs-nav.js';
import type { DocsNavigateEvent } from '../../src/elements/base.js';
import { $, $$, SIDEBAR, jsonUrl, linkTexts, loaded } from '../helpers/elements.js';

async function nav(path: string, extra = html``): Promise<DocsNav> {
  const el = await fixture<DocsNav>(html`<docs-nav src=${SIDEBAR} current-path=${path}></docs-nav>${extra}`);
  await loaded(el);
  return el;
}

beforeEach(() => sessionStorage.clear());

describe('<docs-nav>: what the sidebar shows', () => {
  it('shows the groups of the active section, with icon, tag and the current page marked', async () => {
    const el = await nav('/quickstart');
    const heading = $(el, '.top-group [part~="group-label"]');
    expect(heading.textContent).to.contain('Start');
    expect($(el, '.top-group [part~="tag"]').textContent).to.equal('NEW');
    expect($(el, '.top-group [part~="icon"]').dataset.icon).to.equal('rocket');
    const current = $$(el, 'a[aria-current="page"]');
    expect(current).to.have.length(1);
    expect(current[0]!.getAttribute('href')).to.equal('/quickstart');
    expect(current[0]!.getAttribute('part')).to.equal('link link-active');
  });

  it('gives top-level groups no toggle and opens nested ones as configured', async () => {
    const el = await nav('/index');
    expect($$(el, '.top-group > p button')).to.have.length(0);
    const toggles = $$(el, 'button[aria-expanded]');
    const state = Object.fromEntries(toggles.map((b) => [b.getAttribute('aria-label') ?? b.querySelector('.label')!.textContent, b.getAttribute('aria-expanded')]));
    expect(state).to.deep.equal({ Advanced: 'true', Deepest: 'false', Closed: 'false', 'With root': 'false' });
    // Collapsed groups' children are not rendered at all.
    expect(linkTexts(el)).not.to.include('A');
    expect(linkTexts(el)).to.include('Cache');
  });

  it('marks the groups holding the current page with the group-active part, and follows navigation', async () => {
    const el = await nav('/deploy/advanced/deep/two');
    const activeLabels = () => $$(el, '[part~="group-active"]').map((g) => g.querySelector('[part~="group-label"] .label, p[part~="group-label"] > a')!.textContent!.trim());
    expect(activeLabels()).to.deep.equal(['Deploy', 'Advanced', 'Deepest']);
    el.currentPath = '/quickstart';
    await el.updateComplete;
    expect(activeLabels()).to.deep.equal(['Start']);
  });

  it('leaves hidden groups out, and a hidden page that is current still scopes the sidebar', async () => {
    const el = await nav('/deploy/hidden/x');
    expect(linkTexts(el).join('|')).not.to.contain('X');
    expect($$(el, '[part~="group-label"]').map((g) => g.textContent!.trim())).not.to.include('Hidden group');
    expect(linkTexts(el)).to.include('Vercel');
  });

  it('opens the ancestors of the current page, and a group root page opens its group', async () => {
    const el = await nav('/deploy/advanced/deep/two');
    const deepest = $$(el, 'button[aria-expanded]').find((b) => b.textContent!.includes('Deepest'))!;
    expect(deepest.getAttribute('aria-expanded')).to.equal('true');
    expect($(el, 'a[aria-current="page"]').textContent!.trim()).to.equal('Two');
    const rooted = await nav('/deploy/rooted/index');
    const rootLink = $(rooted, 'a[aria-current="page"]');
    expect(rootLink.textContent!.trim()).to.equal('With root');
    expect(rootLink.getAttribute('part')).to.contain('group-label');
    expect($(rooted, 'button[aria-label="With root"]').getAttribute('aria-expanded')).to.equal('true');
  });

  it('shows anchors and global anchors on top, external ones marked and opening safely, unsafe ones not as links', async () => {
    const el = await nav('/index');
    const anchors = $$(el, '[part~="anchors"] a');
    expect(anchors.map((a) => a.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal(['Docs', 'Blog↗ (opens in a new tab)', 'Status↗ (opens in a new tab)']);
    expect(anchors[0]!.getAttribute('part')).to.equal('anchor anchor-active');
    expect(anchors[1]!.getAttribute('target')).to.equal('_blank');
    expect(anchors[1]!.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(el.shadowRoot!.innerHTML).not.to.contain('javascript:');
  });

  it('marks endpoint pages with their method and deprecated ones, and shows config text as text', async () => {
    const el = await nav('/api-reference/users/list-users');
    const methods = $$(el, '[part~="method"]').map((m) => m.getAttribute('part'));
    expect(methods).to.deep.equal(['method method-get', 'method method-delete']);
    expect($$(el, '[part~="deprecated"]')).to.have.length(1);
    expect(linkTexts(el)).to.include('<img src=x onerror=alert(1)>');
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
  });

  it('scrolls the current link into view inside the sidebar, not the page', async () => {
    const pages = Array.from({ length: 80 }, (_, i) => `p/${i}`);
    const src = jsonUrl({ navigation: { groups: [{ group: 'Many', pages }] } });
    const box = await fixture<HTMLDivElement>(html`<div style="block-size: 200px; overflow-y: auto"><docs-nav src=${src} current-path="/p/70"></docs-nav></div>`);
    const el = box.querySelector('docs-nav') as DocsNav;
    await loaded(el);
    await waitUntil(() => box.scrollTop > 0, 'the sidebar did not scroll');
    const link = $(el, 'a[aria-current="page"]').getBoundingClientRect();
    const frame = box.getBoundingClientRect();
    expect(link.top).to.be.within(frame.top, frame.bottom);
    expect(window.scrollY).to.equal(0);
  });

  it('shows the first section and marks nothing for a current-path that is in no page', async () => {
    const el = await nav('/no/such/page');
    expect($$(el, 'a[aria-current="page"]')).to.have.length(0);
    expect(linkTexts(el)).to.include.members(['Index', 'Quickstart']);
  });

  it('marks the page the path resolves to: `/` is the first page, `/section/` its index page', async () => {
    const src = jsonUrl({ navigation: { groups: [{ group: 'Start', pages: ['intro', 'guides/index', 'guides/more'] }] } });
    const at = async (path: string): Promise<string[]> => {
      const el = await fixture<DocsNav>(html`<docs-nav src=${src} current-path=${path}></docs-nav>`);
      await loaded(el);
      return $$(el, 'a[aria-current="page"]').map((a) => a.getAttribute('href')!);
    };
    expect(await at('/')).to.deep.equal(['/intro']);
    expect(await at('/guides/')).to.deep.equal(['/guides/index']);
    expect(await at('/guides/more')).to.deep.equal(['/guides/more']);
  });

  it('marks every listing of the page, whatever form its path was written in', async () => {
    const src = jsonUrl({
      navigation: {
        groups: [
          { group: 'Start', pages: ['intro', 'search?tab=api', './guides/../setup', 'guides/more'] },
          { group: 'Again', pages: ['guides/more', 'setup'] },
        ],
      },
    });
    const at = async (path: string): Promise<string[]> => {
      const el = await fixture<DocsNav>(html`<docs-nav src=${src} current-path=${path}></docs-nav>`);
      await loaded(el);
      return $$(el, 'a[aria-current="page"]').map((a) => a.getAttribute('href')!);
    };
    expect(await at('/search')).to.deep.equal(['/search?tab=api']);
    expect(await at('/setup')).to.deep.equal(['/setup', '/setup']);
    expect(await at('/guides/more/')).to.deep.equal(['/guides/more', '/guides/more']);
    expect(await at('/guides')).to.deep.equal([]);
  });

  it('outside base (a page that is not part of the docs) shows the docs root with nothing marked or opened', async () => {
    // The test page's location is not under /not-here.
    const el = await fixture<DocsNav>(html`<docs-nav src=${SIDEBAR} base="/not-here"></docs-nav>`);
    await loaded(el);
    expect(el.path).to.equal('/');
    expect(linkTexts(el)).to.include.members(['Index', 'Quickstart']);
    expect(el.shadowRoot!.querySelectorAll('[aria-current], [part~="anchor-active"], [part~="group-active"], [part~="link-active"]')).to.have.length(0);
    // At the docs root the first page is current and its anchor marked: the same sidebar, marked.
    const inside = await nav('/');
    expect($$(inside, 'a[aria-current="page"]')).to.have.length(1);
    expect($$(inside, '[part~="anchor-active"]')).to.have.length(1);
    expect(linkTexts(el)).to.deep.equal(linkTexts(inside));
  });

  it('renders links with the base prefix', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src=${SIDEBAR} base="/docs/" current-path="/quickstart"></docs-nav>`);
    await loaded(el);
    expect($(el, 'a[aria-current="page"]').getAttribute('href')).to.equal('/docs/quickstart');
  });

  it('renders every group again when base or icon-url changes after loading, and when an enclosing element changes its base', async () => {
    const el = await nav('/quickstart');
    el.base = '/docs';
    el.iconUrl = '/icons/{name}.svg';
    await el.updateComplete;
    expect($(el, 'a[aria-current="page"]').getAttribute('href')).to.equal('/docs/quickstart');
    expect($$(el, '.top-group a[href]').every((a) => a.getAttribute('href')!.startsWith('/docs/'))).to.equal(true);
    expect($(el, '.top-group img[part~="icon"]').getAttribute('src')).to.equal('/icons/rocket.svg');
    const wrap = await fixture<DocsNav>(html`<docs-nav src=${SIDEBAR} current-path="/quickstart"><docs-nav current-path="/quickstart"></docs-nav></docs-nav>`);
    const inner = wrap.querySelector('docs-nav')!;
    await loaded(wrap);
    await loaded(inner);
    wrap.base = '/site';
    await wrap.updateComplete;
    await inner.updateComplete;
    expect($(inner, 'a[aria-current="page"]').getAttribute('href')).to.equal('/site/quickstart');
  });

  it('accents the current anchor like the current page', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src="/test/fixtures/products/docs.json" current-path="/cloud/cli/install"></docs-nav>`);
    await loaded(el);
    const anchor = getComputedStyle($(el, '[part~="anchor-active"]'));
    const page = getComputedStyle($(el, 'a[aria-current="page"]'));
    expect(anchor.color).to.equal(page.color);
    expect(anchor.fontWeight).to.equal('600');
    expect(getComputedStyle($(el, '[part~="anchors"] a:not([part~="anchor-active"])')).color).to.not.equal(page.color);
  });

  it('is accessible', async () => {
    const el = await nav('/deploy/vercel');
    await expect(el).to.be.accessible();
  });
});

describe('<docs-nav>: expansion and keyboard', () => {
  it('toggles a nested group with a click, rendering its children only then, and fires docs-toggle', async () => {
    const el = await nav('/index');
    const closed = $(el, 'button[aria-controls]:not([aria-label])[aria-expanded="false"]');
    expect(closed.textContent).to.contain('Deepest');
    const list = el.shadowRoot!.getElementById(closed.getAttribute('aria-controls')!)!;
    expect(list.hidden).to.equal(true);
    setTimeout(() => closed.click());
    const ev = await oneEvent(el, 'docs-toggle');
    expect(ev.detail).to.deep.equal({ group: 'Deepest', expanded: true });
    await el.updateComplete;
    expect(closed.getAttribute('aria-expanded')).to.equal('true');
    expect(list.hidden).to.equal(false);
    expect(linkTexts(el)).to.include.members(['One', 'Two']);
  });

  it('toggles with Enter and Space, every item reachable with Tab', async () => {
    const el = await nav('/index');
    const closedBtn = $$(el, 'button[aria-expanded="false"]').find((b) => b.textContent!.includes('Closed'))!;
    closedBtn.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(closedBtn.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(closedBtn.getAttribute('aria-expanded')).to.equal('false');
    // Tab walks links and buttons in order, with no trap.
    $(el, '[part~="anchors"] a').focus();
    const seen: string[] = [];
    for (let i = 0; i < 12; i++) {
      await sendKeys({ press: 'Tab' });
      const active = el.shadowRoot!.activeElement as HTMLElement | null;
      if (!active) break;
      seen.push(active.localName);
    }
    expect(seen.length).to.be.greaterThan(5);
    expect(new Set(seen)).to.deep.equal(new Set(['a', 'button']));
  });

  it("remembers the reader's expansion across page loads (sessionStorage, per src)", async () => {
    const el = await nav('/index');
    const closedBtn = $$(el, 'button[aria-expanded="false"]').find((b) => b.textContent!.includes('Closed'))!;
    closedBtn.click();
    await el.updateComplete;
    el.remove();
    const again = await nav('/quickstart');
    const btn = $$(again, 'button[aria-expanded]').find((b) => b.textContent!.includes('Closed'))!;
    expect(btn.getAttribute('aria-expanded')).to.equal('true');
  });
});

describe('<docs-nav>: navigation', () => {
  it('announces a link click with docs-navigate; a cancelled one does not navigate', async () => {
    const el = await nav('/index');
    const before = location.href;
    const link = $$(el, 'a').find((a) => a.textContent!.trim() === 'Quickstart')!;
    el.addEventListener('docs-navigate', (e) => e.preventDefault(), { once: true });
    setTimeout(() => link.click());
    const ev = (await oneEvent(el, 'docs-navigate')) as DocsNavigateEvent;
    expect(ev.detail.href).to.equal('/quickstart');
    expect(ev.detail.title).to.equal('Quickstart');
    expect(ev.detail.reason).to.equal('link');
    expect(ev.bubbles && ev.composed && ev.cancelable).to.equal(true);
    expect(location.href).to.equal(before);
  });

  it('with router="history" pushes the URL and updates in place, and follows popstate', async () => {
    const start = location.pathname;
    const el = await fixture<DocsNav>(html`<docs-nav src=${SIDEBAR} router="history" base="/base"></docs-nav>`);
    await loaded(el);
    const link = $$(el, 'a').find((a) => a.textContent!.trim() === 'Vercel')!;
    link.click();
    await el.updateComplete;
    expect(location.pathname).to.equal('/base/deploy/vercel');
    expect($(el, 'a[aria-current="page"]').textContent!.trim()).to.equal('Vercel');
    history.back();
    await waitUntil(() => location.pathname === start);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('a[aria-current="page"]')).to.equal(null);
  });

  it('follows current-path changes set by a host router', async () => {
    const el = await nav('/index');
    el.currentPath = '/deploy/closed/b';
    await el.updateComplete;
    expect($(el, 'a[aria-current="page"]').textContent!.trim()).to.equal('B');
  });

  for (const [label, config, attr, expectNav] of [
    ['interaction.drilldown true', true, false, true],
    ['interaction.drilldown false (even with the attribute)', false, true, false],
    ['unset, drilldown attribute', undefined, true, true],
    ['unset, no attribute', undefined, false, false],
  ] as const) {
    it(`drilldown: ${label}`, async () => {
      const src = jsonUrl({ interaction: config === undefined ? {} : { drilldown: config }, navigation: { groups: [{ group: 'Top', pages: ['a', { group: 'Inner', pages: ['inner/first', 'inner/second'] }] }] } });
      const el = await fixture<DocsNav>(html`<docs-nav src=${src} current-path="/a" ?drilldown=${attr}></docs-nav>`);
      await loaded(el);
      const events: string[] = [];
      el.addEventListener('docs-navigate', (e) => {
        events.push(`${e.detail.reason} ${e.detail.href}`);
        e.preventDefault();
      });
      $(el, 'button[aria-expanded]').click();
      await el.updateComplete;
      expect($(el, 'button[aria-expanded]').getAttribute('aria-expanded')).to.equal('true');
      expect(events).to.deep.equal(expectNav ? ['drilldown /inner/first'] : []);
    });
  }
});

describe('<docs-nav>: loading, errors, sharing', () => {
  it('shows a skeleton while loading, then an alert with a retry when the config is missing', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src="/__slow/300/test/fixtures/nowhere/docs.json"></docs-nav>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="skeleton"]'), 'no skeleton while loading');
    await waitUntil(() => el.shadowRoot!.querySelector('[role="alert"]'));
    expect(el.shadowRoot!.querySelector('[part~="skeleton"]')).to.equal(null);
    const alert = $(el, '[role="alert"]');
    expect(alert.textContent).to.contain('HTTP 404');
    expect(alert.querySelector('button')!.textContent).to.equal('Retry');
  });

  it('never makes a link of an unsafe URL, even in a precomputed navigation', async () => {
    const src = jsonUrl({ pages: [{ title: 'Evil', href: 'javascript:alert(1)' }, { title: 'Fine', href: '/fine' }] });
    const el = await fixture<DocsNav>(html`<docs-nav src=${src} current-path="/fine"></docs-nav>`);
    await loaded(el);
    const evil = $$(el, 'a').find((a) => a.textContent!.includes('Evil'))!;
    expect(evil.hasAttribute('href')).to.equal(false);
  });

  it('shares one fetch between elements with the same src', async () => {
    const src = jsonUrl({ navigation: { pages: ['one', 'two'] } });
    const original = window.fetch;
    let calls = 0;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      calls++;
      return original(...args);
    };
    try {
      const wrap = await fixture(html`<div><docs-nav src=${src}></docs-nav><docs-nav src=${src}></docs-nav></div>`);
      const [a, b] = [...wrap.querySelectorAll('docs-nav')] as DocsNav[];
      await loaded(a!);
      await loaded(b!);
      expect(calls).to.equal(1);
      expect(linkTexts(b!)).to.deep.equal(['One', 'Two']);
    } finally {
      window.fetch = original;
    }
  });

  it('shows a readable message for an empty section', async () => {
    const src = jsonUrl({ navigation: { tabs: [{ tab: 'Empty', pages: [] }] } });
    const el = await fixture<DocsNav>(html`<docs-nav src=${src}></docs-nav>`);
    await loaded(el);
    expect($(el, '[part="empty"]').textContent).to.contain('No pages');
  });
});

describe('<docs-nav>: divisions', () => {
  it('versions: shows the sidebar of the version the page is in', async () => {
    const v2 = await fixture<DocsNav>(html`<docs-nav src="/test/fixtures/versioned/docs.json" current-path="/v2/quickstart"></docs-nav>`);
    await loaded(v2);
    expect(linkTexts(v2)).to.include('Quickstart');
    expect(linkTexts(v2).join()).not.to.contain('v1');
    const hrefs = $$(v2, 'a[href^="/v"]').map((a) => a.getAttribute('href'));
    expect(hrefs.every((h) => h!.startsWith('/v2/'))).to.equal(true);
  });

  it('languages: the sidebar of the language, right to left for Arabic', async () => {
    const ar = await fixture<DocsNav>(html`<docs-nav src="/test/fixtures/translated/docs.json"></docs-nav>`);
    ar.currentPath = (await (await fetch('/test/fixtures/translated/docs.json')).json()).navigation.languages[2].groups[0].pages[0].replace(/^/, '/');
    await loaded(ar);
    expect($(ar, 'nav').getAttribute('dir')).to.equal('rtl');
    expect($$(ar, 'a').every((a) => a.getAttribute('href')!.startsWith('/ar/'))).to.equal(true);
  });

  it('products and dropdowns: the dropdown of the product chooses a section, Escape closes it and returns focus', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src="/test/fixtures/products/docs.json" current-path="/api/recipes/auth"></docs-nav>`);
    await loaded(el);
    const button = $(el, '[part~="dropdown-button"]');
    expect(button.textContent).to.contain('Recipes');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(linkTexts(el)).to.include('Auth');
    button.click();
    await el.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    const options = $$(el, '[part~="dropdown-option"]');
    expect(options.map((o) => o.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal(['ReferenceEvery endpoint', 'Recipes', 'Status page↗ (opens in a new tab)']);
    expect(options[0]!.getAttribute('href')).to.equal('/api/users');
    options[0]!.focus();
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(el.shadowRoot!.activeElement).to.equal(button);
  });

  it('anchors of a product mark the current section', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src="/test/fixtures/products/docs.json" current-path="/cloud/cli/install"></docs-nav>`);
    await loaded(el);
    const active = $(el, '[part~="anchor-active"]');
    expect(active.textContent!.trim()).to.equal('CLI');
    expect(linkTexts(el)).to.include('Install');
  });
});

describe('<docs-nav>: a lean DOM', () => {
  /**
   * A sidebar shaped as real ones are: 12 sections (some with an icon or a tag) of 8 pages, an
   * open group, a closed one, and an open group with a root page holding an open group: 336
   * pages, 264 of them shown.
   */
  const realShaped = () => ({
    navigation: {
      groups: Array.from({ length: 12 }, (_, g) => ({
        group: `Section ${g}`,
        ...(g % 4 === 0 ? { icon: 'book' } : {}),
        ...(g === 3 ? { tag: 'NEW' } : {}),
        pages: [
          ...Array.from({ length: 8 }, (_, p) => `s${g}/page-${p}`),
          { group: `Guides ${g}`, expanded: true, pages: Array.from({ length: 6 }, (_, p) => `s${g}/guides/${p}`) },
          { group: `Reference ${g}`, pages: Array.from({ length: 6 }, (_, p) => `s${g}/reference/${p}`) },
          {
            group: `Recipes ${g}`,
            root: `s${g}/recipes/index`,
            expanded: true,
            pages: [...Array.from({ length: 4 }, (_, p) => `s${g}/recipes/${p}`), { group: `More ${g}`, expanded: true, pages: Array.from({ length: 3 }, (_, p) => `s${g}/recipes/more/${p}`) }],
          },
        ],
      })),
    },
  });

  it('makes at most 6 nodes per link shown (elements, texts and comments, Lit markers included), with the same parts and roles', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src=${jsonUrl(realShaped())} current-path="/s5/guides/2"></docs-nav>`);
    await loaded(el);
    const links = $$(el, 'a');
    expect(links).to.have.length(12 * 22);
    const walker = document.createTreeWalker(el.shadowRoot!, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT | NodeFilter.SHOW_COMMENT);
    let nodes = 0;
    while (walker.nextNode()) nodes++;
    expect(nodes / links.length).to.be.at.most(6);
    // What the nodes saved must not cost: parts, the current page, disclosure buttons, lists.
    expect($$(el, 'a[aria-current="page"]').map((a) => [a.getAttribute('href'), a.getAttribute('part')])).to.deep.equal([['/s5/guides/2', 'link link-active']]);
    expect($$(el, '[part~="group-active"]').map((g) => g.querySelector('.label')!.textContent)).to.deep.equal(['Section 5', 'Guides 5']);
    const toggles = $$(el, 'button[aria-expanded]');
    expect(toggles).to.have.length(12 * 4);
    expect(toggles.filter((b) => b.getAttribute('aria-expanded') === 'false').map((b) => b.textContent)).to.deep.equal(Array.from({ length: 12 }, (_, g) => `Reference ${g}`));
    expect(toggles.every((b) => b.querySelector('[part="chevron"]') && el.shadowRoot!.getElementById(b.getAttribute('aria-controls')!)?.matches('ul[part="pages"]'))).to.equal(true);
    expect(links.every((a) => a.parentElement!.localName === 'li' && a.parentElement!.parentElement!.localName === 'ul' || a.closest('.row'))).to.equal(true);
    expect($$(el, '[part~="icon"]')).to.have.length(3);
    expect($(el, '[part~="tag"]').textContent).to.equal('NEW');
    expect($$(el, 'a[part~="group-label"]').map((a) => a.getAttribute('href'))).to.deep.equal(Array.from({ length: 12 }, (_, g) => `/s${g}/recipes/index`));
    await expect(el).to.be.accessible();
  });
});
