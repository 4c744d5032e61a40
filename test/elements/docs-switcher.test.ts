import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { nothing } from 'lit';
import '../../src/elements/docs-switcher.js';
import '../../src/elements/docs-breadcrumbs.js';
import '../../src/elements/docs-nav.js';
import type { DocsSwitcher, DocsSwitchDetail } from '../../src/elements/docs-switcher.js';
import type { DocsBreadcrumbs } from '../../src/elements/docs-breadcrumbs.js';
import type { DocsNavigateEvent } from '../../src/elements/base.js';
import { $, $$, PRODUCTS, TRANSLATED, VERSIONED, isEmpty, jsonUrl, settled } from '../helpers/elements.js';

type Golden = Record<string, { version?: string; language?: string; versionTargets?: Record<string, string>; languageTargets?: Record<string, string>; breadcrumbs?: string[] }>;

async function switcher(type: string, path: string, src = VERSIONED, extra = ''): Promise<DocsSwitcher> {
  const el = await fixture<DocsSwitcher>(html`<docs-switcher type=${type} src=${src} current-path=${path} label=${extra || nothing}></docs-switcher>`);
  await settled(el, src);
  return el;
}

const select = (el: DocsSwitcher): HTMLSelectElement => $(el, 'select') as HTMLSelectElement;
const optionTexts = (el: DocsSwitcher): string[] => [...select(el).options].map((o) => o.textContent!);
const selected = (el: DocsSwitcher): string => select(el).selectedOptions[0]!.textContent!;

/** Chooses the option with that text as the reader would (a change of the select); returns the docs-navigate it fires (cancelled). */
async function choose(el: DocsSwitcher, text: string): Promise<DocsNavigateEvent> {
  const s = select(el);
  const index = [...s.options].findIndex((o) => o.textContent!.startsWith(text));
  expect(index, `no option ${text}`).to.be.at.least(0);
  el.addEventListener('docs-navigate', (e) => e.preventDefault(), { once: true });
  setTimeout(() => {
    s.selectedIndex = index;
    s.dispatchEvent(new Event('change', { bubbles: true }));
  });
  return (await oneEvent(el, 'docs-navigate')) as DocsNavigateEvent;
}

async function golden(src: string): Promise<Golden> {
  return (await (await fetch(src.replace('docs.json', 'golden-scope.json'))).json()) as Golden;
}

beforeEach(() => localStorage.clear());

