import { html, type PropertyValues, type TemplateResult } from 'lit';
import { DocsNavElement } from './base.js';
import { styles } from './docs-menu.styles.js';

declare global {
  interface HTMLElementTagNameMap {
    'docs-menu': DocsMenu;
  }
}

/**
 * The navigation on a narrow screen: wrap the tabs, switchers and sidebar in it. Wider than
 * `breakpoint`, it shows them where they are, as if it were not there. Narrower, it shows a menu
 * button instead, which opens them in a modal dialog (native `<dialog>`): focus moves into it and
 * back to the button when it closes; Escape, the close button, a click on the backdrop and any
 * navigation close it; the page behind does not scroll; the current page is scrolled into view.
 * Docs elements inside it without `src` use its navigation.
 *
 * @summary A menu button and dialog holding the navigation on narrow screens.
 *
 * @slot - The navigation to show: `<docs-tabs>`, `<docs-switcher>`, `<docs-nav>`...
 * @fires {DocsErrorEvent} docs-error - When the navigation of the element's own `src` cannot be loaded or reloaded. `detail: {src, message, diagnostics, kept}` (`kept`: the last good navigation is still shown).
 * @attr {'loading' | 'ready' | 'error'} status - Set by the element, for the host page's CSS and scripts: the state of its navigation (none before there is one to load).
 *
 * @csspart button - The menu button (narrow screens only).
 * @csspart dialog - The dialog holding the navigation.
 * @csspart header - The dialog's title bar, with the close button.
 * @csspart close - The close button.
 * @csspart body - The scrolling box holding the navigation.
 *
 * @cssprop --docs-nav-menu-width - Width of the dialog (22rem, at most the screen's).
 * @cssprop --docs-nav-menu-background - Background of the dialog.
 * @cssprop --docs-nav-color - Text colour.
 * @cssprop --docs-nav-border-color - Borders of the button and the dialog.
 * @cssprop --docs-nav-focus-color - Focus ring.
 */
export class DocsMenu extends DocsNavElement {
  static override properties = {
    breakpoint: {},
    label: {},
    open: { type: Boolean, reflect: true },
  };

  /** Below this width of the window (a CSS length: `48rem`, `800px`) the menu button shows. */
  declare breakpoint: string;
  /** The button's and the dialog's name (by default the element's word for it, in the reader's language). */
  declare label: string | undefined;
  /** Whether the dialog is open (narrow screens). */
  declare open: boolean;

  static override styles = styles;

  /** Whether the window is narrower than `breakpoint`. */
  #narrow = false;
  #query?: MediaQueryList;
  #restoreOverflow?: string;

  constructor() {
    super();
    this.breakpoint = '48rem';
    this.open = false;
    // A navigation from inside (a link, a tab, a switch) closes the dialog: the reader has chosen.
    this.addEventListener('docs-navigate', () => {
      if (this.open) queueMicrotask(() => (this.open = false));
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#watch(undefined);
    this.#lockScroll(false);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('breakpoint') || !this.#query) this.#watch(`(width < ${this.breakpoint})`);
    if (!this.#narrow) this.open = false;
  }

  #watch(query: string | undefined): void {
    this.#query?.removeEventListener('change', this.#onChange);
    // (No matchMedia in jsdom, where hosts run unit tests: never narrow, the navigation in place.)
    this.#query = query && this.isConnected && typeof matchMedia === 'function' ? matchMedia(query) : undefined;
    this.#query?.addEventListener('change', this.#onChange);
    this.#narrow = this.#query?.matches ?? false;
  }

  #onChange = (): void => {
    this.#narrow = this.#query?.matches ?? false;
    this.requestUpdate();
  };

  protected override updated(changed: PropertyValues<this>): void {
    const dialog = this.renderRoot.querySelector('dialog');
    if (!dialog) return;
    if (this.open && !dialog.open) {
      dialog.showModal();
      this.#lockScroll(true);
      for (const nav of this.querySelectorAll('docs-nav')) void nav.revealCurrent();
    } else if (!this.open && dialog.open) {
      dialog.close();
    }
    if (changed.has('open') && changed.get('open') === true && !this.open) this.#lockScroll(false);
  }

  /** The page behind the dialog does not scroll while it is open. */
  #lockScroll(lock: boolean): void {
    const root = document.documentElement;
    if (lock && this.#restoreOverflow === undefined) {
      this.#restoreOverflow = root.style.overflow;
      root.style.overflow = 'hidden';
    } else if (!lock && this.#restoreOverflow !== undefined) {
      root.style.overflow = this.#restoreOverflow;
      this.#restoreOverflow = undefined;
    }
  }

  /** The dialog closed itself (Escape): the state follows, and focus goes back to the button. */
  #onClose = (): void => {
    this.open = false;
    this.#lockScroll(false);
    this.renderRoot.querySelector<HTMLButtonElement>('button.open')?.focus();
  };

  /** A click on the backdrop (the dialog itself, outside its content) closes it. */
  #onDialogClick = (e: MouseEvent): void => {
    if (e.target === e.currentTarget) this.open = false;
  };

  override render(): TemplateResult {
    if (!this.#narrow) return html`<slot></slot>`;
    const dir = this.dirOf(this.view?.language);
    return html`<button part="button" class="open" type="button" aria-haspopup="dialog" aria-expanded=${this.open} @click=${() => (this.open = true)}>
        <span class="bars" aria-hidden="true">☰</span><span>${this.label ?? this.t.menu}</span>
      </button>
      <dialog part="dialog" aria-label=${this.label ?? this.t.menu} dir=${dir} @close=${this.#onClose} @click=${this.#onDialogClick}>
        <div part="header" class="head">
          <span>${this.label ?? this.t.menu}</span>
          <button part="close" class="icon-button close" type="button" aria-label=${this.t.close} @click=${() => (this.open = false)}><span aria-hidden="true">×</span></button>
        </div>
        <div part="body" class="body"><slot></slot></div>
      </dialog>`;
  }
}

// Not twice: a page may load the bundle twice (a script tag and an app's import).
if (!customElements.get('docs-menu')) customElements.define('docs-menu', DocsMenu);
