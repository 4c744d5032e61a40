import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/docs-filter.js';
import type { DocsFilter } from '../../src/elements/docs-filter.js';
import type { DocsNavigateEvent } from '../../src/elements/base.js';
import { $, $$, jsonUrl, settled } from '../helpers/elements.js';

const CONFIG = {
  navigation: {
    versions: [
      {
        version: 'v2',
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Get started', pages: ['install', 'quickstart'] }, { group: 'Déploiement', pages: ['deploy/vercel', 'deploy/cache'] }] },
          { tab: 'API', groups: [{ group: 'Users', pages: ['api/users/list', 'api/users/create'] }] },
        ],
      },
      { version: 'v1', pages: ['v1/install'] },
    ],
  },
};

/** The options as a screen reader reads them: title, then the groups. */
const options = (el: DocsFilter) => $$(el, '[role=option]').map((o) => o.textContent!.replace(/\s+/g, ' ').trim());

describe('<docs-filter>', () => {
  let src: string;
  before(() => (src = jsonUrl(CONFIG)));

  async function filter(path = '/install'): Promise<DocsFilter> {
    const el = await fixture<DocsFilter>(html`<docs-filter src=${src} current-path=${path}></docs-filter>`);
    await settled(el, src);
    return el;
  }

  it('is a combobox; typing lists the matching pages of the current version with their groups, and announces how many', async () => {
    const el = await filter();
    const input = $(el, 'input');
    expect(input.getAttribute('role')).to.equal('combobox');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    input.focus();
    await sendKeys({ type: 'deploiement' });
    await el.updateComplete;
    expect(options(el)).to.deep.equal(['Vercel Guides › Déploiement', 'Cache Guides › Déploiement']);
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    expect($(el, '[role=status]').textContent).to.equal('Results: 2');
    await expect(el).to.be.accessible();
  });

  it('case and accents do not matter; the other version is not searched', async () => {
    const el = await filter();
    $(el, 'input').focus();
    await sendKeys({ type: 'INSTALL' });
    await el.updateComplete;
    expect(options(el)).to.deep.equal(['Install Guides › Get started']);
  });

  it('↓ and ↑ move the active option (aria-activedescendant); Enter goes there with reason "filter"', async () => {
    const el = await filter();
    const input = $(el, 'input');
    input.focus();
    await sendKeys({ type: 'users' });
    await el.updateComplete;
    expect(options(el)).to.have.length(2);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    const active = input.getAttribute('aria-activedescendant')!;
    expect(el.shadowRoot!.getElementById(active)!.getAttribute('aria-selected')).to.equal('true');
    expect(el.shadowRoot!.getElementById(active)!.textContent).to.contain('Create');
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(el.shadowRoot!.getElementById(input.getAttribute('aria-activedescendant')!)!.textContent).to.contain('List');
    let detail: DocsNavigateEvent['detail'] | undefined;
    el.addEventListener('docs-navigate', (e) => {
      detail = e.detail;
      e.preventDefault();
    });
    await sendKeys({ press: 'Enter' });
    expect(detail).to.include({ href: '/api/users/list', reason: 'filter' });
    await el.updateComplete;
    expect((input as HTMLInputElement).value).to.equal('');
  });

  it('Escape clears; nothing matching says so', async () => {
    const el = await filter();
    const input = $(el, 'input') as HTMLInputElement;
    input.focus();
    await sendKeys({ type: 'zzz' });
    await el.updateComplete;
    expect($(el, '[part=empty]').textContent).to.contain('No page matches');
    expect($(el, '[role=status]').textContent).to.equal('No page matches');
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(input.value).to.equal('');
    expect(el.shadowRoot!.querySelector('[part=empty]')).to.equal(null);
  });

  it('"/" anywhere on the page focuses the field, but not while typing elsewhere', async () => {
    const el = await fixture<HTMLDivElement>(html`<div><input id="other" /><docs-filter src=${src} current-path="/install"></docs-filter></div>`);
    const f = el.querySelector('docs-filter')!;
    await settled(f, src);
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: '/' });
    await waitUntil(() => f.shadowRoot!.activeElement === $(f, 'input'), '/ did not focus the field');
    el.querySelector<HTMLInputElement>('#other')!.focus();
    await sendKeys({ type: '/' });
    expect(el.querySelector<HTMLInputElement>('#other')!.value).to.equal('/');
  });
});