describe('<docs-switcher type="version">', () => {
  it('is a select named "Version" showing the current version, tags and the default marked, hidden ones left out', async () => {
    const el = await switcher('version', '/v2/deploy/vercel');
    expect(select(el).getAttribute('aria-label')).to.equal('Version');
    expect(optionTexts(el)).to.deep.equal(['2.0.0 (Latest) · default', '1.0.0 (Legacy)']);
    expect(selected(el)).to.equal('2.0.0 (Latest) · default');
    expect($(el, '[part="face"]').textContent!.replace(/\s+/g, '')).to.equal('2.0.0Latest');
    expect($(el, '[part="tag"]').textContent).to.equal('Latest');
    const v1 = await switcher('version', '/v1/quickstart');
    expect(selected(v1)).to.equal('1.0.0 (Legacy)');
  });

  it('offers a hidden version when it is the current one', async () => {
    const el = await switcher('version', '/v0/index');
    expect(optionTexts(el)).to.deep.equal(['2.0.0 (Latest) · default', '1.0.0 (Legacy)', '0.9.0']);
    expect(selected(el)).to.equal('0.9.0');
  });

  it('leads from every page where the reference build leads (golden scope.json)', async () => {
    const expected = await golden(VERSIONED);
    for (const [path, scope] of Object.entries(expected)) {
      const el = await switcher('version', path);
      for (const text of optionTexts(el)) {
        const version = text.split(' ')[0]!;
        if (version === scope.version) continue;
        const ev = await choose(el, text);
        expect(ev.detail.href, `${path} -> ${version}`).to.equal(scope.versionTargets![version]);
        expect(ev.detail.reason).to.equal('switch');
      }
    }
  });

  it('offers the global versions of navigation.global after the versions, as links', async () => {
    const src = jsonUrl({
      navigation: {
        versions: [
          { version: 'v2', default: true, pages: ['v2/intro'] },
          { version: 'v1', pages: ['v1/intro'] },
        ],
        global: { versions: [{ version: 'v0', href: 'https://v0.example.com' }] },
      },
    });
    const el = await switcher('version', '/v1/intro', src);
    expect(optionTexts(el)).to.deep.equal(['v2 · default', 'v1', 'v0 ↗']);
    expect(selected(el)).to.equal('v1');
    const ev = await choose(el, 'v0');
    expect(ev.detail).to.include({ href: 'https://v0.example.com', reason: 'switch' });
  });

  it('fires docs-switch then a cancelable docs-navigate; cancelled, it shows the current version again', async () => {
    const el = await switcher('version', '/v2/deploy/advanced/cache');
    const switches: DocsSwitchDetail[] = [];
    el.addEventListener('docs-switch', (e) => switches.push(e.detail));
    const before = location.href;
    const ev = await choose(el, '1.0.0');
    expect(ev.detail).to.include({ href: '/v1/deploy/heroku', url: '/v1/deploy/heroku', title: '1.0.0', reason: 'switch' });
    expect(ev.cancelable && ev.bubbles && ev.composed).to.equal(true);
    expect(switches).to.deep.equal([{ type: 'version', value: '1.0.0', label: '1.0.0', href: '/v1/deploy/heroku', auto: false }]);
    await el.updateComplete;
    expect(location.href).to.equal(before);
    expect(selected(el)).to.equal('2.0.0 (Latest) · default');
  });

  it('works from the keyboard', async () => {
    const el = await switcher('version', '/v2/quickstart');
    let href = '';
    el.addEventListener('docs-navigate', (e) => {
      href = e.detail.href;
      e.preventDefault();
    });
    select(el).focus();
    expect(el.shadowRoot!.activeElement).to.equal(select(el));
    await sendKeys({ press: 'ArrowDown' });
    expect(href).to.equal('/v1/quickstart');
  });

  it('with router="history" switches in place, and other elements with the same src follow', async () => {
    const start = location.pathname;
    history.pushState(null, '', '/v2/deploy/vercel');
    const wrap = await fixture(html`<div>
      <docs-switcher type="version" src=${VERSIONED} router="history"></docs-switcher>
      <docs-breadcrumbs src=${VERSIONED}></docs-breadcrumbs>
    </div>`);
    const el = wrap.querySelector('docs-switcher')!;
    const crumbs = wrap.querySelector('docs-breadcrumbs') as DocsBreadcrumbs;
    await settled(el, VERSIONED);
    await crumbs.updateComplete;
    expect(crumbs.crumbs().map((c) => c.label)).to.deep.equal(['Guides', 'Deploy', 'Vercel']);
    const s = select(el);
    s.selectedIndex = 1;
    s.dispatchEvent(new Event('change', { bubbles: true }));
    await el.updateComplete;
    await crumbs.updateComplete;
    expect(location.pathname).to.equal('/v1/deploy/vercel');
    expect(selected(el)).to.equal('1.0.0 (Legacy)');
    expect($(crumbs, '[aria-current="page"]').getAttribute('href')).to.equal('/v1/deploy/vercel');
    history.pushState(null, '', start);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

  it('takes an accessible name from label', async () => {
    const el = await switcher('version', '/v2/index', VERSIONED, 'SDK version');
    expect(select(el).getAttribute('aria-label')).to.equal('SDK version');
  });

  it('is accessible', async () => {
    await expect(await switcher('version', '/v2/index')).to.be.accessible();
  });
});

describe('<docs-switcher type="language">', () => {
  it('names languages in their own language, right to left where they are written so', async () => {
    const el = await switcher('language', '/fr/setup', TRANSLATED);
    // Its name in the language of the page being read (French here).
    expect(select(el).getAttribute('aria-label')).to.equal('Langue');
    expect(optionTexts(el)).to.deep.equal(['English', 'Français', 'العربية', '简体中文', '繁體中文']);
    expect(selected(el)).to.equal('Français');
    const options = [...select(el).options];
    expect(options.map((o) => o.lang)).to.deep.equal(['en', 'fr', 'ar', 'zh-Hans', 'zh-Hant']);
    expect(options.map((o) => o.dir)).to.deep.equal(['ltr', 'ltr', 'rtl', 'ltr', 'ltr']);
    expect($(el, '[part="face"] [lang]').getAttribute('lang')).to.equal('fr');
    const ar = await switcher('language', '/ar/index', TRANSLATED);
    expect($(ar, '[part="face"] [lang]').getAttribute('dir')).to.equal('rtl');
  });

  it('maps Mintlify codes to language tags (cn, zh, jp, ua, he, pt-BR)', async () => {
    const langs = ['cn', 'zh', 'jp', 'ua', 'he', 'pt-BR'];
    const src = jsonUrl({ navigation: { languages: langs.map((language) => ({ language, pages: [`${language}/index`] })) } });
    const el = await switcher('language', '/cn/index', src);
    expect(optionTexts(el)).to.deep.equal(['简体中文', '简体中文', '日本語', 'Українська', 'עברית', 'Português (Brasil)']);
    expect([...select(el).options].map((o) => o.lang)).to.deep.equal(['zh-Hans', 'zh-Hans', 'ja', 'uk', 'he', 'pt-BR']);
    expect([...select(el).options][4]!.dir).to.equal('rtl');
  });

  it('offers a hidden language only when current', async () => {
    expect(optionTexts(await switcher('language', '/en/index', TRANSLATED))).not.to.include('日本語');
    const jp = await switcher('language', '/jp/setup', TRANSLATED);
    expect(selected(jp)).to.equal('日本語');
  });

  it('leads from every page where the reference build leads (golden scope.json)', async () => {
    const expected = await golden(TRANSLATED);
    for (const [path, scope] of Object.entries(expected)) {
      const el = await switcher('language', path, TRANSLATED);
      const codes = [...select(el).options].map((o) => o.lang);
      const original = ['en', 'fr', 'ar', 'cn', 'zh-Hant', 'jp'];
      for (const [i, text] of optionTexts(el).entries()) {
        const code = original[['en', 'fr', 'ar', 'zh-Hans', 'zh-Hant', 'ja'].indexOf(codes[i]!)]!;
        if (code === scope.language) continue;
        const ev = await choose(el, text);
        expect(ev.detail.href, `${path} -> ${code}`).to.equal(scope.languageTargets![code]);
      }
    }
  });

  it("remembers the reader's choice per src", async () => {
    const el = await switcher('language', '/en/setup', TRANSLATED);
    const switched = oneEvent(el, 'docs-switch');
    const ev = await choose(el, 'Français');
    expect(ev.detail.href).to.equal('/fr/setup');
    expect((await switched).detail).to.deep.include({ type: 'language', value: 'fr', label: 'Français' });
    expect(localStorage.getItem(`docs-nav:language:${new URL(TRANSLATED, location.href).href}`)).to.equal('fr');
  });

  describe('auto-language', () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'languages');
    const prefer = (langs: string[]): void => {
      Object.defineProperty(navigator, 'languages', { configurable: true, get: () => langs });
    };
    afterEach(() => {
      if (original) Object.defineProperty(navigator, 'languages', original);
      else delete (navigator as { languages?: unknown }).languages;
    });

    /** A fresh src (auto-language acts once per navigation and page load). */
    async function freshSrc(): Promise<string> {
      return jsonUrl(await (await fetch(TRANSLATED)).json());
    }

    async function auto(path: string, src: string): Promise<{ el: DocsSwitcher; events: string[] }> {
      const events: string[] = [];
      const listener = (e: DocsNavigateEvent): void => {
        events.push(`${e.detail.reason} ${e.detail.href}`);
        e.preventDefault();
      };
      document.addEventListener('docs-navigate', listener);
      try {
        const el = await fixture<DocsSwitcher>(html`<docs-switcher type="language" auto-language src=${src} current-path=${path}></docs-switcher>`);
        await settled(el, src);
        await el.updateComplete;
        return { el, events };
      } finally {
        document.removeEventListener('docs-navigate', listener);
      }
    }

    it('on a first visit, goes to the best match of the browser languages, and only once', async () => {
      prefer(['de-DE', 'fr-CA', 'en']);
      const src = await freshSrc();
      const switched: DocsSwitchDetail[] = [];
      document.addEventListener('docs-switch', (e) => switched.push(e.detail), { once: true });
      const { events } = await auto('/en/setup', src);
      expect(events).to.deep.equal(['switch /fr/setup']);
      expect(switched[0]).to.deep.include({ value: 'fr', auto: true });
      expect(localStorage.getItem(`docs-nav:language:${src}`)).to.equal('fr');
      // Never again: not for a second switcher, nor on the next page load (a choice is made).
      expect((await auto('/en/setup', src)).events).to.deep.equal([]);
    });

    it('never goes to a global language (a link out of these docs) on its own', async () => {
      prefer(['de-DE', 'fr']);
      const config = await (await fetch(TRANSLATED)).json();
      config.navigation.global = { ...config.navigation.global, languages: [{ language: 'de', href: 'https://de.example.com' }] };
      const { el, events } = await auto('/en/setup', jsonUrl(config));
      expect(events).to.deep.equal(['switch /fr/setup']);
      expect(optionTexts(el)).to.include('Deutsch ↗');
    });

    it('matches by language and script (zh-TW -> zh-Hant), and does nothing when the page is already in it', async () => {
      prefer(['zh-TW']);
      expect((await auto('/en/index', await freshSrc())).events).to.deep.equal(['switch /zh-Hant/index']);
      prefer(['fr']);
      const src = await freshSrc();
      expect((await auto('/fr/setup', src)).events).to.deep.equal([]);
    });

    it("never overrides the reader's choice, and stays put without the attribute or a match", async () => {
      prefer(['fr']);
      const src = await freshSrc();
      localStorage.setItem(`docs-nav:language:${src}`, 'en');
      expect((await auto('/en/setup', src)).events).to.deep.equal([]);
      prefer(['de', 'it']);
      expect((await auto('/en/setup', await freshSrc())).events).to.deep.equal([]);
      prefer(['fr']);
      const plain = await fixture<DocsSwitcher>(html`<docs-switcher type="language" src=${await freshSrc()} current-path="/en/setup"></docs-switcher>`);
      let fired = false;
      plain.addEventListener('docs-navigate', () => (fired = true));
      await settled(plain, plain.src!);
      expect(fired).to.equal(false);
    });
  });

  it('is accessible', async () => {
    await expect(await switcher('language', '/ar/setup', TRANSLATED)).to.be.accessible();
  });
});

