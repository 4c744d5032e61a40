import { expect } from '@open-wc/testing';
import '../../src/index.js';

/**
 * The elements list only their own properties: Lit starts every subclass from the base class's
 * (`src`, `current-path`, `base`, `router`, `timeout`, `theme`), attributes and reflection included.
 */
describe('properties of the base class', () => {
  const tags = ['docs-nav', 'docs-tabs', 'docs-switcher', 'docs-breadcrumbs', 'docs-banner'];

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
