/**
 * `pages`: page metadata (what `docs-nav index` prints) decorates the navigation in the browser,
 * as the CLI decorates it: sidebarTitle, then title; icons and tags; a page missing from the
 * index keeps the title of its path.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import { sendKeys } from '@web/test-runner-commands';
import type { DocsBreadcrumbs, DocsFilter, DocsNav, DocsNavigateEvent, DocsPager } from '../../src/index.js';
import { NavStore } from '../../src/elements/store.js';
import { $, $$, jsonUrl, linkTexts, loaded } from '../helpers/elements.js';

const CONFIG = { navigation: { groups: [{ group: 'Start', pages: ['index', 'guides/setup', 'guides/no-file', 'api/get-user'] }] } };
const INDEX = {
  index: { title: 'Welcome home', sidebarTitle: 'Home', icon: 'house', href: '/index' },
  'guides/setup': { title: 'Set it up', description: 'How to set up', tag: 'NEW', href: '/guides/setup' },
  // A page whose frontmatter is `openapi: GET /users/{id}`: `docs-nav index` gives it the operation's title.
  'api/get-user': { openapi: 'GET /users/{id}', title: 'Get a user', description: 'One user', href: '/api/get-user' },
};

describe('pages: page metadata in the browser', () => {
  it('from a URL: sidebarTitle first, then title; a page missing from the index keeps its path title', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src=${jsonUrl(CONFIG)} pages=${jsonUrl(INDEX)} current-path="/guides/setup"></docs-nav>`);
    await loaded(el);
    expect(linkTexts(el, 'a[part~=link]')).to.deep.equal(['Home', 'Set it upNEW', 'No file', 'getGet a user']);
    expect($$(el, '[part=icon]')[0]!.dataset.icon).to.equal('house');
    // The endpoint page shows its method as config-defined endpoint pages do.
    expect($$(el, '[part~=method-get]').map((m) => m.textContent)).to.deep.equal(['get']);
  });

  it('as an object, set as a property; the breadcrumbs show the page title', async () => {
    const src = jsonUrl(CONFIG);
    const el = await fixture<HTMLDivElement>(html`<div><docs-nav src=${src} .pages=${INDEX} current-path="/index"></docs-nav><docs-breadcrumbs src=${src} .pages=${INDEX} current-path="/index"></docs-breadcrumbs></div>`);
    const nav = el.querySelector<DocsNav>('docs-nav')!;
    const crumbs = el.querySelector<DocsBreadcrumbs>('docs-breadcrumbs')!;
    await loaded(nav);
    await loaded(crumbs);
    expect(linkTexts(nav, 'a[part~=link]')[0]).to.equal('Home');
    expect(crumbs.crumbs().map((c) => c.label)).to.deep.equal(['Start', 'Welcome home']);
    // One navigation for the two elements: the same src and the same index share a store.
    expect(NavStore.for(src, { pages: INDEX })).to.equal(NavStore.for(src, { pages: INDEX }));
    expect(NavStore.for(src, { pages: INDEX })).not.to.equal(NavStore.for(src));
  });

  it('an index URL that does not parse is one that cannot be read: a warning, the navigation renders with path titles', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src=${jsonUrl(CONFIG)} pages="http://[::1/pages.json"></docs-nav>`);
    await loaded(el);
    // (The alert's text, not the element: a failure then says what the alert said.)
    expect(el.shadowRoot!.querySelector('[role=alert]')?.textContent ?? null).to.equal(null);
    expect(linkTexts(el, 'a[part~=link]')).to.deep.equal(['Index', 'Setup', 'No file', 'Get user']);
    expect(el.diagnostics.map((d) => d.level)).to.deep.equal(['warning']);
    expect(el.diagnostics[0]!.message).to.match(/^the page index could not be read \(.+\): pages keep the titles of their paths$/);
  });

  it('an index that cannot be read is a warning: the navigation renders with path titles', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src=${jsonUrl(CONFIG)} pages="/test/fixtures/none/pages.json"></docs-nav>`);
    await loaded(el);
    expect(el.shadowRoot!.querySelector('[role=alert]')).to.equal(null);
    expect(linkTexts(el, 'a[part~=link]')).to.deep.equal(['Index', 'Setup', 'No file', 'Get user']);
  });
});

describe('pages: metadata of any YAML type', () => {
  // Frontmatter `title: 2024` is a number to YAML, `tag: 2` too; `hidden: yes` is the string "yes".
  const config = { navigation: { groups: [{ group: 'Changelog', pages: ['changelog/2024', 'changelog/2023', 'changelog/draft', 'changelog/odd'] }] } };
  const index = {
    'changelog/2024': { title: 2024, tag: 2, href: '/changelog/2024' },
    'changelog/2023': { title: 'Twenty-three', sidebarTitle: 2023.5, href: '/changelog/2023' },
    'changelog/draft': { title: 'Draft', hidden: 'yes', href: '/changelog/draft' },
    'changelog/odd': { title: ['a', 'b'], sidebarTitle: '   ', tag: { text: 'x' }, icon: 42, href: '/changelog/odd' },
  };

  it('shows numbers as their text, hides a page hidden by any true value, and falls back to the path for the rest', async () => {
    const src = jsonUrl(config);
    const el = await fixture<HTMLDivElement>(html`<div><docs-nav src=${src} .pages=${index} current-path="/changelog/2024"></docs-nav><docs-breadcrumbs src=${src} .pages=${index} current-path="/changelog/2024"></docs-breadcrumbs></div>`);
    const nav = el.querySelector<DocsNav>('docs-nav')!;
    const crumbs = el.querySelector<DocsBreadcrumbs>('docs-breadcrumbs')!;
    await loaded(nav);
    await loaded(crumbs);
    expect(linkTexts(nav, 'a[part~=link]')).to.deep.equal(['20242', '2023.5', '/changelog/odd']);
    expect($$(nav, '[part~=tag]').map((t) => t.textContent)).to.deep.equal(['2']);
    expect($$(nav, '[part=icon]')).to.have.length(0);
    expect(crumbs.crumbs().map((c) => c.label)).to.deep.equal(['Changelog', '2024']);
    await expect(el).to.be.accessible();
  });
});

describe('pages: a page whose frontmatter names a `url`', () => {
  // As on real sites: a page file holding only a title and a `url` stands for a link elsewhere
  // (another site, or a section of another page); the reference keeps `url` on the page.
  const config = {
    navigation: {
      groups: [
        { group: 'Start', pages: ['intro', 'partner', 'ecosystem', 'unsafe', 'blank'] },
        { group: 'More', root: 'more', pages: ['last'] },
      ],
    },
  };
  const index = {
    intro: { title: 'Intro', href: '/intro' },
    partner: { title: 'Submit an integration', url: 'https://example.com/contributing', href: '/partner' },
    ecosystem: { title: 'Integrations', url: ' /guides/integrations#list ', href: '/ecosystem' },
    unsafe: { title: 'Unsafe', url: 'javascript:alert(1)', href: '/unsafe' },
    blank: { title: 'Blank', url: '  ', href: '/blank' },
    more: { title: 'More', url: 'https://example.com/more', href: '/more' },
    last: { title: 'Last', href: '/last' },
  };
  const src = jsonUrl(config);
  const link = (el: Element, text: string) => $$(el, 'a').find((a) => a.textContent!.startsWith(text))!;

  it('its sidebar link leads there: another site in a new tab, marked; a path of the site under `base`; an unsafe or empty one is the page itself', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src=${src} .pages=${index} base="/docs" current-path="/intro"></docs-nav>`);
    await loaded(el);
    const partner = link(el, 'Submit an integration');
    expect(partner.getAttribute('href')).to.equal('https://example.com/contributing');
    expect(partner.getAttribute('target')).to.equal('_blank');
    expect(partner.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(partner.querySelector('[part=external]')).not.to.equal(null);
    expect(link(el, 'Integrations').getAttribute('href')).to.equal('/docs/guides/integrations#list');
    expect(link(el, 'Integrations').hasAttribute('target')).to.equal(false);
    expect(link(el, 'Unsafe').getAttribute('href')).to.equal('/docs/unsafe');
    expect(link(el, 'Blank').getAttribute('href')).to.equal('/docs/blank');
    // A group's root page too.
    expect(link(el, 'More').getAttribute('href')).to.equal('https://example.com/more');
    await expect(el).to.be.accessible();
  });

  it('a click announces where it leads, with the page', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src=${src} .pages=${index} current-path="/intro"></docs-nav>`);
    await loaded(el);
    el.addEventListener('docs-navigate', (e) => e.preventDefault(), { once: true });
    setTimeout(() => link(el, 'Integrations').click());
    const ev = (await oneEvent(el, 'docs-navigate')) as DocsNavigateEvent;
    expect(ev.detail).to.include({ href: '/guides/integrations#list', url: '/guides/integrations#list', external: false, reason: 'link' });
    expect(ev.detail.page).to.include({ title: 'Integrations', href: '/ecosystem' });
  });

  it('a breadcrumb of a group links where its root page leads, as the sidebar does', async () => {
    const el = await fixture<DocsBreadcrumbs>(html`<docs-breadcrumbs src=${src} .pages=${index} current-path="/last"></docs-breadcrumbs>`);
    await loaded(el);
    const more = link(el, 'More');
    expect(more.getAttribute('href')).to.equal('https://example.com/more');
    expect(more.getAttribute('target')).to.equal('_blank');
    expect(more.querySelector('[part=external]')).not.to.equal(null);
  });

  it('the filter goes where it leads', async () => {
    const el = await fixture<DocsFilter>(html`<docs-filter src=${src} .pages=${index} current-path="/intro"></docs-filter>`);
    await waitUntil(() => NavStore.for(src, { pages: index }).state.status === 'ready', 'never loaded');
    await el.updateComplete;
    $(el, 'input').focus();
    await sendKeys({ type: 'integrations' });
    await el.updateComplete;
    let detail: DocsNavigateEvent['detail'] | undefined;
    el.addEventListener('docs-navigate', (e) => {
      detail = e.detail;
      e.preventDefault();
    });
    await sendKeys({ press: 'Enter' });
    expect(detail).to.include({ href: '/guides/integrations#list', reason: 'filter' });
  });

  it('the pager links a path of the site where it leads, and leaves out a page that leads to another site', async () => {
    const el = await fixture<DocsPager>(html`<docs-pager src=${src} .pages=${index} current-path="/intro"></docs-pager>`);
    await loaded(el);
    // After Intro: "Submit an integration" leads away, so the next is Integrations, at its url.
    const next = $(el, 'a[part=next]');
    expect(next.getAttribute('href')).to.equal('/guides/integrations#list');
    expect($(el, '[part~=next-title]').textContent).to.equal('Integrations');
  });
});