describe('<docs-switcher type="product|dropdown|anchor">', () => {
  it('products: name over product, icon and description; hidden ones left out; config text stays text', async () => {
    const el = await switcher('product', '/api/users', PRODUCTS);
    expect(select(el).getAttribute('aria-label')).to.equal('Product');
    expect(optionTexts(el)).to.deep.equal(['API platform — Build on our REST API', 'Cloud — Hosted <b>service</b>']);
    expect($(el, '[part="face"] [part="icon"]').dataset.icon).to.equal('server');
    expect($(el, '[part="description"]').textContent).to.equal('Build on our REST API');
    expect(el.shadowRoot!.querySelector('b')).to.equal(null);
    const ev = await choose(el, 'Cloud');
    expect(ev.detail.href).to.equal('/cloud/console/start');
  });

  it('dropdowns and anchors of the current section', async () => {
    const dd = await switcher('dropdown', '/api/recipes/paging', PRODUCTS);
    expect(select(dd).getAttribute('aria-label')).to.equal('Section');
    expect(optionTexts(dd)).to.deep.equal(['Reference — Every endpoint', 'Recipes', 'Status page ↗']);
    expect(selected(dd)).to.equal('Recipes');
    expect((await choose(dd, 'Reference')).detail.href).to.equal('/api/users');
    expect((await choose(dd, 'Status page')).detail.url).to.equal('https://status.example.com');
    const anchors = await switcher('anchor', '/cloud/cli/install', PRODUCTS);
    expect(optionTexts(anchors)).to.deep.equal(['Console', 'CLI']);
    expect((await choose(anchors, 'Console')).detail.href).to.equal('/cloud/console/start');
  });

  it('renders nothing when the scope has none of its kind, or only one', async () => {
    const none = await switcher('language', '/v2/index');
    expect(isEmpty(none)).to.equal(true);
    expect(none.shadowRoot!.querySelector('select')).to.equal(null);
    const src = jsonUrl({ navigation: { versions: [{ version: '1.0.0', pages: ['a'] }, { version: '0.1.0', hidden: true, pages: ['b'] }] } });
    const one = await switcher('version', '/a', src);
    expect(isEmpty(one)).to.equal(true);
    expect(one.getBoundingClientRect().width).to.equal(0);
    expect(isEmpty(await switcher('version', '/v2/index'))).to.equal(false);
  });

  it('is accessible', async () => {
    await expect(await switcher('product', '/cloud/cli/install', PRODUCTS)).to.be.accessible();
  });
});

