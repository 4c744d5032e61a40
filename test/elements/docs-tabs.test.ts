import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/docs-tabs.js';
import '../../src/elements/docs-switcher.js';
import '../../src/elements/docs-nav.js';
import type { DocsTabs } from '../../src/elements/docs-tabs.js';
import type { DocsSwitcher } from '../../src/elements/docs-switcher.js';
import type { DocsNav } from '../../src/elements/docs-nav.js';
import type { DocsNavigateEvent } from '../../src/elements/base.js';
import { $, $$, VERSIONED, isEmpty, jsonUrl, linkTexts, loaded, settled } from '../helpers/elements.js';

async function tabs(path: string, src = VERSIONED): Promise<DocsTabs> {
  const el = await fixture<DocsTabs>(html`<docs-tabs src=${src} current-path=${path}></docs-tabs>`);
  await settled(el, src);
  return el;
}

const text = (e: Element): string => e.textContent!.replace(/\s+/g, ' ').trim();
const active = (el: DocsTabs): HTMLElement | null => el.shadowRoot!.activeElement as HTMLElement | null;
const menuOf = (el: DocsTabs): HTMLElement => $(el, '[role="menu"]');
const button = (el: DocsTabs): HTMLButtonElement => $(el, 'button[aria-haspopup="menu"]') as HTMLButtonElement;

