import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { DocsNavElement } from './base.js';
import { asText, partOf, relOf, renderExternalMark, renderIcon, shown, targetOf } from './parts.js';
import { centerIn } from './viewport.js';
import { styles } from './docs-tabs.styles.js';
import type { DivisionOption } from '../core/scope.js';

declare global {
  interface HTMLElementTagNameMap {
    'docs-tabs': DocsTabs;
  }
}

/**
 * The top bar: the tabs of the current product, version and language, each a link to its first
 * page; a tab with a `menu` opens a menu of its items (WAI-ARIA menu button). Tabs that do not fit
 * scroll sideways, the current one scrolled into view; menus open in the top layer, never clipped.
 *
 * @summary The tabs of a docs.json navigation.
 *
 * @slot - Content at the end of the bar (switchers, a search button). Docs elements in it use the bar's navigation.
 *
 * @fires {DocsNavigateEvent} docs-navigate - Before every navigation the bar starts (`reason: "tab"`). Cancelable: cancel it to route yourself.
 * @fires {DocsErrorEvent} docs-error - When the navigation of the element's own `src` cannot be loaded or reloaded. `detail: {src, message, diagnostics, kept}` (`kept`: the last good navigation is still shown).
 * @attr {'loading' | 'ready' | 'error'} status - Set by the element, for the host page's CSS and scripts: the state of its navigation (none before there is one to load).
 *
 * @csspart nav - The `<nav>` landmark.
 * @csspart tabs - The scrolling list of tabs.
 * @csspart tab - A tab (a link, or the button of a tab with a menu); also `tab-active` on the current one.
 * @csspart chevron - The arrow of a tab with a menu.
 * @csspart menu - The menu of a tab (`role="menu"`).
 * @csspart menu-item - An item of a menu; also `menu-item-active` on the current one.
 * @csspart description - An item's description.
 * @csspart icon - An icon.
 * @csspart external - The mark of a link that leaves the docs.
 * @csspart skeleton - The placeholder shown while loading, once it has taken 100 ms (a faster load shows none).
 * @csspart error - The error message (`role="alert"`), with a retry button.
 *
 * @cssprop --docs-nav-color - Text colour of the current tab and of menus.
 * @cssprop --docs-nav-muted-color - Text colour of the other tabs and of descriptions.
 * @cssprop --docs-nav-accent-color - Underline of the current tab, current menu item.
 * @cssprop --docs-nav-hover-background - Background of a hovered or focused menu item.
 * @cssprop --docs-nav-border-color - Border of menus.
 * @cssprop --docs-nav-focus-color - Focus ring.
 * @cssprop --docs-nav-surface - Background of menus.
 * @cssprop --docs-nav-font-family - Font.
 * @cssprop --docs-nav-font-size - Base font size.
 * @cssprop --docs-nav-radius - Corner radius of menus and items.
 * @cssprop --docs-nav-tabs-gap - Space between tabs.
 */
export class DocsTabs extends DocsNavElement {
  static override properties = {
    label: {},
    iconUrl: { attribute: 'icon-url' },
  };

  /** Accessible name of the `<nav>` landmark (by default the element's word for it, in the reader's language). */
  declare label: string | undefined;
  /** Template of icon image URLs, `{name}` standing for the icon name (`/icons/{name}.svg`). */
  declare iconUrl: string | undefined;

  static override styles = styles;

  /** Index of the tab whose menu is open, -1 when none. */
  #open = -1;
  /** Ends the listeners of the open menu (outside clicks, resizing and scrolling). */
  #listening?: AbortController;
  /** The path shown: a new one closes the menu and scrolls the current tab into view. */
  #path?: string;
  #scrollPending = false;
  #slotted = false;

  constructor() {
    super();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#close();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const view = this.view;
    if (view && view.path !== this.#path) {
      this.#path = view.path;
      this.#scrollPending = true;
      this.#close();
    }
    this.setEmpty(!this.#slotted && (view ? !view.tabs.some(shown) : this.storeState.status === 'idle'));
  }

  protected override updated(): void {
    const current = this.#scrollPending && this.renderRoot.querySelector('.tab.active');
    if (!current) return;
    this.#scrollPending = false;
    // Sideways only, within the bar: never scroll the page.
    centerIn(current.closest('.tabs')!, current, false);
  }

  override render(): TemplateResult {
    const view = this.view;
    const tabs = view?.tabs.filter(shown) ?? [];
    const body = tabs.length
      ? html`<ul part="tabs" class="tabs" @focusout=${this.#onOutside}>${tabs.map((t, i) => this.#renderTab(t, i))}</ul>`
      : view
        ? nothing
        : this.renderPending(3);
    return html`<nav part="nav" aria-label=${this.label ?? this.t.tabs} dir=${this.dirOf(view?.language)}>${body}<slot @slotchange=${this.#onSlotChange}></slot></nav>`;
  }

  #onSlotChange = (e: Event): void => {
    const slotted = (e.target as HTMLSlotElement).assignedNodes().some((n) => n instanceof Element || n.textContent!.trim());
    if (slotted !== this.#slotted) {
      this.#slotted = slotted;
      this.requestUpdate();
    }
  };