describe('<docs-switcher>: what the select shows after a choice', () => {
  it('routed in place: the new version, even when the list lost the hidden one it came from', async () => {
    // 1.0 is hidden: offered only while current, between 2.0 and 0.9.
    const src = jsonUrl({ navigation: { versions: [{ version: '2.0', pages: ['v2/a'] }, { version: '1.0', hidden: true, pages: ['v1/a'] }, { version: '0.9', pages: ['v0/a'] }] } });
    const start = location.pathname;
    history.pushState(null, '', '/v1/a');
    try {
      const el = await fixture<DocsSwitcher>(html`<docs-switcher type="version" src=${src} router="history"></docs-switcher>`);
      await settled(el, src);
      expect(optionTexts(el)).to.deep.equal(['2.0', '1.0', '0.9']);
      expect(selected(el)).to.equal('1.0');
      const s = select(el);
      s.selectedIndex = 2;
      s.dispatchEvent(new Event('change', { bubbles: true }));
      await el.updateComplete;
      expect(location.pathname).to.equal('/v0/a');
      expect(optionTexts(el)).to.deep.equal(['2.0', '0.9']);
      expect(selected(el)).to.equal('0.9');
      // And back, cancelled: the select shows 0.9 again.
      await choose(el, '2.0');
      await el.updateComplete;
      expect(selected(el)).to.equal('0.9');
    } finally {
      history.pushState(null, '', start);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }
  });
});

