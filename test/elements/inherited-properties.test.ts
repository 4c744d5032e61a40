import { expect } from '@open-wc/testing';
import { LitElement } from 'lit';
import { DocsNav } from '../../src/index.js';

/**
 * The elements list only their own properties: LitElement starts every subclass from the base class's
 * (`src`, `current-path`, `base`, `router`, `timeout`, `theme`), attributes and reflection included.
 */
describe('properties of the base class', () => {
  const tags = ['docs-nav', 'docs-tabs', 'docs-switcher', 'docs-breadcrumbs', 'docs-banner'];

  it('every element is a LitElement', () => {
    for (const tag of tags) expect(document.createElement(tag), tag).to.be.instanceOf(LitElement);
  });

  it('every element observes the attributes of the base class and of its own', () => {
    for (const tag of tags) {
      const attributes = (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes;
      expect(attributes, tag).to.include.members(['src', 'current-path', 'base', 'router', 'timeout', 'theme', 'label']);
    }
  });

  it('attributes set the properties of the base class, typed, and src and theme reflect', async () => {
    for (const tag of tags) {
      const el = document.createElement(tag) as HTMLElement & { currentPath?: string; timeout?: number; theme?: string; src?: string };
      el.setAttribute('current-path', '/guides/intro');
      el.setAttribute('timeout', '250');
      expect(el.currentPath, tag).to.equal('/guides/intro');
      expect(el.timeout, tag).to.equal(250);
      el.theme = 'dark';
      el.src = '/none/docs.json';
      document.body.append(el);
      await (el as unknown as { updateComplete: Promise<boolean> }).updateComplete;
      expect(el.getAttribute('theme'), tag).to.equal('dark');
      expect(el.getAttribute('src'), tag).to.equal('/none/docs.json');
      el.remove();
    }
  });
});

/**
 * The update cycle of the elements (LitElement's), as a host page or a framework relies on it.
 */
describe('the update cycle', () => {
  let n = 0;
  /** A new tag for a subclass of docs-nav, not yet defined. */
  const freshTag = () => `late-nav-${++n}`;

  it('a property set before the element is defined (a framework rendering first) wins over the default', async () => {
    const tag = freshTag();
    const el = document.createElement(tag) as DocsNav;
    el.label = 'Reference';
    el.drilldown = true;
    document.body.append(el);
    customElements.define(tag, class extends DocsNav {});
    await el.updateComplete;
    expect(el.label).to.equal('Reference');
    expect(el.drilldown).to.equal(true);
    expect(el.shadowRoot!.querySelector('nav')!.getAttribute('aria-label')).to.equal('Reference');
    el.remove();
  });

  it('Boolean attributes follow presence, and removing an attribute unsets its property', async () => {
    const el = document.createElement('docs-nav');
    el.setAttribute('drilldown', '');
    el.setAttribute('base', '/docs');
    expect(el.drilldown).to.equal(true);
    expect(el.base).to.equal('/docs');
    el.removeAttribute('drilldown');
    el.removeAttribute('base');
    expect(el.drilldown).to.equal(false);
    expect(el.base).to.equal(null);
  });

  it('changes made together make one update, after which updateComplete resolves with the DOM up to date', async () => {
    const tag = freshTag();
    let updates = 0;
    customElements.define(
      tag,
      class extends DocsNav {
        protected override updated(): void {
          super.updated();
          updates++;
        }
      },
    );
    const el = document.createElement(tag) as DocsNav;
    document.body.append(el);
    await el.updateComplete;
    updates = 0;
    el.label = 'One';
    el.label = 'Two';
    el.iconUrl = '/icons/{name}.svg';
    expect(el.isUpdatePending).to.equal(true);
    expect(await el.updateComplete).to.equal(true);
    expect(updates).to.equal(1);
    expect(el.shadowRoot!.querySelector('nav')!.getAttribute('aria-label')).to.equal('Two');
    el.remove();
  });

  it('a reflected property set to undefined removes its attribute', async () => {
    const el = document.createElement('docs-nav');
    el.theme = 'dark';
    document.body.append(el);
    await el.updateComplete;
    expect(el.getAttribute('theme')).to.equal('dark');
    el.theme = undefined;
    await el.updateComplete;
    expect(el.hasAttribute('theme')).to.equal(false);
    el.remove();
  });
});
