import { waitUntil } from '@open-wc/testing';

/** Waits until a docs-nav element has rendered a loaded navigation (or an error). */
export async function loaded(el: HTMLElement & { updateComplete: Promise<boolean> }): Promise<void> {
  await waitUntil(() => el.shadowRoot?.querySelector('[part~="skeleton"]') === null && (el.shadowRoot?.querySelector('nav') || el.shadowRoot?.querySelector('[role=alert]')), 'navigation never loaded', { timeout: 5000 });
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
