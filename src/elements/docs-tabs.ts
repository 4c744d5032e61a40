import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { DocsNavElement } from './base.js';
import { asText, languageDir, renderExternalMark, renderIcon, renderLoadError } from './parts.js';
import { skeleton, tokens } from './styles.js';
import type { DivisionOption, ScopeView } from '../core/scope.js';

declare global {
  interface HTMLElementTagNameMap {
    'docs-tabs': DocsTabs;
  }
}

const shown = (o: DivisionOption): boolean => !o.hidden || o.active;

/**
 * The top bar: the tabs of the current product, version and language, each a link to its first
 * page; a tab with a `menu` opens a menu of its items (WAI-ARIA menu button). Tabs that do not fit
 * scroll sideways, the current one scrolled into view; menus open in the top layer, never clipped.
 *
 * @summary The tabs of a docs.json navigation.
 *
 * @slot - Content at the end of the bar (switchers, a search button). Docs elements in it use the bar's navigation.
 *
 * @fires docs-navigate - Before every navigation the bar starts (`reason: "tab"`). Cancelable: cancel it to route yourself.
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
 * @csspart skeleton - The placeholder shown while loading.
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
    ...DocsNavElement.properties,
    label: { type: String },
    iconUrl: { type: String, attribute: 'icon-url' },
  };

  /** Accessible name of the `<nav>` landmark. */
  declare label: string;
  /** Template of icon image URLs, `{name}` standing for the icon name (`/icons/{name}.svg`). */
  declare iconUrl: string | undefined;

  static override styles = [
    tokens,
    skeleton,
    css`
      nav {
        display: flex;
        align-items: center;
        gap: 1rem;
      }
      .tabs {
        display: flex;
        flex: 1 1 auto;
        min-inline-size: 0;
        gap: var(--docs-nav-tabs-gap, 1.25rem);
        overflow-x: auto;
        scrollbar-width: thin;
        overscroll-behavior-inline: contain;
      }
      .tabs > li {
        flex: none;
      }
      .tab {
        display: flex;
        align-items: center;
        gap: 0.375rem;
        padding-block: 0.625rem;
        border: 0;
        border-block-end: 2px solid transparent;
        background: none;
        color: var(--_muted);
        text-decoration: none;
        white-space: nowrap;
        cursor: pointer;
      }
      .tab:hover,
      .tab.active {
        color: var(--_fg);
      }
      .tab.active {
        font-weight: 600;
        border-block-end-color: var(--_accent);
      }
      .chevron {
        font-size: 0.75em;
      }
      .menu {
        inset: auto;
        margin: 0;
        padding: 0.25rem;
        min-inline-size: 14rem;
        max-inline-size: min(22rem, calc(100vw - 1rem));
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_surface);
        color: var(--_fg);
        font: inherit;
        box-shadow: 0 8px 24px light-dark(#0002, #0008);
      }
      .menu-item {
        display: flex;
        gap: 0.5rem;
        padding-block: var(--_pad-block);
        padding-inline: var(--_pad-inline);
        border-radius: var(--_radius);
        text-decoration: none;
      }
      .menu-item .icon {
        margin-block-start: 0.15em;
      }
      .menu-item:hover,
      .menu-item:focus {
        background: var(--_hover);
      }
      .menu-item.active {
        color: var(--_accent);
        font-weight: 600;
      }
      /* Forced colours (Windows contrast themes): only the current tab is underlined, and the current item keeps a mark. */
      @media (forced-colors: active) {
        .tab:not(.active) {
          border-block-end-color: Canvas;
        }
        .tab.active {
          border-block-end-color: Highlight;
        }
        .menu-item.active {
          outline: 2px solid Highlight;
          outline-offset: -2px;
        }
      }
      .description {
        font-weight: 400;
      }
      ::slotted(*) {
        flex: none;
      }
    `,
  ];

  /** Index of the tab whose menu is open, -1 when none. */
  #open = -1;
  #lastPath?: string;
  #scrollPending = false;
  #slotted = false;

  constructor() {
    super();
    this.label = 'Sections';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#close(false);
  }

  #tabs(view: ScopeView | undefined): DivisionOption[] {
    return view ? view.tabs.filter(shown) : [];
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const view = this.data?.scoper.view(this.path);
    if (view && view.path !== this.#lastPath) {
      this.#lastPath = view.path;
      this.#scrollPending = true;
      this.#close(false);
    }
    const status = this.storeState.status;
    this.setEmpty(!this.#slotted && (view ? !this.#tabs(view).length : status === 'idle'));
  }

  protected override updated(): void {
    if (!this.#scrollPending) return;
    const current = this.renderRoot.querySelector<HTMLElement>('.tab.active');
    const list = current?.closest<HTMLElement>('.tabs');
    if (!current || !list) return;
    this.#scrollPending = false;
    // Sideways only, within the bar: never scroll the page.
    const box = list.getBoundingClientRect();
    const r = current.getBoundingClientRect();
    if (r.left < box.left || r.right > box.right) list.scrollLeft += r.left - box.left - (box.width - r.width) / 2;
  }

  override render(): TemplateResult {
    const state = this.storeState;
    const view = this.data?.scoper.view(this.path);
    const tabs = this.#tabs(view);
    let body: TemplateResult | typeof nothing = nothing;
    if (tabs.length) body = html`<ul part="tabs" class="tabs">${tabs.map((t, i) => this.#renderTab(t, i))}</ul>`;
    else if (!view && state.status === 'error') body = renderLoadError(state.message, () => void this.store?.load());
    else if (!view && state.status === 'loading') body = html`<div part="skeleton" class="skeleton" aria-hidden="true"><span></span><span></span><span></span></div>`;
    return html`<nav part="nav" aria-label=${this.label} dir=${languageDir(view?.language) && !this.hasAttribute('dir') ? 'rtl' : nothing}>
      ${body}<slot @slotchange=${this.#onSlotChange}></slot>
    </nav>`;
  }

  #onSlotChange = (e: Event): void => {
    const slotted = (e.target as HTMLSlotElement).assignedNodes().some((n) => n.nodeType === Node.ELEMENT_NODE || n.textContent!.trim());
    if (slotted !== this.#slotted) {
      this.#slotted = slotted;
      this.requestUpdate();
    }
  };

  #renderTab(tab: DivisionOption, i: number): TemplateResult {
    const parts = tab.active ? 'tab tab-active' : 'tab';
    const classes = tab.active ? 'tab active' : 'tab';
    const label = html`${renderIcon(tab.icon, this.iconUrl)}<span>${tab.label}</span>`;
    const menu = tab.menu?.filter(shown);
    if (menu?.length) {
      const open = this.#open === i;
      return html`<li @focusout=${(e: FocusEvent) => this.#onFocusOut(e, i)}>
        <button
          part=${parts}
          class=${classes}
          id=${`tab-${i}`}
          type="button"
          aria-haspopup="menu"
          aria-expanded=${open ? 'true' : 'false'}
          aria-controls=${`menu-${i}`}
          aria-current=${tab.active ? 'true' : nothing}
          @click=${() => (open ? this.#close(false) : this.#openMenu(i, 'first'))}
          @keydown=${(e: KeyboardEvent) => this.#onButtonKey(e, i)}
        >
          ${label}<span part="chevron" class="chevron" aria-hidden="true">▾</span>
        </button>
        <div part="menu" class="menu" id=${`menu-${i}`} role="menu" aria-labelledby=${`tab-${i}`} popover="manual" @keydown=${this.#onMenuKey}>
          ${menu.map((m) => this.#renderItem(m))}
        </div>
      </li>`;
    }
    const url = this.url(tab.href);
    return html`<li>
      <a
        part=${parts}
        class=${classes}
        href=${url ?? nothing}
        aria-current=${tab.active && !tab.external ? 'page' : nothing}
        target=${tab.external ? '_blank' : nothing}
        rel=${tab.external ? 'noopener noreferrer' : nothing}
        @click=${(e: MouseEvent) => (url ? this.onLinkClick(e, { href: tab.href, title: tab.label, reason: 'tab' }) : undefined)}
        >${label}${tab.external ? renderExternalMark() : nothing}</a
      >
    </li>`;
  }

  #renderItem(item: DivisionOption): TemplateResult {
    const url = this.url(item.href);
    const description = asText(item.description);
    return html`<a
      role="menuitem"
      tabindex="-1"
      part=${item.active ? 'menu-item menu-item-active' : 'menu-item'}
      class=${item.active ? 'menu-item active' : 'menu-item'}
      href=${url ?? nothing}
      aria-current=${item.active && !item.external ? 'page' : nothing}
      target=${item.external ? '_blank' : nothing}
      rel=${item.external ? 'noopener noreferrer' : nothing}
      @click=${(e: MouseEvent) => {
        if (url) this.onLinkClick(e, { href: item.href, title: item.label, reason: 'tab' });
        this.#close(false);
      }}
      >${renderIcon(item.icon, this.iconUrl)}<span
        >${item.label}${description ? html`<span part="description" class="description">${description}</span>` : nothing}</span
      >${item.external ? renderExternalMark() : nothing}</a
    >`;
  }

  // ------------------------------------------------------------------ the menu button

  #menu(i: number): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`#menu-${i}`);
  }

  #items(menu: Element | null): HTMLElement[] {
    return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];
  }

  #openMenu(i: number, focus: 'first' | 'last'): void {
    if (this.#open !== i) this.#close(false);
    const menu = this.#menu(i);
    if (!menu) return;
    if (!menu.matches(':popover-open')) menu.showPopover();
    this.#open = i;
    this.#place();
    document.addEventListener('pointerdown', this.#onOutside, true);
    window.addEventListener('resize', this.#place);
    window.addEventListener('scroll', this.#place, { capture: true, passive: true });
    const items = this.#items(menu);
    (focus === 'first' ? items[0] : items[items.length - 1])?.focus();
    this.requestUpdate();
  }

  #close(returnFocus: boolean): void {
    const i = this.#open;
    if (i < 0) return;
    this.#open = -1;
    document.removeEventListener('pointerdown', this.#onOutside, true);
    window.removeEventListener('resize', this.#place);
    window.removeEventListener('scroll', this.#place, { capture: true });
    const menu = this.#menu(i);
    if (menu?.matches(':popover-open')) menu.hidePopover();
    if (returnFocus) this.renderRoot.querySelector<HTMLElement>(`#tab-${i}`)?.focus();
    this.requestUpdate();
  }

  /** Puts the open menu (fixed, in the top layer) under its button, inside the viewport. */
  #place = (): void => {
    const menu = this.#menu(this.#open);
    const button = this.renderRoot.querySelector<HTMLElement>(`#tab-${this.#open}`);
    if (!menu || !button) return;
    const r = button.getBoundingClientRect();
    const width = menu.offsetWidth;
    const rtl = getComputedStyle(button).direction === 'rtl';
    const left = Math.max(8, Math.min(rtl ? r.right - width : r.left, innerWidth - width - 8));
    menu.style.top = `${r.bottom + 4}px`;
    menu.style.left = `${left}px`;
  };

  #onOutside = (e: Event): void => {
    const li = this.#menu(this.#open)?.parentElement;
    if (li && !e.composedPath().includes(li)) this.#close(false);
  };

  #onFocusOut(e: FocusEvent, i: number): void {
    const li = e.currentTarget as HTMLElement;
    if (this.#open === i && e.relatedTarget instanceof Node && !li.contains(e.relatedTarget)) this.#close(false);
  }

  #onButtonKey(e: KeyboardEvent, i: number): void {
    // Enter and Space click the button (which opens the menu, focus on its first item).
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      this.#openMenu(i, e.key === 'ArrowDown' ? 'first' : 'last');
    } else if (e.key === 'Escape' && this.#open === i) {
      e.preventDefault();
      this.#close(true);
    }
  }

  #onMenuKey = (e: KeyboardEvent): void => {
    const items = this.#items(e.currentTarget as Element);
    const at = items.indexOf(this.shadowRoot!.activeElement as HTMLElement);
    let next = -1;
    switch (e.key) {
      case 'ArrowDown':
        next = (at + 1) % items.length;
        break;
      case 'ArrowUp':
        next = (at - 1 + items.length) % items.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = items.length - 1;
        break;
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        this.#close(true);
        return;
      case 'Tab':
        // Leave the menu: focus goes on from its button.
        this.#close(true);
        return;
      case ' ':
        e.preventDefault();
        items[at]?.click();
        return;
      default: {
        // Type-ahead: the next item starting with the typed character.
        if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
        const k = e.key.toLocaleLowerCase();
        for (let j = 1; j <= items.length && next < 0; j++) {
          const c = items[(at + j) % items.length]!;
          if (c.textContent!.trim().toLocaleLowerCase().startsWith(k)) next = (at + j) % items.length;
        }
        if (next < 0) return;
      }
    }
    e.preventDefault();
    items[next]?.focus();
  };
}

if (!customElements.get('docs-tabs')) customElements.define('docs-tabs', DocsTabs);
