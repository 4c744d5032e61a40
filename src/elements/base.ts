/**
 * What every docs-nav element shares: `src`, `current-path`, `base`, `router`, the shared store,
 * the current location, and `docs-navigate`. Elements only render and react; the core computes.
 */
import { ContextConsumer, ContextProvider, ContextRoot, createContext } from '@lit/context';
import { html, LitElement, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { NavStore, type NavData, type StoreState } from './store.js';
import { isExternal, normalizePath, onLocationChange, pushLocation } from './location.js';
import { safeUrl } from '../core/schema/values.js';
import { languageDir, languageTag } from './parts.js';
import { Waiting } from './waiting.js';
import { awaitsTranslation, loadTranslations, stringsFor, type DocsStrings } from './strings.js';
import type { PageMeta } from '../core/decorate.js';
import type { Diagnostic } from '../core/diagnostics.js';
import { PathPage } from '../core/titles.js';
import type { ScopeView } from '../core/scope.js';

/**
 * What an element gives the docs elements nested in it (a switcher in the tab bar, any element a
 * host nests): the navigation it uses, and itself, whose `base`, `router` and `current-path` they
 * use unless they set their own. Every docs element provides it and consumes its nearest
 * enclosing one's, so an element without `src` uses the navigation of the nearest one with it.
 */
export interface NavContext {
  store: NavStore | undefined;
  host: DocsNavElement;
}
export const navContext = createContext<NavContext | undefined>(Symbol('docs-nav'));

// A nested element may connect before the element around it is defined (elements imported one by
// one, in any order): the root keeps its request and asks again when a provider connects.
if (globalThis.document?.documentElement) new ContextRoot().attach(document.documentElement);

export interface DocsNavigateDetail {
  /** Where the navigation leads, as it appears in the navigation (`/guides/intro`), without `base`. */
  href: string;
  /** The URL the browser goes to: `base` + href, or an external URL as is. */
  url: string;
  /**
   * True when the link leaves the site (another origin, or none: `mailto:`). A router must not
   * take it: leave the event alone and the browser follows the link (in a new tab).
   */
  external: boolean;
  /** The page's title, when the target is a page. */
  title?: string;
  /** What started it: a link, a group drilldown, a tab, a switcher choice, a breadcrumb, the pager, the filter. */
  reason: 'link' | 'drilldown' | 'tab' | 'switch' | 'breadcrumb' | 'pager' | 'filter';
  /** The page object of the resolved navigation, when there is one. */
  page?: Record<string, unknown>;
}

export type DocsNavigateEvent = CustomEvent<DocsNavigateDetail>;

export interface DocsErrorDetail {
  /** The URL of the docs.json that failed to load. */
  src: string;
  /** What went wrong, in a sentence (`could not fetch …: HTTP 404`). */
  message: string;
  /** Every problem with its place, when docs.json was read but could not be used. */
  diagnostics: Diagnostic[];
  /** True when a reload failed and the last good navigation is still shown. */
  kept: boolean;
}

export type DocsErrorEvent = CustomEvent<DocsErrorDetail>;

declare global {
  interface HTMLElementEventMap {
    'docs-navigate': DocsNavigateEvent;
    'docs-error': DocsErrorEvent;
  }
  /** The events bubble out of shadow roots: a host page may listen on `document`. */
  interface DocumentEventMap {
    'docs-navigate': DocsNavigateEvent;
    'docs-error': DocsErrorEvent;
  }
}

export abstract class DocsNavElement extends LitElement {
  // Properties are strings unless they say otherwise (Lit's default). A subclass lists only its
  // own: Lit starts every subclass from its superclass's properties (and their attributes).
  static override properties: PropertyDeclarations = {
    src: { reflect: true },
    currentPath: { attribute: 'current-path' },
    base: {},
    router: {},
    timeout: { type: Number },
    theme: { reflect: true },
    pages: {},
    strings: { attribute: false },
  };

  /** URL of the docs.json (or of a navigation printed by `docs-nav resolve`). Without it, the element uses the navigation of an enclosing element that has one. */
  declare src: string | undefined;
  /** The page being read (`/guides/intro`). Unset: `location.pathname` without `base`. Set it from a SPA router. */
  declare currentPath: string | undefined;
  /** Prefix of every link rendered (`/docs`): `base="/docs"` makes `/docs/quickstart`. */
  declare base: string | undefined;
  /** `history`: navigate with `history.pushState` and update in place, no reload. Default: plain links. */
  declare router: string | undefined;
  /** Milliseconds to wait for docs.json and its files before showing an error with a retry (15000). Read when the first element of a `src` loads it. */
  declare timeout: number | undefined;
  /** `light` or `dark`: the colours of that scheme, whatever `color-scheme` the element inherits from the page. */
  declare theme: string | undefined;
  /**
   * Page metadata for the navigation of `src`: the URL of what `docs-nav index` prints (frontmatter
   * by page path), or that object. Titles (`sidebarTitle`, then `title`), icons, tags and endpoint
   * methods then come from it, as the CLI and the reference build show them, and a page whose
   * frontmatter names a `url` is linked there. Read with `src`.
   */
  declare pages: string | Record<string, PageMeta> | undefined;
  /**
   * The element's own words, by key (`{previous: 'Back'}`), over those of the reader's language
   * (the navigation's language, else the page's `lang`; English when it is none of the languages
   * the elements speak).
   */
  declare strings: Partial<DocsStrings> | undefined;

  #store?: NavStore;
  #unsubscribe?: () => void;
  #unlisten?: () => void;
  /** What the nearest enclosing docs element provides: its navigation, and itself for its settings. */
  #inherited?: NavContext;
  #internals?: ElementInternals;
  #provider = new ContextProvider(this, { context: navContext });

  constructor() {
    super();
    new ContextConsumer(this, {
      context: navContext,
      subscribe: true,
      callback: (context) => {
        this.#inherited = context;
        // Provide again even when the store is the same: nested elements re-read base, router and current-path.
        this.#use(this.src ? this.#store : context?.store);
      },
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#unlisten = onLocationChange(() => {
      if (this.#setting('currentPath') == null) this.requestUpdate();
    });
    // Back in the page: follow the store again, and show what it holds now.
    this.#subscribe();
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unlisten?.();
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A relative src is resolved when it is set, never again (the page's URL changes with router="history").
    if (changed.has('src') || changed.has('pages')) this.#use(this.src ? NavStore.for(this.src, { timeout: this.timeout, pages: this.pages ?? undefined }) : this.#inherited?.store);
    else if (changed.has('base') || changed.has('router') || changed.has('currentPath')) this.#use(this.#store);
    // The state of the navigation, for the host page's CSS and scripts: `status="loading"`,
    // `"ready"` or `"error"` (none before there is a navigation to load).
    const status = this.storeState.status;
    if (status === 'idle') this.removeAttribute('status');
    else if (this.getAttribute('status') !== status) this.setAttribute('status', status);
  }

  /** Own setting, else the enclosing element's. */
  #setting<K extends 'base' | 'router' | 'currentPath'>(key: K): this[K] | undefined {
    const host = this.#inherited?.host;
    return this[key] ?? (host ? (host.#setting(key) as this[K] | undefined) : undefined);
  }

  /**
   * Uses `store` (subscribed while connected), and provides it to nested elements (forced: they
   * re-read base, router and current-path).
   */
  #use(store: NavStore | undefined): void {
    if (store !== this.#store) {
      this.#unsubscribe?.();
      this.#unsubscribe = undefined;
      this.#store = store;
      if (this.isConnected) this.#subscribe();
    }
    this.#provider.setValue({ store, host: this }, true);
    this.requestUpdate();
  }

  #subscribe(): void {
    const store = this.#store;
    if (!store || this.#unsubscribe) return;
    let seen = store.state;
    this.#unsubscribe = store.subscribe(() => {
      const state = store.state;
      this.#reportError(store);
      const fetching = this.storeChanged(state);
      // A load that only told the size of docs.json shows nothing new (see storeChanged).
      const told = state.status === 'loading' && seen.status === 'loading' && state.data === seen.data;
      seen = state;
      if (!told) this.requestUpdate();
      return fetching;
    });
    this.#reportError(store);
  }

  /**
   * Called at every change of the store's state, before the update it brings (none when a
   * loading store only told the size of docs.json: an element that fetches code by it, as
   * <docs-nav> does for long sidebars, does so here, and returns the promise of it: the store
   * gives it a moment to come before it is ready, see NavStore.subscribe).
   */
  protected storeChanged(_state: StoreState): Promise<unknown> | void {}

  /** The failed load last reported with `docs-error`. */
  #reported?: StoreState;

  /**
   * Fires `docs-error` once for each failed load (or reload) of the navigation: from every element
   * that names it in its own `src`, not from the elements nested in one that inherit it.
   */
  #reportError(store: NavStore): void {
    const state = store.state;
    if (state.status !== 'error' || state === this.#reported || !this.src) return;
    this.#reported = state;
    this.emit<DocsErrorDetail>('docs-error', { src: store.url, message: state.message, diagnostics: state.diagnostics, kept: !!state.data });
  }

  /** Loads the navigation again (shared by every element of the same `src`); the current tree stays until the new one is in. */
  async reload(): Promise<void> {
    await this.#store?.load();
  }

  /**
   * Hides the host while the element has nothing to show: the `empty` custom state
   * (`docs-tabs:state(empty)` from outside), which the shared styles turn into `display: none`.
   */
  protected setEmpty(empty: boolean): void {
    try {
      (this.#internals ??= this.attachInternals()).states[empty ? 'add' : 'delete']('empty');
    } catch {
      /* no CustomStateSet: an empty element stays an empty, zero-height box */
    }
  }

  /**
   * What the store's state adds to the navigation: an alert with a retry when the navigation
   * could not be loaded (or refreshed: the last good one stays), and while there is none yet, a
   * skeleton of `bars` bars while loading. `column`: the bars as lines of a sidebar, asked for
   * from the start, before the element has a store to load from.
   */
  protected renderPending(bars: number, column = false): TemplateResult | typeof nothing {
    const state = this.storeState;
    const t = this.t;
    if (state.status === 'error') return html`<div part="error" class="alert" role="alert">${this.data ? t.refreshError : t.loadError} ${state.message} <button type="button" @click=${() => void this.reload()}>${t.retry}</button></div>`;
    if (this.data || (state.status !== 'loading' && !column)) return nothing;
    return this.renderSkeleton(bars, column);
  }

  /**
   * The placeholder shown while loading: `bars` grey bars, in a row or a column, once the element
   * has been waiting a moment, still, then pulsing (see waiting.ts).
   */
  protected renderSkeleton(bars: number, column = false): TemplateResult | typeof nothing {
    const look = this.#waiting.ask();
    if (look === 'none') return nothing;
    return html`<div part="skeleton" class=${`skeleton${column ? ' column' : ''}${look === 'pulsing' ? ' pulse' : ''}`} aria-hidden="true">${Array.from({ length: bars }, () => html`<span></span>`)}</div>`;
  }

  /** How long the element has been waiting for something to show. */
  #waiting = new Waiting(this);

  /**
   * Dispatches an event of the element that bubbles out of shadow roots; false when a listener
   * cancelled it. (Built before it is dispatched: the manifest lists the events of each element,
   * from its `@fires`, not one of this helper on the base class.)
   */
  protected emit<T>(type: string, detail: T, cancelable = false): boolean {
    const event = new CustomEvent<T>(type, { detail, bubbles: true, composed: true, cancelable });
    return this.dispatchEvent(event);
  }

  /** The language the element speaks: the navigation's, else the page's (`lang`), else English. */
  protected get uiLanguage(): string {
    const language = this.view?.language;
    if (typeof language === 'string' && language) return languageTag(language);
    return this.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang || 'en';
  }

  #words?: { language: string; strings: Partial<DocsStrings> | undefined; words: DocsStrings; pending: boolean };

  /**
   * The element's words, in `uiLanguage`, with the host's `strings` over them (made again only
   * when either changes). In English while the other languages are being fetched: the element
   * renders again when they are in.
   */
  protected get t(): DocsStrings {
    const language = this.uiLanguage;
    const w = this.#words;
    if (w && w.language === language && w.strings === this.strings && !w.pending) return w.words;
    const pending = awaitsTranslation(language);
    if (pending) this.#translated = loadTranslations(() => this.requestUpdate());
    return (this.#words = { language, strings: this.strings, words: stringsFor(language, this.strings), pending }).words;
  }

  /** The translations being fetched for this element, if they are. */
  #translated?: Promise<void>;

  /** `updateComplete` also waits for the element's words in the reader's language. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    const translated = this.#translated;
    if (translated) {
      this.#translated = undefined;
      await translated;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  /** The shared store in use (own `src` or inherited). */
  protected get store(): NavStore | undefined {
    return this.#store;
  }

  /** The state of the store in use: `idle` without one. */
  protected get storeState(): StoreState {
    return this.#store?.state ?? { status: 'idle' };
  }

  /** The resolved navigation, when loaded (the last good one while reloading or after a failed reload). */
  protected get data(): NavData | undefined {
    return this.#store?.data;
  }

  /**
   * Every problem found in the navigation shown, each with its place
   * (`navigation.tabs[2].groups[0].pages[3]`): what the elements repaired or left out and still
   * rendered around. Read it once `status` is `ready`; a load that failed says why with
   * `docs-error`.
   */
  get diagnostics(): readonly Diagnostic[] {
    return this.data?.resolved.diagnostics ?? [];
  }

  /** What to show for the page being read, once the navigation is loaded. */
  protected get view(): ScopeView | undefined {
    return this.data?.scoper.view(this.path);
  }

  /**
   * The path of the page being read, without `base`. Outside `base` (a page that is not part of
   * the docs), `/`: the elements show the docs root there, with no page marked current.
   */
  get path(): string {
    return normalizePath(this.#setting('currentPath') || decodeURI(this.#locationPath() ?? '/'));
  }

  /** False when the page's location is outside `base` (and no `current-path` is set): the reader is on no page of the docs. */
  protected get inDocs(): boolean {
    return !!this.#setting('currentPath') || this.#locationPath() !== undefined;
  }

  /** Whether an option the scoping marks active (a tab, an anchor) is shown as current: never outside the docs. */
  protected marked(option: { active: boolean }): boolean {
    return option.active && this.inDocs;
  }

  /** `location.pathname` without `base`; undefined when it is outside `base`. */
  #locationPath(): string | undefined {
    const p = location.pathname;
    const base = this.#basePrefix();
    if (!base) return p;
    return p === base || p.startsWith(`${base}/`) ? p.slice(base.length) || '/' : undefined;
  }

  #basePrefix(): string {
    return (this.#setting('base') ?? '').replace(/\/+$/, '');
  }

  /** The URL of a navigation href: `base` + href for paths; external and unsafe URLs as they are / refused. */
  protected url(href: string): string | undefined {
    const safe = safeUrl(href);
    return safe === undefined || isExternal(safe) || !safe.startsWith('/') ? safe : this.#basePrefix() + safe;
  }

  /**
   * A link to a navigation href: its URL (see `url`; none for an unsafe one), and whether it leaves
   * the site, decided as the browser will read the href: such a link is marked, opens in a new tab
   * and is never the current page.
   */
  protected link(href: string): { url: string | undefined; external: boolean } {
    const url = this.url(href);
    return { url, external: url !== undefined && isExternal(url) };
  }

  /**
   * `dir="rtl"` for a navigation in a right-to-left language, unless the element has a `dir` of
   * its own.
   */
  protected dirOf(language: unknown): 'rtl' | typeof nothing {
    return typeof language === 'string' && languageDir(language) === 'rtl' && !this.hasAttribute('dir') ? 'rtl' : nothing;
  }

  /**
   * Announces a navigation the element starts. Returns the URL the browser should go to;
   * undefined when the host cancelled (it routes), the element routed itself with
   * `router="history"`, or the href is no safe URL.
   */
  protected announce(detail: Omit<DocsNavigateDetail, 'url' | 'external'>): string | undefined {
    const { url, external } = this.link(detail.href);
    if (url === undefined) return undefined;
    // A page whose title is made when read (PathPage) is told as the plain object it stands for.
    const told = detail.page instanceof PathPage ? { ...detail, page: detail.page.toJSON() } : detail;
    if (!this.emit<DocsNavigateDetail>('docs-navigate', { ...told, url, external }, true)) return undefined;
    if (this.#setting('router') !== 'history' || external) return url;
    pushLocation(url);
    return undefined;
  }

  /** A navigation not started by a link (a drilldown, a switcher choice): announce, then go. True when the browser goes. */
  protected go(detail: Omit<DocsNavigateDetail, 'url' | 'external'>): boolean {
    const url = this.announce(detail);
    if (url !== undefined) location.assign(url);
    return url !== undefined;
  }

  /** Click handler for rendered links: plain clicks are announced; modified clicks are the browser's. */
  protected onLinkClick(event: MouseEvent, detail: Omit<DocsNavigateDetail, 'url' | 'external'>): void {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (this.announce(detail) === undefined) event.preventDefault();
  }
}
