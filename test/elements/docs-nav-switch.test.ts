// <docs-nav>: switching to another sidebar (here another version) with a long navigation in a
// scrolling box, as a site has it. What is in view is right at the first paint; the rest is
// brought up to date after it, and the result is what a full render gives.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/elements/docs-nav.js';
import type { DocsNav } from '../../src/elements/docs-nav.js';
import type { DocsNavigateEvent } from '../../src/elements/base.js';
import { $, $$, jsonUrl, loaded } from '../helpers/elements.js';

/** Two versions of `sections` top-level groups (v1 has five fewer): 10 pages, an expanded group of 10, a closed group of 5. */
function longNavigation(sections: number): unknown {
  const version = (v: string, n: number) => ({
    version: v,
    ...(v === 'v2' ? { default: true } : {}),
    groups: Array.from({ length: n }, (_, s) => ({
      group: `Section ${s}`,
      pages: [
        ...Array.from({ length: 10 }, (_, p) => `${v}/s${s}/page-${p}`),
        { group: `Topic ${s}`, expanded: true, pages: Array.from({ length: 10 }, (_, p) => `${v}/s${s}/topic/page-${p}`) },
        { group: `More ${s}`, pages: Array.from({ length: 5 }, (_, p) => `${v}/s${s}/more/page-${p}`) },
      ],
    })),
  });
  return { navigation: { versions: [version('v2', sections), version('v1', sections - 5)] } };
}

const SRC = jsonUrl(longNavigation(35));

async function sidebar(path: string): Promise<{ box: HTMLElement; el: DocsNav }> {
  const box = await fixture<HTMLDivElement>(html`<div style="block-size: 300px; inline-size: 18rem; overflow-y: auto"><docs-nav src=${SRC} current-path=${path}></docs-nav></div>`);
  const el = box.querySelector('docs-nav') as DocsNav;
  await loaded(el);
  return { box, el };
}

/** The links that can be seen in the scrolling box. */
function linksInView(box: HTMLElement, el: DocsNav): HTMLAnchorElement[] {
  const frame = box.getBoundingClientRect();
  return $$(el, 'a').filter((a) => {
    const r = a.getBoundingClientRect();
    return r.height > 0 && r.bottom > frame.top && r.top < frame.bottom;
  }) as HTMLAnchorElement[];
}

/** Until the element's update (and any it asks for before the frame is painted) is done: no task has run since. */
async function updatedInThisFrame(el: DocsNav): Promise<void> {
  while (el.isUpdatePending) await null;
}

/** The shadow DOM as markup, without Lit's comment markers. */
const markup = (el: DocsNav) => el.shadowRoot!.innerHTML.replace(/<!--[^]*?-->/g, '');

const hrefs = (el: DocsNav) => $$(el, 'a[href^="/v"]').map((a) => a.getAttribute('href')!);

beforeEach(() => sessionStorage.clear());

