import { expect, fixture, html } from '@open-wc/testing';
import { ifDefined } from 'lit/directives/if-defined.js';
import { emulateMedia, executeServerCommand } from '@web/test-runner-commands';
import '../../src/elements/docs-nav.js';
import '../../src/elements/docs-tabs.js';
import '../../src/elements/docs-switcher.js';
import '../../src/elements/docs-breadcrumbs.js';
import '../../src/elements/docs-banner.js';
import { $, SIDEBAR, TRANSLATED, VERSIONED, settled } from '../helpers/elements.js';

// Every element on the page background a site in that scheme has, in both directions: axe's
// checks (colour contrast among them) pass, and the scheme really changes the colours.

type Settled = HTMLElement & { updateComplete: Promise<boolean> };
const PAGE = { light: '#ffffff', dark: '#0d1117' } as const;

/** The elements on a page of that scheme's background, declaring `colorScheme` (by default the scheme itself; '' declares none). */
async function page(scheme: 'light' | 'dark', dir: 'ltr' | 'rtl', theme: boolean, colorScheme: string = scheme): Promise<HTMLElement> {
  const t = theme ? scheme : undefined;
  const root = await fixture<HTMLElement>(html`
    <div dir=${dir} style="background: ${PAGE[scheme]}; ${colorScheme ? `color-scheme: ${colorScheme};` : ''} padding: 8px">
      <docs-tabs src=${VERSIONED} current-path="/v2/api/rest/teams" theme=${ifDefined(t)}></docs-tabs>
      <docs-switcher kind="version" src=${VERSIONED} current-path="/v2/api/rest/teams" theme=${ifDefined(t)}></docs-switcher>
      <docs-breadcrumbs src=${VERSIONED} current-path="/v2/api/rest/teams" theme=${ifDefined(t)}></docs-breadcrumbs>
      <docs-banner src=${TRANSLATED} current-path="/fr/setup" theme=${ifDefined(t)}></docs-banner>
      <docs-nav src=${SIDEBAR} current-path="/deploy/vercel" theme=${ifDefined(t)}></docs-nav>
    </div>
  `);
  for (const el of root.children as HTMLCollectionOf<Settled>) await settled(el, el.getAttribute('src')!);
  return root;
}

const elements = (root: HTMLElement): Settled[] => [...root.children] as Settled[];
const linkColor = (root: HTMLElement): string => getComputedStyle($(root.querySelector('docs-nav')!, 'a[aria-current="page"]')).color;

