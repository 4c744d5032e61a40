import { expect, fixture, html } from '@open-wc/testing';
import fc from 'fast-check';
import '../../src/index.js';
import type { DocsNavElement } from '../../src/elements/base.js';
import { NavStore } from '../../src/elements/store.js';
import { isGroup, pageLabel } from '../../src/elements/parts.js';
import { jsonUrl } from '../helpers/elements.js';

/**
 * The elements render whatever the resolver returns: random configs (from the format, with
 * junk and hostile links mixed in) never leave an element blank or throwing; no config string
 * becomes HTML; the sidebar shows every page its section lists, each titled; no link is unsafe,
 * and every link the browser would take to another origin is marked and opens in a new tab.
 */
const junk = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), fc.constant('<img src=x onerror=alert(1)>'), fc.constant([]), fc.constant({}));
const label = fc.oneof({ weight: 5, arbitrary: fc.string({ minLength: 1, maxLength: 8 }) }, { weight: 1, arbitrary: fc.constant('<b>x</b>') }, { weight: 1, arbitrary: junk });
/** Links that leave the site however they are written, and links that must never be links. */
const offsite = fc.constantFrom('https://evil.test/x', '//evil.test/x', '/\\evil.test/x', 'https:evil.test', 'mailto:a@b.test', 'javascript:alert(1)', 'data:text/html,x', ' javascript:alert(1)');
/** Page objects of a precomputed navigation (`docs-nav resolve` output), passed through as they are: hostile hrefs reach the elements. */
const resolvedPage = fc.record({ title: fc.string({ minLength: 1, maxLength: 8 }), href: fc.oneof(offsite, fc.constant('/ok')) });
const page = fc.oneof({ weight: 8, arbitrary: fc.stringMatching(/^[a-z][a-z0-9/-]{0,10}$/) }, { weight: 1, arbitrary: offsite }, { weight: 1, arbitrary: resolvedPage }, { weight: 1, arbitrary: junk });
/** Mostly shown: a division or group hidden now and then. */
const hidden = fc.option(fc.constantFrom(true, false, false, false), { nil: undefined, freq: 2 });
const group = fc.letrec((tie) => ({
  group: fc.record(
    { group: label, pages: fc.array(fc.oneof({ weight: 3, arbitrary: page }, { weight: 1, arbitrary: tie('group') }), { maxLength: 4 }), root: fc.option(page, { nil: undefined }), expanded: fc.option(fc.boolean(), { nil: undefined }), hidden, tag: fc.option(label, { nil: undefined }) },
    { requiredKeys: ['group', 'pages'] },
  ),
})).group;
const division = (kind: string, inner: fc.Arbitrary<Record<string, unknown>>) =>
  fc.record({ [kind]: kind === 'language' ? fc.constantFrom('en', 'fr', 'ar', 'he') : label, content: inner, href: fc.option(fc.oneof(fc.constantFrom('https://x.test', '/p'), offsite), { nil: undefined }), hidden }).map(({ content, ...rest }) => ({ ...rest, ...content }));
const leaf = fc.oneof(fc.record({ groups: fc.array(group, { maxLength: 3 }) }), fc.record({ pages: fc.array(page, { maxLength: 4 }) }));
const tabs = fc.array(division('tab', fc.oneof(leaf, fc.record({ menu: fc.array(division('item', leaf), { maxLength: 2 }) }))), { maxLength: 3 });
const navigation = fc.oneof(
  fc.record({ tabs }),
  fc.record({ versions: fc.array(division('version', fc.record({ tabs })), { maxLength: 3 }) }),
  fc.record({ languages: fc.array(division('language', fc.oneof(leaf, fc.record({ tabs }))), { maxLength: 3 }) }),
  fc.record({ products: fc.array(division('product', fc.record({ dropdowns: fc.array(division('dropdown', leaf), { maxLength: 2 }) })), { maxLength: 2 }) }),
  fc.record({ anchors: fc.array(division('anchor', leaf), { maxLength: 3 }) }),
  leaf,
);

