// <docs-nav> with long sidebars (issue 17, item 5): one group of thousands of pages, hundreds of
// groups with the current page in the last, a chain of 1,000 nested groups. What is in view (the
// current page, scrolled to) is rendered first, the rest after the first paint, in slices; once
// `updateComplete` resolves, all of it is there. The time of each task is measured by
// `npm run bench` (bench/browser.mjs), not here: these tests hold the structure.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/elements/docs-nav.js';
import type { DocsNav } from '../../src/elements/docs-nav.js';
import { $, $$, jsonUrl, loaded } from '../helpers/elements.js';

const oneGroup = (pages: number) => ({ navigation: { groups: [{ group: 'Everything', pages: Array.from({ length: pages }, (_, i) => `all/page-${i}`) }] } });
const manyGroups = (groups: number, pages: number) => ({
  navigation: { groups: Array.from({ length: groups }, (_, g) => ({ group: `Group ${g}`, pages: Array.from({ length: pages }, (_, i) => `g${g}/page-${i}`) })) },
});
/** Level d holds its page, then level d + 1; the deepest holds its page and `last`. */
function chain(depth: number): unknown {
  let group: unknown = { group: `Level ${depth - 1}`, pages: [`deep/${depth - 1}/page`, `deep/${depth - 1}/last`] };
  for (let d = depth - 2; d >= 0; d--) group = { group: `Level ${d}`, pages: [`deep/${d}/page`, group] };
  return { navigation: { groups: [group] } };
}

/**
 * A <docs-nav> in a 300px scrolling box, at `path`: `first` is what its first render shows (the
 * links, and whether the current one is in view), read right after it, before any slice ran.
 */
async function sidebar(config: unknown, path: string): Promise<{ box: HTMLElement; el: DocsNav; first: { links: number; current: string | null; inView: boolean } }> {
  // A config, or the src of one (another element of the same src shares its saved expansion).
  const src = typeof config === 'string' ? config : jsonUrl(config);
  const box = await fixture<HTMLDivElement>(html`<div style="block-size: 300px; inline-size: 18rem; overflow-y: auto"></div>`);
  const el = document.createElement('docs-nav') as DocsNav;
  el.setAttribute('src', src);
  el.setAttribute('current-path', path);
  box.append(el);
  const first = new Promise<{ links: number; current: string | null; inView: boolean }>((resolve) => {
    // Mutations are told in a microtask after the update that made them: before any later task.
    const observer = new MutationObserver(() => {
      const current = el.shadowRoot!.querySelector('a[aria-current="page"]');
      if (!current) return;
      observer.disconnect();
      resolve({ links: $$(el, 'a').length, current: current.getAttribute('href'), inView: inView(box, current) });
    });
    // Lit made the shadow root when the element connected; it renders in a microtask.
    observer.observe(el.shadowRoot!, { childList: true, subtree: true });
  });
  const seen = await first;
  await el.updateComplete;
  return { box, el, first: seen };
}

/** Whether `el` is seen in the scrolling box (its middle, at least). */
function inView(box: HTMLElement, el: Element): boolean {
  const r = el.getBoundingClientRect();
  const b = box.getBoundingClientRect();
  const middle = (r.top + r.bottom) / 2;
  return r.height > 0 && middle >= b.top && middle <= b.bottom;
}

const hrefs = (el: DocsNav) => $$(el, 'a').map((a) => a.getAttribute('href'));

beforeEach(() => sessionStorage.clear());

