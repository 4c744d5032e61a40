import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/elements/docs-nav.js';
import { NavStore } from '../../src/elements/store.js';
import type { DocsNavigateEvent } from '../../src/elements/base.js';
import type { DocsNav } from '../../src/elements/docs-nav.js';
import { TRANSLATED, VERSIONED, settled } from '../helpers/elements.js';

/**
 * Where the switches lead and the breadcrumbs are computed by code that comes with the elements
 * that show them (<docs-switcher>, <docs-breadcrumbs>): this page imports <docs-nav> alone first,
 * as a page that shows a sidebar, and the others after its views were made and kept.
 */
describe('switch targets and breadcrumbs, with the elements that show them', () => {
  type Golden = Record<string, { versionTargets?: Record<string, string>; languageTargets?: Record<string, string>; breadcrumbs?: string[] }>;
  const golden = async (src: string): Promise<Golden> => (await fetch(src.replace('docs.json', 'golden-scope.json'))).json();

  it('a view made before the switcher and the breadcrumbs were imported answers once they are', async () => {
    const cases = [
      { src: VERSIONED, path: '/v2/deploy/vercel', type: 'version', choice: '1.0.0' },
      { src: TRANSLATED, path: '/en/setup', type: 'language', choice: 'Français' },
    ] as const;
    const views = [];
    for (const { src, path } of cases) {
      const nav = await fixture<DocsNav>(html`<docs-nav src=${src} current-path=${path}></docs-nav>`);
      await settled(nav, src);
      const view = NavStore.for(src).data!.scoper.view(path);
      // Not known yet: no targets, no breadcrumbs; a switch option leads to its own first page.
      expect(view.versionTargets ?? view.languageTargets, path).to.equal(undefined);
      expect(view.breadcrumbs, path).to.equal(undefined);
      views.push(view);
    }
    expect(views[0]!.versions.find((o) => o.label === '1.0.0')!.href).to.equal('/v1/index');

    await import('../../src/elements/docs-switcher.js');
    await import('../../src/elements/docs-breadcrumbs.js');
    for (const [i, { src, path, type, choice }] of cases.entries()) {
      const expected = (await golden(src))[path]!;
      const view = views[i]!;
      // The same view, kept by the store, now answers.
      expect(NavStore.for(src).data!.scoper.view(path)).to.equal(view);
      expect(view.versionTargets ?? view.languageTargets, path).to.deep.equal(expected.versionTargets ?? expected.languageTargets);
      expect(view.breadcrumbs, path).to.deep.equal(expected.breadcrumbs);

      const switcher = await fixture<HTMLElement & { updateComplete: Promise<boolean> }>(html`<docs-switcher type=${type} src=${src} current-path=${path}></docs-switcher>`);
      await settled(switcher, src);
      const select = switcher.shadowRoot!.querySelector('select')!;
      const index = [...select.options].findIndex((o) => o.textContent!.startsWith(choice));
      expect(index, choice).to.be.at.least(0);
      switcher.addEventListener('docs-navigate', (e) => e.preventDefault(), { once: true });
      setTimeout(() => {
        select.selectedIndex = index;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
      const ev = (await oneEvent(switcher, 'docs-navigate')) as DocsNavigateEvent;
      const value = type === 'version' ? choice : 'fr';
      expect(ev.detail.href, `${path} -> ${choice}`).to.equal((expected.versionTargets ?? expected.languageTargets)![value]);
    }
  });
});
