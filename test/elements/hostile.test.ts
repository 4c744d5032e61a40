/**
 * Hostile and broken input, as the elements meet it (issue #17): an src that is no URL, links
 * that leave the site in disguise, and a failed load that a host page must be able to see.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import type { DocsBreadcrumbs, DocsNav, DocsTabs } from '../../src/index.js';
import type { DocsErrorEvent, DocsNavigateEvent } from '../../src/elements/base.js';
import { $, $$, jsonUrl, loaded } from '../helpers/elements.js';

const unhandled: unknown[] = [];
const onUnhandled = (e: PromiseRejectionEvent) => unhandled.push(e.reason);
const onError = (e: ErrorEvent) => unhandled.push(e.error ?? e.message);
before(() => {
  window.addEventListener('unhandledrejection', onUnhandled);
  window.addEventListener('error', onError);
});
after(() => {
  window.removeEventListener('unhandledrejection', onUnhandled);
  window.removeEventListener('error', onError);
});
afterEach(() => expect(unhandled.splice(0), 'uncaught errors').to.deep.equal([]));

describe('an src that is not a URL', () => {
  it('shows an error with the reason, not a skeleton forever', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src="http://[::1"></docs-nav>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[role=alert]'), 'no alert', { timeout: 3000 });
    expect($(el, '[role=alert]').textContent).to.contain('"http://[::1" is not a valid URL');
    expect(el.shadowRoot!.querySelector('[part~=skeleton]')).to.equal(null);
  });
});

describe('a $ref file that never answers', () => {
  it('is an error at its place once the load times out, like a failed one: the rest of the navigation renders', async () => {
    const tabs = await fixture<DocsTabs>(html`<docs-tabs src="/test/fixtures/hung-ref/docs.json" timeout="400" current-path="/intro"></docs-tabs>`);
    await waitUntil(() => tabs.getAttribute('status') === 'ready' || tabs.getAttribute('status') === 'error', 'never loaded', { timeout: 5000 });
    await tabs.updateComplete;
    expect(tabs.getAttribute('status')).to.equal('ready');
    expect($$(tabs, 'a[part~=tab]').map((a) => a.textContent!.trim())).to.deep.equal(['Guides', 'Reference']);
  });
});

describe('links that leave the site are external, however they are written', () => {
  const offsite = ['//evil.example/x', '/\\evil.example/x', '\\\\evil.example/x', 'https://evil.example/x', 'https:evil.example'];
  const config = {
    navigation: {
      tabs: [
        { tab: 'Home', pages: ['index', ...offsite] },
        ...offsite.map((href, i) => ({ tab: `Off ${i}`, href })),
      ],
    },
  };

  /** The links of an element that the browser takes to another origin. */
  const offsiteLinks = (el: Element, selector: string) => $$(el, selector).filter((a) => new URL((a as HTMLAnchorElement).href).origin !== location.origin);

  it('in the sidebar: marked, in a new tab, without opener or referrer, never current', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src=${jsonUrl(config)} current-path="/index"></docs-nav>`);
    await loaded(el);
    const internal = $$(el, 'a[part~=link]').find((a) => a.getAttribute('href') === '/index')!;
    expect(internal.hasAttribute('target')).to.equal(false);
    // Page paths are normalised as the reference does (`//host/x` is the path `/host/x`); those
    // that stay off-site (`/\\host/x`, `https:/host/x`, `https:host`) say so.
    const external = offsiteLinks(el, 'a[part~=link]');
    expect(external.map((a) => a.getAttribute('href'))).to.include.members(['/\\evil.example/x', 'https:evil.example']);
    for (const a of external) {
      expect(a.getAttribute('target'), a.getAttribute('href')!).to.equal('_blank');
      expect(a.getAttribute('rel')).to.equal('noopener noreferrer');
      expect(a.querySelector('[part=external]'), a.getAttribute('href')!).to.exist;
      expect(a.hasAttribute('aria-current')).to.equal(false);
    }
  });

  it('in the tab bar, with router="history": a click leaves through the browser, never pushState across origins', async () => {
    const tabs = await fixture<DocsTabs>(html`<docs-tabs src=${jsonUrl(config)} current-path="/index" router="history"></docs-tabs>`);
    await loaded(tabs);
    const links = offsiteLinks(tabs, 'a[part~=tab]');
    // Every tab href the reference takes for a link (`\\\\host/x` is none: a label).
    expect(links.map((a) => a.getAttribute('href'))).to.have.members(['//evil.example/x', '/\\evil.example/x', 'https://evil.example/x', 'https:evil.example']);
    for (const a of links) {
      expect(a.getAttribute('target')).to.equal('_blank');
      expect(a.querySelector('[part=external]')).to.exist;
    }
    // The click is announced with the URL the browser will take, and not routed in place: the
    // host cancels it here (the test page must stay, no window may open).
    const before = location.href;
    const seen: DocsNavigateEvent[] = [];
    const cancel = (e: DocsNavigateEvent) => {
      seen.push(e);
      e.preventDefault();
    };
    tabs.addEventListener('docs-navigate', cancel);
    for (const a of links) a.click();
    tabs.removeEventListener('docs-navigate', cancel);
    expect(seen.map((e) => e.detail.url)).to.deep.equal(links.map((a) => a.getAttribute('href')));
    expect(location.href).to.equal(before);
  });
});

