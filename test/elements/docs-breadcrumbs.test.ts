import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { nothing } from 'lit';
import '../../src/elements/docs-breadcrumbs.js';
import type { DocsBreadcrumbs } from '../../src/elements/docs-breadcrumbs.js';
import type { DocsNavigateEvent } from '../../src/elements/base.js';
import { $, $$, PRODUCTS, TRANSLATED, VERSIONED, isEmpty, jsonUrl, settled } from '../helpers/elements.js';

async function crumbs(path: string, src = VERSIONED, mode?: string): Promise<DocsBreadcrumbs> {
  const el = await fixture<DocsBreadcrumbs>(html`<docs-breadcrumbs src=${src} current-path=${path} mode=${mode ?? nothing}></docs-breadcrumbs>`);
  await settled(el, src);
  return el;
}

/** What the reader sees: the crumbs, links as `label -> href`. */
function shown(el: DocsBreadcrumbs): string[] {
  return $$(el, 'li').map((li) => {
    const a = li.querySelector('a');
    const label = li.querySelector('a, span:not([part="separator"])')!.textContent!.trim();
    return a ? `${label} -> ${a.getAttribute('href')}` : label;
  });
}

type Golden = Record<string, { breadcrumbs?: string[] }>;

describe('<docs-breadcrumbs>', () => {
  it('outside base (a page that is not part of the docs) shows no crumbs, and no empty box', async () => {
    // The test page's location is not under /not-here.
    const el = await fixture<DocsBreadcrumbs>(html`<docs-breadcrumbs src=${VERSIONED} base="/not-here"></docs-breadcrumbs>`);
    await settled(el, VERSIONED);
    expect(el.shadowRoot!.querySelector('li')).to.equal(null);
    expect(isEmpty(el)).to.equal(true);
    // The docs root itself has crumbs.
    expect(shown(await crumbs('/'))).to.not.deep.equal([]);
  });

  it('with styling.eyebrows "breadcrumbs": the full path, divisions and groups linking where they lead, the page last', async () => {
    const el = await crumbs('/v2/deploy/advanced/cache');
    expect(shown(el)).to.deep.equal(['Guides -> /v2/index', 'Deploy -> /v2/deploy/overview', 'Advanced', 'Cache -> /v2/deploy/advanced/cache']);
    const nav = $(el, 'nav');
    expect(nav.getAttribute('aria-label')).to.equal('Breadcrumb');
    expect(nav.firstElementChild!.localName).to.equal('ol');
    const current = $$(el, '[aria-current]');
    expect(current).to.have.length(1);
    expect(current[0]!.textContent).to.equal('Cache');
    expect(current[0]!.getAttribute('aria-current')).to.equal('page');
    expect(current[0]!.closest('li')!.getAttribute('part')).to.equal('crumb crumb-current');
    const separators = $$(el, '[part="separator"]');
    expect(separators).to.have.length(3);
    expect(separators.every((s) => s.getAttribute('aria-hidden') === 'true')).to.equal(true);
  });

  it('menu items lead to their first page', async () => {
    const el = await crumbs('/v2/api/rest/teams');
    expect(shown(el)).to.deep.equal(['API -> /v2/api/rest/users', 'REST -> /v2/api/rest/users', 'Users', 'Teams -> /v2/api/rest/teams']);
  });

  it("a group's root page: the group is no link to the page itself", async () => {
    const el = await crumbs('/v2/deploy/overview');
    expect(shown(el)).to.deep.equal(['Guides -> /v2/index', 'Deploy', 'Overview -> /v2/deploy/overview']);
  });

  it('has the labels of the reference breadcrumbs, then the page (golden scope.json)', async () => {
    for (const src of [VERSIONED, PRODUCTS, TRANSLATED]) {
      const expected = (await (await fetch(src.replace('docs.json', 'golden-scope.json'))).json()) as Golden;
      for (const [path, scope] of Object.entries(expected)) {
        if (!scope.breadcrumbs) continue;
        const el = await crumbs(path, src, 'full');
        const labels = el.crumbs().map((c) => c.label);
        expect(labels.slice(0, -1), path).to.deep.equal(scope.breadcrumbs);
      }
    }
  });

  it('otherwise (or with mode="section") only the section: the nearest group', async () => {
    expect(shown(await crumbs('/v2/deploy/advanced/cache', VERSIONED, 'section'))).to.deep.equal(['Advanced', 'Cache -> /v2/deploy/advanced/cache']);
    // No eyebrows in the products config: the section by default, the full path on demand.
    expect(shown(await crumbs('/api/recipes/auth', PRODUCTS))).to.deep.equal(['Cookbook', 'Auth -> /api/recipes/auth']);
    expect(shown(await crumbs('/api/recipes/auth', PRODUCTS, 'full'))).to.deep.equal([
      'API platform -> /api/users',
      'Recipes -> /api/recipes/auth',
      'Cookbook',
      'Auth -> /api/recipes/auth',
    ]);
  });

  it('leaves languages and versions out, and is written right to left for Arabic', async () => {
    const el = await crumbs('/ar/setup', TRANSLATED, 'full');
    expect(shown(el)).to.deep.equal(['أدلة', 'Setup -> /ar/setup']);
    expect($(el, 'nav').getAttribute('dir')).to.equal('rtl');
  });

  it('announces a crumb click with docs-navigate (reason "breadcrumb"), with the base prefix', async () => {
    const el = await fixture<DocsBreadcrumbs>(html`<docs-breadcrumbs src=${VERSIONED} base="/docs" current-path="/v2/deploy/vercel"></docs-breadcrumbs>`);
    await settled(el, VERSIONED);
    const link = $$(el, 'a')[1]!;
    expect(link.getAttribute('href')).to.equal('/docs/v2/deploy/overview');
    el.addEventListener('docs-navigate', (e) => e.preventDefault(), { once: true });
    setTimeout(() => link.click());
    const ev = (await oneEvent(el, 'docs-navigate')) as DocsNavigateEvent;
    expect(ev.detail).to.include({ href: '/v2/deploy/overview', url: '/docs/v2/deploy/overview', title: 'Deploy', reason: 'breadcrumb' });
  });

  it('renders nothing when there is nothing above the page, or the path is no page', async () => {
    const flat = jsonUrl({ navigation: { pages: ['a', 'b'] } });
    const el = await crumbs('/a', flat, 'full');
    expect(isEmpty(el)).to.equal(true);
    expect(el.shadowRoot!.querySelector('nav')).to.equal(null);
    expect(isEmpty(await crumbs('/nowhere/at/all'))).to.equal(true);
  });

  it('shows config text as text, never as HTML', async () => {
    const src = jsonUrl({
      styling: { eyebrows: 'breadcrumbs' },
      navigation: { tabs: [{ tab: '<img src=x onerror=alert(1)>', groups: [{ group: '<script>alert(1)</script>', pages: ['a'] }] }] },
    });
    const el = await crumbs('/a', src);
    expect(shown(el).map((s) => s.split(' -> ')[0])).to.deep.equal(['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', 'A']);
    expect(el.shadowRoot!.querySelectorAll('img, script')).to.have.length(0);
  });

  it('shows a skeleton while loading, then an alert with a retry when the config is missing', async () => {
    const el = await fixture<DocsBreadcrumbs>(html`<docs-breadcrumbs src="/__slow/300/test/fixtures/nowhere/docs.json?docs-breadcrumbs"></docs-breadcrumbs>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[part="skeleton"]'), 'no skeleton while loading');
    await waitUntil(() => el.shadowRoot!.querySelector('[role="alert"]'));
    expect($(el, '[role="alert"] button').textContent).to.equal('Retry');
  });

  it('is accessible', async () => {
    await expect(await crumbs('/v2/api/rest/teams')).to.be.accessible();
  });
});