describe('themes: light and dark, LTR and RTL', () => {
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  for (const scheme of ['light', 'dark'] as const) {
    for (const dir of ['ltr', 'rtl'] as const) {
      it(`every element is accessible in ${scheme}, ${dir} (theme="${scheme}")`, async () => {
        const root = await page(scheme, dir, true);
        for (const el of elements(root)) await expect(el).to.be.accessible();
        // The tab menu, in the top layer on its own surface.
        const tabs = root.querySelector<Settled>('docs-tabs')!;
        $(tabs, 'button[aria-haspopup="menu"]').click();
        await tabs.updateComplete;
        expect($(tabs, '[role="menu"]').matches(':popover-open')).to.equal(true);
        await expect(tabs).to.be.accessible();
      });
    }
  }

  it('on a page that supports both schemes (color-scheme: light dark), follows prefers-color-scheme', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const root = await page('dark', 'ltr', false, 'light dark');
    for (const el of elements(root)) await expect(el).to.be.accessible();
    const dark = linkColor(root);
    await emulateMedia({ colorScheme: 'light' });
    const light = linkColor(await page('light', 'ltr', false, 'light dark'));
    expect(dark).to.not.equal(light);
  });

  it('on a light page that declares no color-scheme, stays light for a reader who prefers dark', async () => {
    // A portal with no dark mode: its white stays white, and so do the elements' colours.
    await emulateMedia({ colorScheme: 'light' });
    const light = linkColor(await page('light', 'ltr', false, ''));
    await emulateMedia({ colorScheme: 'dark' });
    const root = await page('light', 'ltr', false, '');
    for (const el of elements(root)) await expect(el).to.be.accessible();
    expect(linkColor(root)).to.equal(light);
  });

  it('theme="dark" wins over a light page, and theme="light" over a dark one', async () => {
    await emulateMedia({ colorScheme: 'light' });
    const forcedDark = linkColor(await page('dark', 'ltr', true, 'light'));
    const light = linkColor(await page('light', 'ltr', false));
    await emulateMedia({ colorScheme: 'dark' });
    const forcedLight = linkColor(await page('light', 'ltr', true, 'dark'));
    const dark = linkColor(await page('dark', 'ltr', false, 'light dark'));
    expect(forcedDark).to.equal(dark);
    expect(forcedLight).to.equal(light);
    expect(dark).to.not.equal(light);
  });

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`chevrons are drawn, not characters (no font to fall back on), and point the way in ${dir}`, async () => {
      const root = await page('light', dir, false);
      const [tabs, switcher, , , nav] = elements(root);
      const chevrons = [tabs, switcher, nav].flatMap((el) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="chevron"]')]);
      expect(chevrons.length).to.be.above(3);
      for (const c of chevrons) {
        expect(c.textContent).to.equal('');
        const box = c.getBoundingClientRect();
        expect(box.width * box.height).to.be.above(0);
      }
      // A closed group's points to the inline end, an open one's down; a menu's and a switcher's down.
      const toggle = (open: boolean) => [...nav.shadowRoot!.querySelectorAll(`[aria-expanded="${open}"]`)].map((b) => b.querySelector<HTMLElement>('[part~="chevron"]')).find(Boolean)!;
      expect(getComputedStyle(toggle(false)).transform).to.equal(dir === 'rtl' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
      expect(getComputedStyle(toggle(true)).transform).to.equal('matrix(0, 1, -1, 0, 0, 0)');
      for (const el of [tabs, switcher]) expect(getComputedStyle($(el, '[part~="chevron"]')).rotate).to.equal('90deg');
    });
  }

  describe('forced colours (Windows contrast themes)', () => {
    afterEach(() => executeServerCommand('emulate-forced-colors', { active: false }));

    it('keeps a mark on the current page, tab and menu item, where backgrounds and colours are gone', async () => {
      await executeServerCommand('emulate-forced-colors', { active: true });
      expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
      const root = await page('light', 'ltr', false);
      const nav = root.querySelector('docs-nav')!;
      const current = $(nav, 'a[aria-current="page"]');
      const other = $(nav, 'a.item:not([aria-current])');
      expect(getComputedStyle(current).outlineStyle).to.equal('solid');
      expect(getComputedStyle(other).outlineStyle).to.equal('none');
      // Only the current tab is underlined (the others' border takes the page's colour).
      const tabs = root.querySelector<Settled>('docs-tabs')!;
      const active = $(tabs, '.tab.active');
      const inactive = $(tabs, 'a.tab:not(.active)');
      const probe = document.body.appendChild(document.createElement('div'));
      probe.style.color = 'Canvas';
      const canvas = getComputedStyle(probe).color;
      probe.remove();
      // A chevron stays a triangle (a border in the colour of its text between transparent ones,
      // where forced colours would paint every border) and keeps its colour.
      const chevron = getComputedStyle($(nav, '[part~="chevron"]'));
      expect(chevron.borderLeftColor).to.equal(chevron.color);
      expect(chevron.borderLeftColor).to.not.equal(canvas);
      expect([chevron.borderTopColor, chevron.borderBottomColor]).to.deep.equal(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
      expect(getComputedStyle(inactive).borderBlockEndColor).to.equal(canvas);
      expect(getComputedStyle(active).borderBlockEndColor).to.not.equal(canvas);
      // The current item of a tab menu.
      const menuTabs = await fixture<Settled>(html`<docs-tabs src=${VERSIONED} current-path="/v2/api/rest/teams"></docs-tabs>`);
      await settled(menuTabs, VERSIONED);
      $(menuTabs, 'button[aria-haspopup="menu"]').click();
      await menuTabs.updateComplete;
      expect(getComputedStyle($(menuTabs, '.menu-item.active')).outlineStyle).to.equal('solid');
    });
  });
});