  /** A tab: a link, or the button of its menu and the menu (WAI-ARIA menu button). */
  #renderTab(tab: DivisionOption, i: number): TemplateResult {
    const menu = tab.menu?.filter(shown);
    if (!menu?.length) return html`<li>${this.#link(tab, 'tab')}</li>`;
    const open = this.#open === i;
    const current = this.marked(tab);
    // No white space between tags (it would be text nodes); Lit writes aria-expanded as "true" or "false".
    return html`<li @keydown=${(e: KeyboardEvent) => this.#onKey(e, i)}><button part=${partOf('tab', current)} class=${current ? 'tab active' : 'tab'} id=${`tab-${i}`} type="button" aria-haspopup="menu" aria-expanded=${open} aria-controls=${`menu-${i}`} aria-current=${current ? 'true' : nothing} @click=${() => (open ? this.#close() : this.#openMenu(i))}>${renderIcon(tab.icon, this.iconUrl)}<span>${tab.label}</span><span part="chevron" class="chevron" aria-hidden="true"></span></button><div part="menu" class="popup menu" id=${`menu-${i}`} role="menu" aria-labelledby=${`tab-${i}`} popover="manual">${menu.map((m) => this.#link(m, 'menu-item'))}</div></li>`;
  }

  /** A tab or a menu item that is a link: to its first page, or out of the docs (a new tab). */
  #link(o: DivisionOption, kind: 'tab' | 'menu-item'): TemplateResult {
    const { url, external } = this.link(o.href);
    const item = kind === 'menu-item';
    const description = item && asText(o.description);
    const current = this.marked(o);
    const onClick = (e: MouseEvent): void => {
      if (url) this.onLinkClick(e, { href: o.href, title: o.label, reason: 'tab' });
      this.#close();
    };
    return html`<a part=${partOf(kind, current)} class=${current ? `${kind} active` : kind} role=${item ? 'menuitem' : nothing} tabindex=${item ? '-1' : nothing} href=${url ?? nothing} aria-current=${current && !external ? 'page' : nothing} target=${targetOf(external)} rel=${relOf(external)} @click=${onClick}>${renderIcon(o.icon, this.iconUrl)}<span>${o.label}${description ? html`<span part="description" class="description">${description}</span>` : nothing}</span>${renderExternalMark(external, this.t.newTab)}</a>`;
  }

  // ------------------------------------------------------------------ the menu button

  #menu(i: number): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`#menu-${i}`);
  }

  #items(i: number): HTMLElement[] {
    return [...(this.#menu(i)?.children ?? [])] as HTMLElement[];
  }

  #openMenu(i: number, last?: boolean): void {
    if (this.#open !== i) this.#close();
    this.#menu(i)?.togglePopover(true);
    this.#open = i;
    this.#place();
    const signal = (this.#listening = new AbortController()).signal;
    document.addEventListener('pointerdown', this.#onOutside, { capture: true, signal });
    window.addEventListener('resize', this.#place, { signal });
    window.addEventListener('scroll', this.#place, { capture: true, passive: true, signal });
    this.#items(i).at(last ? -1 : 0)?.focus();
    this.requestUpdate();
  }

  #close(returnFocus?: boolean): void {
    if (this.#open < 0) return;
    const menu = this.#menu(this.#open);
    this.#open = -1;
    this.#listening?.abort();
    if (menu?.matches(':popover-open')) menu.hidePopover();
    if (returnFocus) (menu?.previousElementSibling as HTMLElement | null)?.focus();
    this.requestUpdate();
  }

  /** Puts the open menu (fixed, in the top layer) under its button, inside the viewport. */
  #place = (): void => {
    const menu = this.#menu(this.#open);
    const button = menu?.previousElementSibling;
    if (!menu || !button) return;
    const r = button.getBoundingClientRect();
    const width = menu.offsetWidth;
    const left = Math.max(8, Math.min(button.matches(':dir(rtl)') ? r.right - width : r.left, innerWidth - width - 8));
    menu.style.top = `${r.bottom + 4}px`;
    menu.style.left = `${left}px`;
  };

  /** Closes the open menu when a click or the focus goes outside its tab. */
  #onOutside = (e: Event): void => {
    const li = this.#menu(this.#open)?.parentElement;
    const to = e.type === 'focusout' ? (e as FocusEvent).relatedTarget : e.composedPath()[0];
    if (li && to instanceof Node && !li.contains(to)) this.#close();
  };

  /** The keys of a tab with a menu, on its button and in its menu. */
  #onKey(e: KeyboardEvent, i: number): void {
    const items = this.#items(i);
    const at = items.indexOf(this.shadowRoot!.activeElement as HTMLElement);
    const n = items.length;
    const key = e.key;
    if (key === 'Escape' && this.#open === i) {
      // Closes the menu, focus back on its button.
      e.preventDefault();
      e.stopPropagation();
      this.#close(true);
    } else if (at < 0) {
      // On the button: the arrows open the menu, focus on its first or last item. Enter and Space
      // click the button, which opens it, focus on the first item.
      if (key === 'ArrowDown' || key === 'ArrowUp') {
        e.preventDefault();
        this.#openMenu(i, key === 'ArrowUp');
      }
    } else if (key === 'Tab') {
      // Leaves the menu: focus goes on from its button.
      this.#close(true);
    } else if (key === ' ') {
      e.preventDefault();
      items[at]!.click();
    } else {
      const moves: Partial<Record<string, number>> = { ArrowDown: at + 1, ArrowUp: at - 1 + n, Home: 0, End: n - 1 };
      const move = moves[key];
      // Else type-ahead: the next item starting with the typed character.
      const next =
        move !== undefined
          ? items[move % n]
          : key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey
            ? [...items.slice(at + 1), ...items.slice(0, at + 1)].find((c) => c.textContent!.trim().toLocaleLowerCase().startsWith(key.toLocaleLowerCase()))
            : undefined;
      if (next) {
        e.preventDefault();
        next.focus();
      }
    }
  }
}

// Not twice: a page may load the bundle twice (a script tag and an app's import).
if (!customElements.get('docs-tabs')) customElements.define('docs-tabs', DocsTabs);
