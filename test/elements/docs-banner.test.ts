import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/docs-banner.js';
import '../../src/elements/docs-switcher.js';
import type { DocsBanner } from '../../src/elements/docs-banner.js';
import type { DocsSwitcher } from '../../src/elements/docs-switcher.js';
import type { DocsNavigateEvent } from '../../src/elements/base.js';
import { $, $$, TRANSLATED, isEmpty, jsonUrl, settled } from '../helpers/elements.js';

async function banner(path: string, src = TRANSLATED): Promise<DocsBanner> {
  const el = await fixture<DocsBanner>(html`<docs-banner src=${src} current-path=${path}></docs-banner>`);
  await settled(el, src);
  return el;
}

beforeEach(() => localStorage.clear());

describe('<docs-banner>', () => {
  it("shows the current language's banner in a labelled region, in that language", async () => {
    const el = await banner('/fr/setup');
    const region = $(el, '[role="region"]');
    // Named in the reader's language: the page is French.
    expect(region.getAttribute('aria-label')).to.equal('Annonce');
    expect(region.getAttribute('lang')).to.equal('fr');
    expect(region.textContent).to.contain('Cette page est traduite automatiquement.');
    expect(isEmpty(el)).to.equal(false);
  });

  it('makes inline Markdown links real links, safe URLs only; nothing else becomes HTML', async () => {
    const el = await banner('/fr/index');
    const links = $$(el, '[part="content"] a');
    expect(links.map((a) => [a.textContent!.replace('↗ (s’ouvre dans un nouvel onglet)', ''), a.getAttribute('href')])).to.deep.equal([
      ['Signalez une erreur', 'https://example.com/report?lang=fr'],
      ['l’original', '/en/index'],
    ]);
    expect(links[0]!.getAttribute('target')).to.equal('_blank');
    expect(links[0]!.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(links[1]!.hasAttribute('target')).to.equal(false);
    const content = $(el, '[part="content"]');
    // The unsafe link stays its text; the HTML and the emphasis stay text.
    expect(content.textContent).to.contain(' Piège <img src=x onerror=alert(1)> **gras**');
    expect(el.shadowRoot!.querySelectorAll('img, b, strong')).to.have.length(0);
    expect(el.shadowRoot!.innerHTML).not.to.contain('javascript:');
  });

  it('routes its own links through docs-navigate, with the base prefix', async () => {
    const el = await fixture<DocsBanner>(html`<docs-banner src=${TRANSLATED} base="/docs" current-path="/fr/setup"></docs-banner>`);
    await settled(el, TRANSLATED);
    const link = $$(el, '[part="link"]')[1]!;
    expect(link.getAttribute('href')).to.equal('/docs/en/index');
    el.addEventListener('docs-navigate', (e) => e.preventDefault(), { once: true });
    setTimeout(() => link.click());
    const ev = (await oneEvent(el, 'docs-navigate')) as DocsNavigateEvent;
    expect(ev.detail).to.include({ href: '/en/index', url: '/docs/en/index', reason: 'link' });
  });

  it('is written right to left for Arabic; not dismissible unless the config says so', async () => {
    const el = await banner('/ar/setup');
    expect($(el, '[role="region"]').getAttribute('dir')).to.equal('rtl');
    expect($(el, '[role="region"]').getAttribute('lang')).to.equal('ar');
    expect(el.shadowRoot!.querySelector('button')).to.equal(null);
  });

  it('renders nothing for a language without a banner, or a navigation without languages', async () => {
    const en = await banner('/en/setup');
    expect(isEmpty(en)).to.equal(true);
    expect(en.shadowRoot!.querySelector('[role="region"]')).to.equal(null);
    const src = jsonUrl({ navigation: { pages: ['a'] } });
    expect(isEmpty(await banner('/a', src))).to.equal(true);
  });

  it('dismisses with a "Dismiss" button (in the reader\'s language), from the keyboard too, remembered for that text', async () => {
    const el = await banner('/fr/setup');
    const close = $(el, 'button');
    expect(close.getAttribute('aria-label')).to.equal('Fermer');
    close.focus();
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const ev = await oneEvent(el, 'docs-dismiss');
    expect(ev.detail.language).to.equal('fr');
    expect(ev.detail.content).to.match(/^Cette page/);
    await el.updateComplete;
    expect(isEmpty(el)).to.equal(true);
    expect(el.shadowRoot!.querySelector('[role="region"]')).to.equal(null);
    // Remembered: another page load, another page of that language.
    expect(isEmpty(await banner('/fr/index'))).to.equal(true);
    // Another text shows again.
    const config = await (await fetch(TRANSLATED)).json();
    config.navigation.languages[1].banner.content = 'Nouvelle version du texte.';
    expect(isEmpty(await banner('/fr/index', jsonUrl(config)))).to.equal(false);
  });

  it('follows a language switch made by a standalone switcher (router="history")', async () => {
    const start = location.pathname;
    history.pushState(null, '', '/en/setup');
    const wrap = await fixture(html`<div>
      <docs-switcher type="language" src=${TRANSLATED} router="history"></docs-switcher>
      <docs-banner src=${TRANSLATED}></docs-banner>
    </div>`);
    const sw = wrap.querySelector('docs-switcher') as DocsSwitcher;
    const el = wrap.querySelector('docs-banner') as DocsBanner;
    await settled(el, TRANSLATED);
    await settled(sw, TRANSLATED);
    expect(isEmpty(el)).to.equal(true);
    const select = $(sw, 'select') as HTMLSelectElement;
    select.selectedIndex = 1;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await el.updateComplete;
    expect(location.pathname).to.equal('/fr/setup');
    expect(isEmpty(el)).to.equal(false);
    expect($(el, '[role="region"]').textContent).to.contain('traduite');
    history.pushState(null, '', start);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

  it('is accessible', async () => {
    await expect(await banner('/fr/setup')).to.be.accessible();
    await expect(await banner('/ar/setup')).to.be.accessible();
  });
});
