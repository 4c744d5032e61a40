import { expect, fixture, html } from '@open-wc/testing';
import fc from 'fast-check';
import '../../src/index.js';
import type { DocsNavElement } from '../../src/elements/base.js';
import { jsonUrl } from '../helpers/elements.js';

/**
 * The elements render whatever the resolver returns: random configs (from the format, with
 * junk mixed in) never leave an element blank or throwing, and no config string becomes HTML.
 */
const junk = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), fc.constant('<img src=x onerror=alert(1)>'), fc.constant([]), fc.constant({}));
const label = fc.oneof({ weight: 5, arbitrary: fc.string({ minLength: 1, maxLength: 8 }) }, { weight: 1, arbitrary: fc.constant('<b>x</b>') }, { weight: 1, arbitrary: junk });
const page = fc.oneof({ weight: 5, arbitrary: fc.stringMatching(/^[a-z][a-z0-9/-]{0,10}$/) }, { weight: 1, arbitrary: junk });
const group = fc.letrec((tie) => ({
  group: fc.record(
    { group: label, pages: fc.array(fc.oneof({ weight: 3, arbitrary: page }, { weight: 1, arbitrary: tie('group') }), { maxLength: 4 }), root: fc.option(page, { nil: undefined }), expanded: fc.option(fc.boolean(), { nil: undefined }), hidden: fc.option(fc.boolean(), { nil: undefined }), tag: fc.option(label, { nil: undefined }) },
    { requiredKeys: ['group', 'pages'] },
  ),
})).group;
const division = (kind: string, inner: fc.Arbitrary<Record<string, unknown>>) =>
  fc.record({ [kind]: kind === 'language' ? fc.constantFrom('en', 'fr', 'ar', 'he') : label, content: inner, href: fc.option(fc.constantFrom('https://x.test', 'javascript:alert(1)', '/p'), { nil: undefined }), hidden: fc.option(fc.boolean(), { nil: undefined }) }).map(({ content, ...rest }) => ({ ...rest, ...content }));
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
  it('random configs: every element renders, nothing throws, no config string becomes HTML', async () => {
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
            expect(el.shadowRoot!.innerHTML).not.to.contain('javascript:');
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
