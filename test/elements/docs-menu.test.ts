import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { DocsMenu, DocsNav } from '../../src/index.js';
import { jsonUrl, loaded } from '../helpers/elements.js';

const pages = Array.from({ length: 60 }, (_, i) => `guides/page-${i}`);
const CONFIG = { navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Guides', pages }] }, { tab: 'API', pages: ['api/one'] }] } };

/** The element focused in the document, through shadow roots. */
function deepActive(): Element | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

describe('<docs-menu> on a phone-sized window (390×844)', () => {
  let src: string;
  before(async () => {
    await setViewport({ width: 390, height: 844 });
    src = jsonUrl(CONFIG);
  });
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => {
    history.replaceState(null, '', '/');
  });

  async function menu(path = '/guides/page-50'): Promise<{ el: DocsMenu; nav: DocsNav; button: HTMLButtonElement; dialog: HTMLDialogElement }> {
    const el = await fixture<DocsMenu>(html`<docs-menu src=${src} current-path=${path}><docs-tabs></docs-tabs><docs-nav></docs-nav></docs-menu>`);
    const nav = el.querySelector('docs-nav')!;
    await loaded(nav);
    await el.updateComplete;
    const button = el.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-haspopup=dialog]')!;
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    return { el, nav, button, dialog };
  }

  it('shows a menu button instead of the navigation, which opens it in a modal dialog', async () => {
    const { button, dialog, nav } = await menu();
    expect(button).to.exist;
    expect(button.textContent!.trim()).to.contain('Menu');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(nav.getBoundingClientRect().height, 'the sidebar is not shown on the page').to.equal(0);
    button.click();
    await waitUntil(() => dialog.open, 'the dialog did not open');
    expect(dialog.matches(':modal')).to.equal(true);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    // Focus moved in, and the page behind does not scroll.
    expect(dialog.contains(deepActive()) || deepActive() === dialog).to.equal(true);
    expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');
    // The current page, far down the list, is scrolled into view in the dialog.
    const current = nav.shadowRoot!.querySelector('a[aria-current=page]')!;
    await waitUntil(() => {
      const r = current.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    }, 'the current page is not in view');
    await expect(dialog).to.be.accessible();
  });

  it('Tab moves through the navigation; Escape closes and focus returns to the button', async () => {
    const { button, dialog } = await menu();
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => dialog.open);
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      await sendKeys({ press: 'Tab' });
      seen.add(deepActive()?.textContent?.trim() ?? '');
    }
    expect([...seen].some((t) => t === 'Guides' || t === 'API')).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog.open, 'Escape did not close');
    expect(deepActive()).to.equal(button);
    expect(document.documentElement.style.overflow).to.equal('');
  });

  it('choosing a page closes the dialog', async () => {
    const { button, dialog, nav } = await menu();
    button.click();
    await waitUntil(() => dialog.open);
    nav.addEventListener('docs-navigate', (e) => e.preventDefault(), { once: true });
    const link = [...nav.shadowRoot!.querySelectorAll('a')].find((a) => a.textContent === 'Page 3')!;
    link.click();
    await waitUntil(() => !dialog.open, 'a navigation did not close the menu');
    expect(deepActive()).to.equal(button);
  });

  it('the close button closes it', async () => {
    const { el, button, dialog } = await menu();
    button.click();
    await waitUntil(() => dialog.open);
    el.shadowRoot!.querySelector<HTMLButtonElement>('button[part=close]')!.click();
    await waitUntil(() => !dialog.open);
    expect(el.open).to.equal(false);
  });

  it('at 200% zoom (a 195 px wide window) the dialog stays within the screen', async () => {
    await setViewport({ width: 195, height: 422 });
    try {
      const { button, dialog } = await menu();
      button.click();
      await waitUntil(() => dialog.open);
      const r = dialog.getBoundingClientRect();
      expect(r.left).to.be.at.least(0);
      expect(r.right).to.be.at.most(195);
    } finally {
      await setViewport({ width: 390, height: 844 });
    }
  });

  it('in a right-to-left page, the dialog opens from the right', async () => {
    const el = await fixture<HTMLDivElement>(html`<div dir="rtl"><docs-menu src=${src} current-path="/guides/page-1"><docs-nav></docs-nav></docs-menu></div>`);
    const m = el.querySelector('docs-menu')!;
    await loaded(m.querySelector('docs-nav')!);
    await m.updateComplete;
    m.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-haspopup=dialog]')!.click();
    const dialog = m.shadowRoot!.querySelector('dialog')!;
    await waitUntil(() => dialog.open);
    expect(Math.round(dialog.getBoundingClientRect().right)).to.equal(390);
    m.open = false;
  });
});

describe('<docs-menu> on a wide window', () => {
  it('shows the navigation in place, with no button', async () => {
    await setViewport({ width: 1200, height: 800 });
    const el = await fixture<DocsMenu>(html`<docs-menu src=${jsonUrl(CONFIG)} current-path="/guides/page-1"><docs-nav></docs-nav></docs-menu>`);
    const nav = el.querySelector('docs-nav')!;
    await loaded(nav);
    expect(el.shadowRoot!.querySelector('button')).to.equal(null);
    expect(nav.getBoundingClientRect().height).to.be.greaterThan(100);
    await setViewport({ width: 800, height: 600 });
  });
});

describe('<docs-menu> in a page without matchMedia (jsdom)', () => {
  it('shows the navigation in place, with no button, and does not throw', async () => {
    await setViewport({ width: 390, height: 844 });
    const saved = window.matchMedia;
    try {
      (window as { matchMedia?: unknown }).matchMedia = undefined;
      const el = await fixture<DocsMenu>(html`<docs-menu src=${jsonUrl(CONFIG)} current-path="/guides/page-1"><docs-nav></docs-nav></docs-menu>`);
      const nav = el.querySelector('docs-nav')!;
      await loaded(nav);
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('button')).to.equal(null);
      expect(nav.getBoundingClientRect().height).to.be.greaterThan(100);
    } finally {
      window.matchMedia = saved;
      await setViewport({ width: 800, height: 600 });
    }
  });
});