describe('<docs-nav>: switching version with a long sidebar', () => {
  it('shows the new version in view at once, and everywhere once the update completes: as a full render would', async () => {
    const { box, el } = await sidebar('/v2/s20/topic/page-9');
    expect(box.scrollTop).to.be.greaterThan(0);
    // The current page (the last link of its group) a third of the way down: the next group shows below it.
    box.scrollTop += $(el, 'a[aria-current="page"]').getBoundingClientRect().top - box.getBoundingClientRect().top - 100;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    el.currentPath = '/v1/s20/topic/page-9';
    await updatedInThisFrame(el);
    // Before any later task: the current page marked once, in view, and every link in view (of
    // its group and the next) right.
    const current = $$(el, 'a[aria-current="page"]');
    expect(current.map((a) => a.getAttribute('href'))).to.deep.equal(['/v1/s20/topic/page-9']);
    const seen = linksInView(box, el);
    expect(seen).to.include(current[0]);
    expect(seen.length).to.be.greaterThan(5);
    expect(seen.some((a) => a.getAttribute('href')!.startsWith('/v1/s21/'))).to.equal(true);
    expect(seen.map((a) => a.getAttribute('href')).filter((h) => !h!.startsWith('/v1/'))).to.deep.equal([]);

    await el.updateComplete;
    const all = hrefs(el);
    expect(all.length).to.equal(30 * 20);
    expect(all.filter((h) => !h.startsWith('/v1/'))).to.deep.equal([]);
    const { el: fresh } = await sidebar('/v1/s20/topic/page-9');
    expect(markup(el)).to.equal(markup(fresh));
  });

  it('goes on right after the frame that paints a switch made in an animation frame callback, not a frame later', async () => {
    // As a framework that renders in frames (Angular without zone.js, Mithril, Elm) sets the path.
    const { el } = await sidebar('/v2/s20/topic/page-9');
    const updated = () => hrefs(el).filter((h) => h.startsWith('/v1/')).length;
    const [atPaint, atNextFrame] = await new Promise<number[]>((resolve) =>
      requestAnimationFrame(async () => {
        el.currentPath = '/v1/s20/topic/page-9';
        await updatedInThisFrame(el);
        const painted = updated();
        requestAnimationFrame(() => resolve([painted, updated()]));
      }),
    );
    // What is in view at the paint; by the next frame, a slice of the rest too.
    expect(atPaint).to.be.greaterThan(5);
    expect(atNextFrame).to.be.greaterThan(atPaint);
    await el.updateComplete;
    expect(updated()).to.equal(30 * 20);
  });

  it('loads and goes on with its slices in a page without ResizeObserver, MessageChannel or scheduler.yield (as jsdom)', async () => {
    const saved = { ResizeObserver: window.ResizeObserver, MessageChannel: window.MessageChannel };
    const scheduler = (window as { scheduler?: object }).scheduler;
    const globals = window as { ResizeObserver?: unknown; MessageChannel?: unknown };
    try {
      globals.ResizeObserver = undefined;
      globals.MessageChannel = undefined;
      if (scheduler) Object.defineProperty(scheduler, 'yield', { value: undefined, configurable: true });
      const { el } = await sidebar('/v2/s20/topic/page-9');
      expect(hrefs(el).filter((h) => h.startsWith('/v2/'))).to.have.length(35 * 20);
      el.currentPath = '/v1/s20/topic/page-9';
      await el.updateComplete;
      expect(hrefs(el).filter((h) => h.startsWith('/v1/'))).to.have.length(30 * 20);
    } finally {
      Object.assign(window, saved);
      if (scheduler) delete (scheduler as { yield?: unknown }).yield;
    }
  });

  it('updates what a scroll brings into view before it is painted', async () => {
    const { box, el } = await sidebar('/v2/s10/page-0');
    el.currentPath = '/v1/s10/page-0';
    await updatedInThisFrame(el);
    box.scrollTop = box.scrollHeight;
    // Scroll events fire before animation frame callbacks, in the frame that paints the scroll.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const seen = linksInView(box, el);
    expect(seen.length).to.be.greaterThan(5);
    expect(seen.map((a) => a.getAttribute('href')).filter((h) => !h!.startsWith('/v1/'))).to.deep.equal([]);
    await el.updateComplete;
    expect(hrefs(el).filter((h) => !h.startsWith('/v1/'))).to.deep.equal([]);
  });

  it('keeps keyboard focus on the link updated in place, and its docs-navigate is the new page', async () => {
    const { el } = await sidebar('/v2/s2/page-0');
    // A link far out of view (focused without scrolling to it).
    const far = $$(el, 'a').find((a) => a.getAttribute('href') === '/v2/s25/topic/page-4')!;
    far.focus({ preventScroll: true });
    el.currentPath = '/v1/s2/page-0';
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(far);
    expect(far.getAttribute('href')).to.equal('/v1/s25/topic/page-4');
    el.addEventListener('docs-navigate', (e) => e.preventDefault(), { once: true });
    setTimeout(() => far.click());
    const ev = (await oneEvent(el, 'docs-navigate')) as DocsNavigateEvent;
    expect(ev.detail.href).to.equal('/v1/s25/topic/page-4');
    // A plain object, as its page is written out (the store's pages of bare paths make their title when read).
    expect(ev.detail.page).to.deep.equal({ title: 'Page 4', href: '/v1/s25/topic/page-4' });
  });

  it('updates in place only what changed: no attribute set to the value it has', async () => {
    const { el } = await sidebar('/v2/s20/topic/page-9');
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((told) => records.push(...told));
    observer.observe(el.shadowRoot!, { subtree: true, attributes: true, attributeOldValue: true });
    el.currentPath = '/v1/s20/topic/page-9';
    await el.updateComplete;
    records.push(...observer.takeRecords());
    observer.disconnect();
    // Every link's href changed (another version), and the current page's part and aria-current.
    expect(records.filter((r) => r.attributeName === 'href').length).to.be.greaterThan(500);
    // Nothing else was set to the value it already had (a part, a class, a role: each set makes
    // the browser invalidate styles, for thousands of rows): an attribute changed once and back
    // (a list marked stale, then rendered) is told twice.
    const told = new Map<Node, Map<string, MutationRecord[]>>();
    for (const r of records) {
      const byName = told.get(r.target) ?? new Map<string, MutationRecord[]>();
      told.set(r.target, byName);
      byName.set(r.attributeName!, [...(byName.get(r.attributeName!) ?? []), r]);
    }
    const same = [...told.values()].flatMap((byName) => [...byName.values()]).filter((rs) => rs.length === 1 && rs[0]!.oldValue === (rs[0]!.target as Element).getAttribute(rs[0]!.attributeName!));
    expect(same.map(([r]) => `${r!.attributeName}="${r!.oldValue}"`).slice(0, 5)).to.deep.equal([]);
  });

  it('switching back and forth quickly ends on the last version, with one current page', async () => {
    const { el } = await sidebar('/v2/s20/topic/page-9');
    el.currentPath = '/v1/s20/topic/page-9';
    await updatedInThisFrame(el);
    el.currentPath = '/v2/s20/topic/page-9';
    await el.updateComplete;
    expect(hrefs(el).filter((h) => !h.startsWith('/v2/'))).to.deep.equal([]);
    expect(hrefs(el).length).to.equal(35 * 20);
    expect($$(el, 'a[aria-current="page"]').map((a) => a.getAttribute('href'))).to.deep.equal(['/v2/s20/topic/page-9']);
    expect($(el, '[part~="group-active"]').textContent).to.contain('Section 20');
  });
});