describe('a failed load is visible outside the sidebar', () => {
  it('every element with that src fires docs-error once and reflects status="error"', async () => {
    const src = '/test/fixtures/none/docs.json?hostile';
    const errors: DocsErrorEvent[] = [];
    const listen = (e: DocsErrorEvent) => errors.push(e);
    document.addEventListener('docs-error', listen);
    try {
      const el = await fixture<HTMLDivElement>(html`<div>
        <docs-tabs src=${src}><docs-switcher></docs-switcher></docs-tabs>
        <docs-breadcrumbs src=${src}></docs-breadcrumbs>
      </div>`);
      const tabs = el.querySelector<DocsTabs>('docs-tabs')!;
      const crumbs = el.querySelector<DocsBreadcrumbs>('docs-breadcrumbs')!;
      await waitUntil(() => tabs.getAttribute('status') === 'error' && crumbs.getAttribute('status') === 'error', 'no error status', { timeout: 5000 });
      expect(errors.map((e) => (e.target as Element).localName).sort()).to.deep.equal(['docs-breadcrumbs', 'docs-tabs']);
      expect(errors[0]!.detail.src).to.match(/none\/docs\.json\?hostile$/);
      expect(errors[0]!.detail.message).to.contain('HTTP 404');
      expect(errors[0]!.detail.kept).to.equal(false);
      // The nested switcher inherits the state, without an event of its own.
      expect(el.querySelector('docs-switcher')!.getAttribute('status')).to.equal('error');
    } finally {
      document.removeEventListener('docs-error', listen);
    }
  });

  it('what was repaired is readable by the host: diagnostics with their places', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src=${jsonUrl({ navigation: { groups: [{ group: 'G', pages: ['a', 42] }] } })}></docs-nav>`);
    await loaded(el);
    expect(el.getAttribute('status')).to.equal('ready');
    expect(el.diagnostics.map((d) => [d.level, d.path])).to.deep.include(['error', 'navigation.groups[0].pages[1]']);
  });

  it('status is loading, then ready', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src=${jsonUrl({ navigation: { pages: ['a'] } })}></docs-nav>`);
    expect(el.getAttribute('status')).to.equal('loading');
    await loaded(el);
    expect(el.getAttribute('status')).to.equal('ready');
  });

  it('a failed reload fires docs-error with kept: true', async () => {
    const src = jsonUrl({ navigation: { pages: ['a'] } });
    const el = await fixture<DocsNav>(html`<docs-nav src=${src}></docs-nav>`);
    await loaded(el);
    URL.revokeObjectURL(src);
    setTimeout(() => void el.reload());
    const event = (await oneEvent(el, 'docs-error')) as DocsErrorEvent;
    expect(event.detail.kept).to.equal(true);
    await el.updateComplete;
    expect(el.getAttribute('status')).to.equal('error');
  });
});