describe('<docs-nav>: long sidebars come in slices, what is in view first', () => {
  it('one group of 10,000 pages, at its last page: that page first, then every page, in order', async () => {
    const { box, el, first } = await sidebar(oneGroup(10_000), '/all/page-9999');
    expect(first.current).to.equal('/all/page-9999');
    expect(first.inView).to.equal(true);
    expect(first.links).to.be.lessThan(1000);
    const all = hrefs(el);
    expect(all).to.have.length(10_000);
    expect(all.every((h, i) => h === `/all/page-${i}`)).to.equal(true);
    const current = $$(el, 'a[aria-current="page"]');
    expect(current.map((a) => a.getAttribute('href'))).to.deep.equal(['/all/page-9999']);
    expect(inView(box, current[0]!)).to.equal(true);
  });

  it('a very long list in parts: the part holding the current page lays out only its blocks near the screen', async () => {
    // 3,000 pages: 60 blocks of 50 rows, in 3 parts of 20 blocks. The part holding the current
    // page is laid out always; were its blocks too, the slices that fill it would lay out its
    // 1,000 rows at once.
    const { el } = await sidebar(oneGroup(3000), '/all/page-1500');
    const visibility = (li: Element) => getComputedStyle(li).contentVisibility;
    const parts = $$(el, 'li.super');
    expect(parts).to.have.length(3);
    const holding = parts.filter((li) => li.querySelector('a[aria-current="page"]'));
    expect(holding).to.have.length(1);
    expect(visibility(holding[0]!)).to.equal('visible');
    const blocksOf = (part: Element) => [...part.querySelectorAll(':scope > ul > li.block')];
    const own = blocksOf(holding[0]!);
    expect(own).to.have.length(20);
    expect(own.filter((li) => li.querySelector('a[aria-current="page"]')).map(visibility)).to.deep.equal(['visible']);
    expect(own.filter((li) => !li.querySelector('a[aria-current="page"]')).map(visibility)).to.deep.equal(Array(19).fill('auto'));
    // The other parts are laid out when near the screen, and then whole: their blocks with them.
    for (const part of parts.filter((li) => li !== holding[0])) {
      expect(visibility(part)).to.equal('auto');
      expect(blocksOf(part).map(visibility)).to.deep.equal(Array(20).fill('visible'));
    }
  });

  it('300 groups of 50 pages, at the last page of the last one: the groups before it come later', async () => {
    const { box, el, first } = await sidebar(manyGroups(300, 50), '/g299/page-49');
    expect(first.inView).to.equal(true);
    expect(first.links).to.be.lessThan(2000);
    expect(hrefs(el)).to.have.length(15_000);
    expect($$(el, '.top-group')).to.have.length(300);
    expect($$(el, '[part~="group-label"]').map((g) => g.textContent)).to.deep.equal(Array.from({ length: 300 }, (_, g) => `Group ${g}`));
    const current = $(el, 'a[aria-current="page"]');
    expect(current.getAttribute('href')).to.equal('/g299/page-49');
    expect(inView(box, current)).to.equal(true);
  });

  it('lays out what its first render draws in one pass with the scroll to the current page; what slices draw later, when near the screen', async () => {
    // 300 groups of 5 pages, the current page in the middle: the first render draws the groups
    // around it; laid out lazily (`content-visibility: auto`), those the scroll brings into view
    // would be laid out in a second pass after it.
    const src = jsonUrl(manyGroups(300, 5));
    const box = await fixture<HTMLDivElement>(html`<div style="block-size: 300px; inline-size: 18rem; overflow-y: auto"></div>`);
    const el = document.createElement('docs-nav') as DocsNav;
    el.setAttribute('src', src);
    el.setAttribute('current-path', '/g150/page-2');
    box.append(el);
    const visibility = (li: Element) => getComputedStyle(li).contentVisibility;
    // The items laid out when near the screen: top-level groups, and blocks of the long top list.
    const lazy = () => $$(el, 'li.top-group, li.block');
    const first = await new Promise<{ drawn: string[]; links: number }>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!el.shadowRoot!.querySelector('a[aria-current="page"]')) return;
        observer.disconnect();
        resolve({ drawn: lazy().filter((li) => li.querySelector('a')).map(visibility), links: $$(el, 'a').length });
      });
      observer.observe(el.shadowRoot!, { childList: true, subtree: true });
    });
    // More than the current page's group (laid out at once as before), not all of the sidebar.
    expect(first.drawn.length).to.be.greaterThan(2);
    expect(first.links).to.be.lessThan(200);
    expect(first.drawn.every((v) => v === 'visible')).to.equal(true);
    await el.updateComplete;
    expect($$(el, 'a')).to.have.length(1500);
    // Groups drawn by slices, far from the current page: laid out when they come near the screen.
    const far = lazy().filter((li) => li.querySelector('a[href="/g0/page-0"], a[href="/g299/page-4"]'));
    expect(far.length).to.be.greaterThan(1);
    expect(far.map(visibility)).to.not.include('visible');
    // After the first paint, so are those the first render drew, but the current page's.
    expect(lazy().filter((li) => visibility(li) === 'visible').every((li) => li.querySelector('a[aria-current="page"]'))).to.equal(true);
  });

  it('a chain of 1,000 nested groups, at its deepest page: every level, the current page in view, the DOM a few levels deep', async () => {
    const { box, el, first } = await sidebar(chain(1000), '/deep/999/last');
    expect(first.current).to.equal('/deep/999/last');
    expect(first.inView).to.equal(true);
    expect(first.links).to.be.lessThan(1001);
    expect(hrefs(el)).to.have.length(1001);
    const toggles = $$(el, 'button[aria-expanded]');
    expect(toggles).to.have.length(999);
    expect(toggles.every((b) => b.getAttribute('aria-expanded') === 'true')).to.equal(true);
    const current = $(el, 'a[aria-current="page"]');
    expect(inView(box, current)).to.equal(true);
    // Deep groups are rows of one list: the DOM stays shallow, whatever the depth.
    let depth = 0;
    for (let n: Node | null = current; n && n !== el.shadowRoot; n = n.parentNode) depth++;
    expect(depth).to.be.lessThan(40);
    // Every group that has a list of its own names it, with a short id.
    for (const b of toggles) {
      const id = b.getAttribute('aria-controls');
      if (id) expect(id.length).to.be.lessThan(40);
    }
    expect(toggles.filter((b) => b.getAttribute('aria-controls')).every((b) => el.shadowRoot!.getElementById(b.getAttribute('aria-controls')!))).to.equal(true);
  });

  it('toggles a group 1,000 levels deep, and one in a long list, in place', async () => {
    const { el } = await sidebar(chain(1000), '/deep/999/last');
    const deepest = () => $$(el, 'button[aria-expanded]').find((b) => b.querySelector('.label')?.textContent === 'Level 999')!;
    setTimeout(() => deepest().click());
    const closed = await oneEvent(el, 'docs-toggle');
    expect(closed.detail).to.deep.equal({ group: 'Level 999', expanded: false });
    await el.updateComplete;
    expect(deepest().getAttribute('aria-expanded')).to.equal('false');
    expect(hrefs(el)).to.have.length(999);
    expect(hrefs(el)).not.to.include('/deep/999/last');
    // Closing a group halfway down takes everything below it away; opening it brings it back.
    const middle = () => $$(el, 'button[aria-expanded]').find((b) => b.querySelector('.label')?.textContent === 'Level 500')!;
    middle().click();
    await el.updateComplete;
    expect(hrefs(el)).to.have.length(500);
    middle().click();
    await el.updateComplete;
    expect(hrefs(el)).to.have.length(999);
    expect(hrefs(el).slice(-3)).to.deep.equal(['/deep/996/page', '/deep/997/page', '/deep/998/page']);
    deepest().click();
    await el.updateComplete;
    expect(hrefs(el)).to.have.length(1001);
    expect($$(el, 'a[aria-current="page"]').map((a) => a.getAttribute('href'))).to.deep.equal(['/deep/999/last']);

    const config = { navigation: { groups: [{ group: 'Top', pages: ['start', { group: 'Many', pages: Array.from({ length: 500 }, (_, i) => `many/${i}`) }] }] } };
    const { el: long } = await sidebar(config, '/start');
    const many = $$(long, 'button[aria-expanded]').find((b) => b.textContent!.includes('Many'))!;
    many.click();
    // At once: the first pages of the group (the rest follows in slices).
    expect(many.getAttribute('aria-expanded')).to.equal('true');
    expect(hrefs(long).length).to.be.greaterThan(1);
    expect(hrefs(long).length).to.be.lessThan(501);
    await long.updateComplete;
    expect(hrefs(long)).to.deep.equal(['/start', ...Array.from({ length: 500 }, (_, i) => `/many/${i}`)]);
  });

  it('a toggle in a flat list leaves the rows as a fresh render shows them, its blocks as many as before or not', async () => {
    // 20 levels of 10 pages, all open: from level 8 on, one flat list of rows, in blocks of 50.
    let group: unknown = { group: 'L19', expanded: true, pages: Array.from({ length: 10 }, (_, p) => `d19/p${p}`) };
    for (let d = 18; d >= 0; d--) group = { group: `L${d}`, expanded: true, pages: [...Array.from({ length: 10 }, (_, p) => `d${d}/p${p}`), group] };
    const config = jsonUrl({ navigation: { groups: [group] } });
    const { el } = await sidebar(config, '/d0/p0');
    const toggle = (label: string) => $$(el, 'button[aria-expanded]').find((b) => b.querySelector('.label')?.textContent === label)!;
    // Without Lit's comments, and the sizes of what is not laid out yet (a hint, counted once for a top-level group).
    const markup = (nav: DocsNav) => nav.shadowRoot!.innerHTML.replace(/<!--[^]*?-->/g, '').replace(/--_rows: \d+;/g, '');
    const saved = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
    const fresh = async () => (await sidebar(config, '/d0/p0')).el;
    const upTo = (depth: number) => Array.from({ length: depth * 10 }, (_, i) => `/d${Math.floor(i / 10)}/p${i % 10}`);
    // The deepest group: 10 rows of 130 go, the blocks stay 3.
    toggle('L19').click();
    await el.updateComplete;
    expect(hrefs(el)).to.deep.equal(upTo(19));
    await saved();
    expect(markup(el)).to.equal(markup(await fresh()));
    // A group halfway: 70 rows go, the list is no more in blocks.
    toggle('L12').click();
    await el.updateComplete;
    expect(hrefs(el)).to.deep.equal(upTo(12));
    await saved();
    expect(markup(el)).to.equal(markup(await fresh()));
    // Both open again.
    toggle('L12').click();
    await el.updateComplete;
    toggle('L19').click();
    await el.updateComplete;
    expect(hrefs(el)).to.deep.equal(upTo(20));
    await saved();
    expect(markup(el)).to.equal(markup(await fresh()));
  });

  it('stays accessible: long lists in blocks, deep groups as rows', async () => {
    const config = {
      navigation: {
        groups: [
          { group: 'Long', pages: Array.from({ length: 150 }, (_, i) => `long/${i}`) },
          (chain(12) as { navigation: { groups: unknown[] } }).navigation.groups[0],
        ],
      },
    };
    const { el } = await sidebar(config, '/deep/11/last');
    expect($$(el, 'li.block')).to.have.length(3);
    expect($$(el, 'li.flat').length).to.be.greaterThan(0);
    await expect(el).to.be.accessible();
  });

  it('a short sidebar is drawn whole, a long one in slices; switching between them draws each its way', async () => {
    const version = (v: string, pages: number) => ({
      version: v,
      groups: [{ group: 'Pages', pages: [...Array.from({ length: pages }, (_, i) => `${v}/page-${i}`), { group: 'More', pages: [`${v}/more`] }] }],
    });
    const src = jsonUrl({ navigation: { versions: [version('short', 10), version('long', 500)] } });
    const { el } = await sidebar(src, '/short/page-3');
    const groups = () => $(el, '[part~="groups"]');
    const current = () => $$(el, 'a[aria-current="page"]').map((a) => a.getAttribute('href'));
    expect(groups().classList.contains('long')).to.equal(false);
    expect(hrefs(el)).to.have.length(10);
    for (const [path, long, links] of [['/long/page-499', true, 500], ['/short/page-0', false, 10], ['/long/page-1', true, 500]] as const) {
      el.currentPath = path;
      await el.updateComplete;
      expect(groups().classList.contains('long'), path).to.equal(long);
      expect(hrefs(el), path).to.have.length(links);
      expect(current(), path).to.deep.equal([path]);
      // The nested group opens and closes, its toggle naming its list.
      const toggle = $(el, 'button[aria-expanded]');
      expect(el.shadowRoot!.getElementById(toggle.getAttribute('aria-controls')!), path).to.exist;
      toggle.click();
      await el.updateComplete;
      expect(toggle.getAttribute('aria-expanded'), path).to.equal('true');
      expect(hrefs(el), path).to.have.length(links + 1);
      toggle.click();
      await el.updateComplete;
      expect(hrefs(el), path).to.have.length(links);
    }
  });

  it('reads the expansion saved before keys were hashed (a path of labels)', async () => {
    const src = jsonUrl({ navigation: { groups: [{ group: 'Top', pages: ['start', { group: 'Closed', pages: ['inside'] }] }] } });
    sessionStorage.setItem(`docs-nav:expanded:${new URL(src, document.baseURI).href}`, JSON.stringify({ '/Top/Closed': true }));
    const el = await fixture<DocsNav>(html`<docs-nav src=${src} current-path="/start"></docs-nav>`);
    await loaded(el);
    expect($(el, 'button[aria-expanded]').getAttribute('aria-expanded')).to.equal('true');
    expect(hrefs(el)).to.deep.equal(['/start', '/inside']);
  });
});
