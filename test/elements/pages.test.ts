/**
 * `pages`: page metadata (what `docs-nav index` prints) decorates the navigation in the browser,
 * as the CLI decorates it: sidebarTitle, then title; icons and tags; a page missing from the
 * index keeps the title of its path.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { DocsBreadcrumbs, DocsNav } from '../../src/index.js';
import { NavStore } from '../../src/elements/store.js';
import { $$, jsonUrl, linkTexts, loaded } from '../helpers/elements.js';

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
