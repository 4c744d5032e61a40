import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { DocsNavElement } from './base.js';
import { pageLabel } from './parts.js';
import { styles } from './docs-pager.styles.js';
import { pagerOf, type Pager, type PagerLink } from '../core/pager.js';
import { pageTarget } from '../core/titles.js';

declare global {
  interface HTMLElementTagNameMap {
    'docs-pager': DocsPager;
  }
}

/**
 * Previous and next page, for the end of a page: the pages before and after the one being read in
 * the order its sidebar lists them (its version, language, product and tab), group root pages
 * included, hidden pages and external links left out (and a page whose frontmatter `url` leads to
 * another site: its link goes there). Each link says its direction and the
 * page's title, and the group it is in when that is not the current page's group.
 *
 * @summary Links to the previous and next page.
 *
 * @fires {DocsNavigateEvent} docs-navigate - Before a navigation through one of its links (`reason: "pager"`). Cancelable: cancel it to route yourself.
 * @fires {DocsErrorEvent} docs-error - When the navigation of the element's own `src` cannot be loaded or reloaded. `detail: {src, message, diagnostics, kept}` (`kept`: the last good navigation is still shown).
 * @attr {'loading' | 'ready' | 'error'} status - Set by the element, for the host page's CSS and scripts: the state of its navigation (none before there is one to load).
 *
 * @csspart nav - The `<nav>` landmark.
 * @csspart previous - The link to the previous page.
 * @csspart next - The link to the next page.
 * @csspart label - The direction word of a link ("Previous", "Next"); also `previous-label`, `next-label`.
 * @csspart title - The page title of a link; also `previous-title`, `next-title`.
 * @csspart group - The group of the linked page, when it is not the current page's.
 * @csspart skeleton - The placeholder shown while loading, once it has taken 100 ms (a faster load shows none).
 * @csspart error - The error message (`role="alert"`), with a retry button.
 *
 * @cssprop --docs-nav-color - Text colour.
 * @cssprop --docs-nav-muted-color - The direction words and groups.
 * @cssprop --docs-nav-accent-color - The page titles, and the border of a hovered link.
 * @cssprop --docs-nav-border-color - The links' borders.
 * @cssprop --docs-nav-focus-color - Focus ring.
 * @cssprop --docs-nav-font-family - Font.
 * @cssprop --docs-nav-font-size - Base font size.
 * @cssprop --docs-nav-radius - Corner radius of the links.
 */
export class DocsPager extends DocsNavElement {
  static override properties = {
    label: {},
  };

  /** Accessible name of the `<nav>` landmark (by default the element's word for it, in the reader's language). */
  declare label: string | undefined;

  static override styles = styles;

  /** The links of this update: computed once, for setEmpty and render. */
  #pager: Pager = {};

  constructor() {
    super();
  }

  /** The pages before and after the current one; none outside the docs or before the navigation is loaded. */
  pager(): Pager {
    const view = this.view;
    if (!view?.page || !view.visible || !this.inDocs) return {};
    return pagerOf(view, view.page.href);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.#pager = this.pager();
    this.setEmpty(this.data ? !this.#pager.previous && !this.#pager.next : this.storeState.status === 'idle');
  }

  override render(): TemplateResult | typeof nothing {
    if (!this.data) return this.renderPending(2);
    const { previous, next } = this.#pager;
    if (!previous && !next) return nothing;
    return html`<nav part="nav" aria-label=${this.label ?? this.t.pager} dir=${this.dirOf(this.view?.language)}>
      ${this.#renderLink(previous, 'previous')} ${this.#renderLink(next, 'next')}
    </nav>`;
  }

  #renderLink(link: PagerLink | undefined, direction: 'previous' | 'next'): TemplateResult | typeof nothing {
    if (!link) return nothing;
    const { page, group } = link;
    // Where the page's entry leads (its frontmatter `url`, else itself), as the sidebar links it.
    const href = pageTarget(page);
    const url = this.url(href);
    if (url === undefined) return nothing;
    const word = direction === 'previous' ? this.t.previous : this.t.next;
    const arrow = direction === 'previous' ? '←' : '→';
    const title = pageLabel(page);
    const onClick = (e: MouseEvent) => this.onLinkClick(e, { href, title: page.title, reason: 'pager', page });
    return html`<a part=${direction} class=${direction} href=${url} rel=${direction === 'previous' ? 'prev' : 'next'} @click=${onClick}>
      <span part=${`label ${direction}-label`} class="label">${direction === 'previous' ? html`<span class="arrow" aria-hidden="true">${arrow}</span> ${word}` : html`${word} <span class="arrow" aria-hidden="true">${arrow}</span>`}</span>
      <span part=${`title ${direction}-title`} class="title">${title}</span>
      ${group ? html`<span part="group" class="group">${group}</span>` : nothing}
    </a>`;
  }
}

// Not twice: a page may load the bundle twice (a script tag and an app's import).
if (!customElements.get('docs-pager')) customElements.define('docs-pager', DocsPager);