describe('<docs-switcher>: visible focus', () => {
  it('draws a focus ring around the control when the select has keyboard focus', async () => {
    const el = await switcher('version', '/v2/index');
    select(el).focus();
    await sendKeys({ press: 'Shift' });
    expect(getComputedStyle($(el, '[part="control"]')).outlineStyle).to.equal('solid');
    expect($$(el, 'option')).to.have.length(2);
  });
});

describe('switchers and breadcrumbs added after the sidebar', () => {
  // A sidebar's first render computes no switch target nor breadcrumb (they are computed when an
  // element first asks): elements added later, on the same navigation, still get the reference's.
  it('lead where the reference build leads and show its breadcrumbs, the sidebar having rendered alone first', async () => {
    const expected = await golden(VERSIONED);
    for (const [i, [path, scope]] of Object.entries(expected).entries()) {
      // A navigation of its own (a URL no other test loaded): its first reader is the sidebar.
      const src = `${VERSIONED}?sidebar-first=${i}`;
      const host = await fixture<HTMLDivElement>(html`<div><docs-nav src=${src} current-path=${path}></docs-nav></div>`);
      await settled(host.querySelector('docs-nav')!, src);
      const later = document.createElement('div');
      later.innerHTML = `<docs-switcher type="version"></docs-switcher><docs-breadcrumbs mode="full"></docs-breadcrumbs>`;
      for (const el of later.children) Object.assign(el, { src, currentPath: path });
      host.append(...later.children);
      const el = host.querySelector('docs-switcher')!;
      const crumbs = host.querySelector('docs-breadcrumbs')!;
      await settled(el, src);
      await settled(crumbs, src);
      // (A group's root page has no reference breadcrumbs; the element shows its groups.)
      if (scope.breadcrumbs) expect(crumbs.crumbs().map((c) => c.label).slice(0, -1), path).to.deep.equal(scope.breadcrumbs);
      for (const text of optionTexts(el)) {
        const version = text.split(' ')[0]!;
        if (version === scope.version) continue;
        const ev = await choose(el, text);
        expect(ev.detail.href, `${path} -> ${version}`).to.equal(scope.versionTargets![version]);
      }
    }
  });
});
