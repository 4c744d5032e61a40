import { waitUntil } from '@open-wc/testing';
import { NavStore } from '../../src/elements/store.js';

/**
 * Waits until a docs-nav element has rendered a loaded navigation (or an error). (Its status, not
 * the skeleton: a skeleton shows only once the element has waited a moment.)
 */
export async function loaded(el: HTMLElement & { updateComplete: Promise<boolean> }): Promise<void> {
  await waitUntil(() => el.getAttribute('status') !== 'loading' && el.shadowRoot?.querySelector('[part~="skeleton"]') === null && (el.shadowRoot?.querySelector('nav') || el.shadowRoot?.querySelector('[role=alert]')), 'navigation never loaded', { timeout: 5000 });
  await el.updateComplete;
}

export function $(el: Element, selector: string): HTMLElement {
  const found = el.shadowRoot!.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`no ${selector} in ${el.localName}`);
  return found;
}

export function $$(el: Element, selector: string): HTMLElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
}

/** Visible link texts of a shadow root, in order. */
export function linkTexts(el: Element, selector = 'a'): string[] {
  return $$(el, selector).map((a) => a.textContent!.replace(/\s+/g, ' ').trim());
}

export const SIDEBAR = '/test/fixtures/sidebar/docs.json';

/** Serves an inline config as a blob URL: an object as its JSON, a string as it is. */
export function jsonUrl(value: unknown): string {
  return URL.createObjectURL(new Blob([typeof value === 'string' ? value : JSON.stringify(value)], { type: 'application/json' }));
}

/** Waits until the navigation at `src` is loaded (or failed) and `el` has rendered it: for elements that may render nothing. */
export async function settled(el: HTMLElement & { updateComplete: Promise<boolean> }, src: string): Promise<void> {
  const store = NavStore.for(src);
  await waitUntil(() => store.state.status === 'ready' || store.state.status === 'error', `${src} never loaded`, { timeout: 5000 });
  await el.updateComplete;
  await el.updateComplete;
}

export const VERSIONED = '/test/fixtures/versioned/docs.json';
export const TRANSLATED = '/test/fixtures/translated/docs.json';
export const PRODUCTS = '/test/fixtures/products/docs.json';

/** Whether an element is hidden as empty (`:state(empty)`, `display: none`). */
export function isEmpty(el: HTMLElement): boolean {
  return el.matches(':state(empty)') && getComputedStyle(el).display === 'none';
}