describe('elements render whatever the resolver returns', () => {
  it('random configs: every element renders, nothing throws, no config string becomes HTML, every page is shown, no link misleads', async () => {
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent | PromiseRejectionEvent) => errors.push('reason' in e ? e.reason : e.error);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    const warn = console.warn;
    console.warn = () => {};
    try {
      await fc.assert(
        fc.asyncProperty(navigation, fc.constantFrom("/", "/a", "/no/such"), async (config, path) => {
          const src = jsonUrl({ navigation: config });
          const wrap = await fixture(html`<div>
            <docs-tabs src=${src} current-path=${path}></docs-tabs>
            <docs-switcher src=${src} current-path=${path} type="version"></docs-switcher>
            <docs-switcher src=${src} current-path=${path} type="language"></docs-switcher>
            <docs-banner src=${src} current-path=${path}></docs-banner>
            <docs-nav src=${src} current-path=${path}></docs-nav>
            <docs-breadcrumbs src=${src} current-path=${path}></docs-breadcrumbs>
          </div>`);
          const els = [...wrap.children] as DocsNavElement[];
          const nav = els.find((e) => e.localName === 'docs-nav')!;
          for (let i = 0; i < 100 && !nav.shadowRoot!.querySelector('[part~="groups"], [part="empty"], [role="alert"]'); i++) await new Promise((r) => setTimeout(r, 5));
          await Promise.all(els.map((e) => e.updateComplete));
          expect(nav.shadowRoot!.querySelector('[part~="groups"], [part="empty"]'), 'the sidebar shows pages or says it has none').to.exist;
          for (const el of els) {
            expect(el.shadowRoot!.querySelector('img, b, script'), `${el.localName} made HTML of config text`).to.equal(null);
            // An unsafe URL leaves its item without an href: not a link.
            for (const a of el.shadowRoot!.querySelectorAll('a[href]') as NodeListOf<HTMLAnchorElement>) {
              const where = `${el.localName} ${a.getAttribute('href')}`;
              expect(['http:', 'https:', 'mailto:'], where).to.include(a.protocol);
              // Read as the browser reads it: off-site means marked, a new tab, no opener.
              if (a.origin !== location.origin) {
                expect(a.getAttribute('target'), where).to.equal('_blank');
                expect(a.getAttribute('rel'), where).to.equal('noopener noreferrer');
                expect(a.querySelector('[part=external]'), where).to.exist;
                expect(a.hasAttribute('aria-current'), where).to.equal(false);
              }
            }
          }
          // The sidebar lists every page its section shows at the top level and in its top-level
          // groups (always open), with its title; nothing else.
          const view = NavStore.for(src).data?.scoper.view(path);
          if (view) {
            const expected = new Map<string, string>();
            const add = (p: { href?: unknown; title?: unknown; sidebarTitle?: unknown } | undefined) => {
              if (p && typeof p.href === 'string' && /^\//.test(p.href) && !/^\/[/\\]/.test(p.href)) expected.set(p.href, pageLabel(p as { href: string }));
            };
            for (const e of view.sidebar) {
              if (!isGroup(e)) add(e);
              else {
                // A group's root page is the link of its heading, which says the group's name
                // (or the page's title when the name is blank).
                add(e.root && { href: e.root.href, title: e.group.trim() ? e.group : pageLabel(e.root, false) });
                for (const inner of e.pages) if (!isGroup(inner)) add(inner);
              }
            }
            const shown = new Map([...nav.shadowRoot!.querySelectorAll('a')].map((a) => [a.getAttribute('href')!, a.textContent!.trim()]));
            for (const [href, title] of expected) {
              expect(shown.has(href), `the sidebar shows ${href}`).to.equal(true);
              expect(shown.get(href), `the link to ${href} says its title`).to.contain(title.trim());
              expect(shown.get(href), `the link to ${href} has text`).to.not.equal('');
            }
          }
          URL.revokeObjectURL(src);
        }),
        { numRuns: 150, seed: 1 },
      );
    } finally {
      console.warn = warn;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    }
    expect(errors).to.deep.equal([]);
  });
});