describe('<docs-tabs>: what the bar shows', () => {
  it('lists the tabs of the current version, each linking to its first page, the current one marked', async () => {
    const el = await tabs('/v2/deploy/vercel');
    expect($(el, 'nav').getAttribute('aria-label')).to.equal('Sections');
    expect(el.shadowRoot!.querySelector('[role="tablist"]')).to.equal(null);
    expect($$(el, '.tabs > li > .tab').map(text)).to.deep.equal(['Guides', 'API', 'Blog↗ (opens in a new tab)']);
    const guides = $$(el, 'a.tab')[0]!;
    expect(guides.getAttribute('href')).to.equal('/v2/index');
    expect(guides.getAttribute('aria-current')).to.equal('page');
    expect(guides.getAttribute('part')).to.equal('tab tab-active');
    expect(guides.querySelector('[part="icon"]')!.getAttribute('data-icon')).to.equal('book');
    expect($$(el, '[aria-current]')).to.have.length(1);
  });

  it('shows the tabs of the version the page is in', async () => {
    const el = await tabs('/v1/deploy/heroku');
    expect($$(el, '.tab').map(text)).to.deep.equal(['Guides', 'API']);
    expect($$(el, 'a.tab').map((a) => a.getAttribute('href'))).to.deep.equal(['/v1/index', '/v1/api/users']);
    expect(el.shadowRoot!.querySelector('[role="menu"]')).to.equal(null);
  });

  it('links a tab with href and no pages out: marked external, new tab, no referrer', async () => {
    const el = await tabs('/v2/index');
    const blog = $$(el, 'a.tab').find((a) => a.textContent!.includes('Blog'))!;
    expect(blog.getAttribute('href')).to.equal('https://blog.example.com');
    expect(blog.getAttribute('target')).to.equal('_blank');
    expect(blog.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(blog.querySelector('[part="external"]')).to.not.equal(null);
    expect(blog.hasAttribute('aria-current')).to.equal(false);
  });

  it('adds the global tabs of navigation.global after the tabs, as links never marked current', async () => {
    const src = jsonUrl({
      navigation: {
        tabs: [
          { tab: 'Guides', pages: ['intro'] },
          { tab: 'API', pages: ['api/users'] },
        ],
        global: {
          tabs: [
            { tab: 'Changelog', href: '/changelog' },
            { tab: 'Status', href: 'https://status.example.com' },
            { tab: 'Old', href: '/old', hidden: true },
          ],
        },
      },
    });
    const el = await tabs('/intro', src);
    expect($$(el, '.tabs > li > .tab').map(text)).to.deep.equal(['Guides', 'API', 'Changelog', 'Status↗ (opens in a new tab)']);
    expect($$(el, 'a.tab').map((a) => a.getAttribute('href'))).to.deep.equal(['/intro', '/api/users', '/changelog', 'https://status.example.com']);
    expect($$(el, '[aria-current]').map(text)).to.deep.equal(['Guides']);
    expect($$(el, 'a.tab')[3]!.getAttribute('target')).to.equal('_blank');
  });

  it('leaves hidden tabs out unless current', async () => {
    expect(linkTexts(await tabs('/v2/index'), '.tab')).not.to.include('Internal');
    const el = await tabs('/v2/internal/notes');
    const internal = $$(el, 'a.tab').find((a) => a.textContent!.includes('Internal'))!;
    expect(internal.getAttribute('aria-current')).to.equal('page');
  });

  it('outside base (a page that is not part of the docs) lists the tabs of the docs root, none marked current', async () => {
    // The test page's location is not under /not-here.
    const el = await fixture<DocsTabs>(html`<docs-tabs src=${VERSIONED} base="/not-here"></docs-tabs>`);
    await settled(el, VERSIONED);
    const root = await tabs('/');
    expect($$(root, '[aria-current]')).to.have.length(1);
    expect($$(el, '.tabs > li > .tab').map(text)).to.deep.equal($$(root, '.tabs > li > .tab').map(text));
    expect($$(el, '[aria-current], [part~="tab-active"], .active')).to.have.length(0);
  });

  it('prefixes links with base', async () => {
    const el = await fixture<DocsTabs>(html`<docs-tabs src=${VERSIONED} base="/docs" current-path="/v2/index"></docs-tabs>`);
    await settled(el, VERSIONED);
    expect($$(el, 'a.tab')[0]!.getAttribute('href')).to.equal('/docs/v2/index');
  });

  it('renders nothing, not even an empty box, when the scope has no tabs', async () => {
    const src = jsonUrl({ navigation: { groups: [{ group: 'G', pages: ['a', 'b'] }] } });
    const el = await tabs('/a', src);
    expect(isEmpty(el)).to.equal(true);
    expect(el.getBoundingClientRect().height).to.equal(0);
    expect(el.shadowRoot!.querySelector('.tabs')).to.equal(null);
    // An element with no navigation at all is empty too.
    const lone = await fixture<DocsTabs>(html`<docs-tabs></docs-tabs>`);
    expect(isEmpty(lone)).to.equal(true);
  });

  it('shows config text as text, never as HTML', async () => {
    const src = jsonUrl({
      navigation: {
        tabs: [
          { tab: '<img src=x onerror=alert(1)>', pages: ['a'] },
          { tab: 'Evil', href: 'javascript:alert(1)' },
          { tab: 'M', menu: [{ item: '<b>bold</b>', description: '<i>it</i>', pages: ['m'] }] },
        ],
      },
    });
    const el = await tabs('/a', src);
    expect(text($$(el, '.tab')[0]!)).to.equal('<img src=x onerror=alert(1)>');
    expect(text($(el, '[role="menuitem"]'))).to.equal('<b>bold</b><i>it</i>');
    expect(el.shadowRoot!.querySelectorAll('img, b, i')).to.have.length(0);
    expect(el.shadowRoot!.innerHTML).not.to.contain('javascript:');
    // The resolver refuses the unsafe href and leaves out the tab that was only that link.
    expect($$(el, '.tab').map(text)).not.to.include('Evil');
  });

  it('shows a skeleton while loading, then an alert with a retry when the config is missing', async () => {
    const el = await fixture<DocsTabs>(html`<docs-tabs src="/__slow/300/test/fixtures/nowhere/docs.json?docs-tabs"></docs-tabs>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[part="skeleton"]'), 'no skeleton while loading');
    await waitUntil(() => el.shadowRoot!.querySelector('[role="alert"]'));
    expect($(el, '[role="alert"]').textContent).to.contain('HTTP 404');
    expect($(el, '[role="alert"] button').textContent).to.equal('Retry');
  });

  it('is accessible, with the menu closed and open', async () => {
    const el = await tabs('/v2/api/rest/teams');
    await expect(el).to.be.accessible();
    button(el).click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});

describe('<docs-tabs>: tab menus', () => {
  it('gives a tab with a menu a menu button listing its items with icon, label and description', async () => {
    const el = await tabs('/v2/index');
    const b = button(el);
    expect(b.getAttribute('aria-expanded')).to.equal('false');
    expect(b.getAttribute('aria-controls')).to.equal(menuOf(el).id);
    expect(menuOf(el).getAttribute('aria-labelledby')).to.equal(b.id);
    expect(menuOf(el).matches(':popover-open')).to.equal(false);
    const items = $$(el, '[role="menu"] > [role="menuitem"]');
    expect(items.map((i) => i.localName)).to.deep.equal(['a', 'a', 'a']);
    expect(items.map((i) => i.getAttribute('href'))).to.deep.equal(['/v2/api/rest/users', '/v2/api/graphql/schema', 'https://sdk.example.com']);
    expect(items[0]!.querySelector('[part="icon"]')!.getAttribute('data-icon')).to.equal('server');
    expect(items.map((i) => i.querySelector('[part="description"]')!.textContent)).to.deep.equal(['HTTP endpoints', 'One endpoint, typed', 'Client libraries']);
    expect(items[2]!.getAttribute('target')).to.equal('_blank');
    expect(items[2]!.getAttribute('rel')).to.equal('noopener noreferrer');
  });

  it('marks the tab and the menu item holding the current page', async () => {
    const el = await tabs('/v2/api/rest/teams');
    expect(button(el).getAttribute('part')).to.equal('tab tab-active');
    expect(button(el).getAttribute('aria-current')).to.equal('true');
    const current = $$(el, '[role="menuitem"][aria-current="page"]');
    expect(current.map(text)).to.deep.equal(['RESTHTTP endpoints']);
    expect($$(el, 'a.tab[aria-current]')).to.have.length(0);
  });

  it('opens on click with focus on the first item, and closes on a click outside', async () => {
    const el = await tabs('/v2/index');
    button(el).click();
    await el.updateComplete;
    expect(button(el).getAttribute('aria-expanded')).to.equal('true');
    expect(menuOf(el).matches(':popover-open')).to.equal(true);
    expect(text(active(el)!)).to.contain('REST');
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(button(el).getAttribute('aria-expanded')).to.equal('false');
    expect(menuOf(el).matches(':popover-open')).to.equal(false);
  });

  it('follows the menu button keyboard pattern', async () => {
    const el = await tabs('/v2/index');
    const b = button(el);
    const focused = (): string => text(active(el)!);
    b.focus();
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(b.getAttribute('aria-expanded')).to.equal('true');
    expect(focused()).to.match(/^REST/);
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()).to.match(/^GraphQL/);
    await sendKeys({ press: 'End' });
    expect(focused()).to.match(/^SDK/);
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()).to.match(/^REST/);
    await sendKeys({ press: 'ArrowUp' });
    expect(focused()).to.match(/^SDK/);
    await sendKeys({ press: 'Home' });
    expect(focused()).to.match(/^REST/);
    await sendKeys({ press: 'g' });
    expect(focused()).to.match(/^GraphQL/);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(b.getAttribute('aria-expanded')).to.equal('false');
    expect(active(el)).to.equal(b);
    // Enter and Space open it too, focus on the first item; ArrowUp on the last.
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(b.getAttribute('aria-expanded')).to.equal('true');
    expect(focused()).to.match(/^REST/);
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(focused()).to.match(/^REST/);
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(focused()).to.match(/^SDK/);
    // Tab leaves the menu and closes it.
    await sendKeys({ press: 'Tab' });
    await el.updateComplete;
    expect(b.getAttribute('aria-expanded')).to.equal('false');
    expect(menuOf(el).matches(':popover-open')).to.equal(false);
    expect(focused()).to.contain('Blog');
  });

  it('closes when the focus leaves the menu and its button, not while it moves inside', async () => {
    const wrap = await fixture(html`<div><docs-tabs src=${VERSIONED} current-path="/v2/index"></docs-tabs><button id="outside">Outside</button></div>`);
    const el = wrap.querySelector('docs-tabs') as DocsTabs;
    await settled(el, VERSIONED);
    button(el).click();
    await el.updateComplete;
    $$(el, '[role="menuitem"]')[1]!.focus();
    button(el).focus();
    await el.updateComplete;
    expect(button(el).getAttribute('aria-expanded')).to.equal('true');
    (wrap.querySelector('#outside') as HTMLButtonElement).focus();
    await el.updateComplete;
    expect(button(el).getAttribute('aria-expanded')).to.equal('false');
    expect(menuOf(el).matches(':popover-open')).to.equal(false);
  });

  it('Escape on the button closes the open menu and keeps the focus there', async () => {
    const el = await tabs('/v2/index');
    button(el).click();
    await el.updateComplete;
    button(el).focus();
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(button(el).getAttribute('aria-expanded')).to.equal('false');
    expect(active(el)).to.equal(button(el));
  });

  it('an item leads to its first page through docs-navigate, and the menu closes', async () => {
    const el = await tabs('/v2/index');
    button(el).click();
    await el.updateComplete;
    el.addEventListener('docs-navigate', (e) => e.preventDefault(), { once: true });
    await sendKeys({ press: 'ArrowDown' });
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const ev = (await oneEvent(el, 'docs-navigate')) as DocsNavigateEvent;
    expect(ev.detail).to.include({ href: '/v2/api/graphql/schema', title: 'GraphQL', reason: 'tab' });
    await el.updateComplete;
    expect(button(el).getAttribute('aria-expanded')).to.equal('false');
  });
});

describe('<docs-tabs>: navigation and sharing', () => {
  it('announces a tab click with docs-navigate (cancelable)', async () => {
    const el = await tabs('/v2/api/rest/users');
    const before = location.href;
    el.addEventListener('docs-navigate', (e) => e.preventDefault(), { once: true });
    setTimeout(() => $$(el, 'a.tab')[0]!.click());
    const ev = (await oneEvent(el, 'docs-navigate')) as DocsNavigateEvent;
    expect(ev.detail).to.include({ href: '/v2/index', url: '/v2/index', title: 'Guides', reason: 'tab' });
    expect(ev.cancelable && ev.bubbles && ev.composed).to.equal(true);
    expect(location.href).to.equal(before);
  });

  it('with router="history" navigates in place, and a standalone sidebar with the same src follows', async () => {
    const start = location.pathname;
    const wrap = await fixture(html`<div>
      <docs-tabs src=${VERSIONED} router="history"></docs-tabs>
      <docs-nav src=${VERSIONED}></docs-nav>
    </div>`);
    const el = wrap.querySelector('docs-tabs')!;
    const side = wrap.querySelector('docs-nav') as DocsNav;
    history.pushState(null, '', '/v2/index');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await loaded(side);
    await settled(el, VERSIONED);
    button(el).click();
    await el.updateComplete;
    $$(el, '[role="menuitem"]')[1]!.click();
    await el.updateComplete;
    await side.updateComplete;
    expect(location.pathname).to.equal('/v2/api/graphql/schema');
    expect(button(el).getAttribute('aria-current')).to.equal('true');
    expect($(el, '[role="menuitem"][aria-current="page"]').textContent).to.contain('GraphQL');
    expect($(side, 'a[aria-current="page"]').getAttribute('href')).to.equal('/v2/api/graphql/schema');
    history.pushState(null, '', start);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

  it('keeps the navigation of a relative src when the page moves and current-path changes', async () => {
    const start = location.pathname;
    const el = await fixture<DocsTabs>(html`<docs-tabs src=${VERSIONED.slice(1)} current-path="/v2/index"></docs-tabs>`);
    await settled(el, el.src!);
    try {
      // A SPA moved to another folder (the relative src now resolves elsewhere) and says so.
      history.pushState(null, '', '/somewhere/else/page');
      el.currentPath = '/v2/api/rest/users';
      await el.updateComplete;
      await new Promise((r) => setTimeout(r, 50));
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
      expect(button(el).getAttribute('aria-current')).to.equal('true');
    } finally {
      history.pushState(null, '', start);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }
  });

  it('holds header content in its slot; docs elements in it use its navigation (context)', async () => {
    const el = await fixture<DocsTabs>(html`<docs-tabs src=${VERSIONED} current-path="/v2/deploy/vercel"><docs-switcher type="version"></docs-switcher></docs-tabs>`);
    const switcher = el.querySelector('docs-switcher') as DocsSwitcher;
    await settled(el, VERSIONED);
    await settled(switcher, VERSIONED);
    // The switcher has no src and no current-path of its own: the bar's navigation, the page's location.
    expect(switcher.src).to.equal(undefined);
    expect([...switcher.shadowRoot!.querySelectorAll('option')].map((o) => o.textContent)).to.deep.equal(['2.0.0 (Latest) · default', '1.0.0 (Legacy)']);
    expect(switcher.getBoundingClientRect().width).to.be.greaterThan(0);
    // With no tabs, the bar still shows its slotted content.
    const src = jsonUrl({ navigation: { versions: [{ version: '1', pages: ['a'] }, { version: '2', pages: ['b'] }] } });
    const bare = await fixture<DocsTabs>(html`<docs-tabs src=${src} current-path="/a"><button>Search</button></docs-tabs>`);
    await settled(bare, src);
    expect(isEmpty(bare)).to.equal(false);
    expect(bare.shadowRoot!.querySelector('.tabs')).to.equal(null);
  });
});

describe('nested elements and the enclosing one', () => {
  it('a nested element finds an enclosing one that is defined after it (upgraded later)', async () => {
    // The switcher upgrades first: nothing encloses it yet. When the bar is defined, it takes it.
    const wrap = await fixture(html`<div><late-docs-tabs src=${VERSIONED} current-path="/v1/deploy/heroku"><docs-switcher type="version"></docs-switcher></late-docs-tabs></div>`);
    const switcher = wrap.querySelector('docs-switcher') as DocsSwitcher;
    await switcher.updateComplete;
    expect(switcher.shadowRoot!.querySelector('option')).to.equal(null);
    customElements.define('late-docs-tabs', class extends (customElements.get('docs-tabs') as typeof DocsTabs) {});
    const bar = wrap.firstElementChild as DocsTabs;
    await settled(bar, VERSIONED);
    await settled(switcher, VERSIONED);
    expect([...switcher.shadowRoot!.querySelectorAll('option')].map((o) => o.selected)).to.deep.equal([false, true]);
  });

  it('follows the enclosing element when it changes its settings', async () => {
    const wrap = await fixture(html`<div><docs-tabs src=${VERSIONED} current-path="/v2/deploy/vercel"><docs-switcher type="version"></docs-switcher></docs-tabs></div>`);
    const bar = wrap.firstElementChild as DocsTabs;
    const switcher = wrap.querySelector('docs-switcher') as DocsSwitcher;
    await settled(bar, VERSIONED);
    await settled(switcher, VERSIONED);
    const selected = () => [...switcher.shadowRoot!.querySelectorAll('option')].map((o) => o.selected);
    expect(selected()).to.deep.equal([true, false]);
    bar.currentPath = '/v1/deploy/heroku';
    await bar.updateComplete;
    await switcher.updateComplete;
    expect(selected()).to.deep.equal([false, true]);
  });
});

describe('<docs-tabs>: narrow screens', () => {
  const many = { navigation: { tabs: Array.from({ length: 9 }, (_, i) => (i === 3 ? { tab: `Tab number ${i}`, menu: [{ item: 'Item one', pages: [`t${i}/a`] }, { item: 'Item two', pages: [`t${i}/b`] }] } : { tab: `Tab number ${i}`, pages: [`t${i}/page`] })) } };

  it('scrolls sideways, with the current tab scrolled into view', async () => {
    const src = jsonUrl(many);
    const wrap = await fixture(html`<div style="inline-size: 220px"><docs-tabs src=${src} current-path="/t7/page"></docs-tabs></div>`);
    const el = wrap.firstElementChild as DocsTabs;
    await settled(el, src);
    await waitUntil(() => $(el, '.tabs').scrollLeft > 0, 'the current tab was not scrolled into view');
    const list = $(el, '.tabs');
    expect(getComputedStyle(list).overflowX).to.equal('auto');
    expect(list.scrollWidth).to.be.greaterThan(list.clientWidth);
    expect(el.getBoundingClientRect().width).to.be.at.most(220);
    const box = list.getBoundingClientRect();
    const r = $(el, '.tab.active').getBoundingClientRect();
    expect(r.left).to.be.at.least(box.left - 1);
    expect(r.right).to.be.at.most(box.right + 1);
  });

  it('puts a menu under its button, aligned with its start: the left edge, or the right one right to left', async () => {
    for (const dir of ['ltr', 'rtl']) {
      const wrap = await fixture(html`<div dir=${dir} style="inline-size: 700px"><docs-tabs src=${VERSIONED} current-path="/v2/index"></docs-tabs></div>`);
      const el = wrap.firstElementChild as DocsTabs;
      await settled(el, VERSIONED);
      button(el).click();
      await el.updateComplete;
      const b = button(el).getBoundingClientRect();
      const m = menuOf(el).getBoundingClientRect();
      expect(m.top, dir).to.be.greaterThan(b.bottom);
      if (dir === 'ltr') expect(Math.abs(m.left - b.left), dir).to.be.lessThan(1);
      else expect(Math.abs(m.right - b.right), dir).to.be.lessThan(1);
    }
  });

  it('opens menus in the top layer, never clipped by the scrolling bar', async () => {
    const src = jsonUrl(many);
    const wrap = await fixture(html`<div style="inline-size: 300px; overflow: hidden"><docs-tabs src=${src} current-path="/t3/a"></docs-tabs></div>`);
    const el = wrap.firstElementChild as DocsTabs;
    await settled(el, src);
    button(el).click();
    await el.updateComplete;
    const item = $$(el, '[role="menuitem"]')[1]!;
    const r = item.getBoundingClientRect();
    expect(r.height).to.be.greaterThan(0);
    expect(el.shadowRoot!.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('[role="menuitem"]')).to.equal(item);
    const b = button(el).getBoundingClientRect();
    expect(r.top).to.be.greaterThan(b.bottom);
  });
});
