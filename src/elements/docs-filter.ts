import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { DocsNavElement } from './base.js';
import type { NavData } from './store.js';
import { styles } from './docs-filter.styles.js';
import type { FilterEntry, FilterMatch } from '../core/filter.js';
import { pageTarget } from '../core/titles.js';

/**
 * Indexing and matching (src/core/filter.ts) are a chunk of their own, fetched when a reader
 * focuses the field (or types in it) for the first time: a page nobody searches never loads it.
 */
let matcher: typeof import('../core/filter.js') | undefined;
let loadingMatcher: Promise<typeof import('../core/filter.js') | undefined> | undefined;
function loadMatcher(): Promise<typeof import('../core/filter.js') | undefined> {
  loadingMatcher ??= import('../core/filter.js').then(
    (m) => (matcher = m),
    () => undefined, // the chunk cannot be fetched: the field finds nothing
  );
  return loadingMatcher;
}

declare global {
  interface HTMLElementTagNameMap {
    'docs-filter': DocsFilter;
  }
}

/** The index of a loaded navigation, made the first time a reader types. */
const indexes = new WeakMap<NavData, FilterEntry[]>();

let instances = 0;

/**
 * Find a page by typing a few letters of its title: a field that lists the matching pages of the
 * current version and language with the groups they are in, and goes to the one chosen. Titles,
 * sidebar titles, group and section names match, and descriptions and keywords when the pages'
 * metadata is given (`pages`); case and accents do not matter. An editable combobox with a list
 * (WAI-ARIA combobox pattern): `/` (or `key`) focuses it from anywhere on the page, ↑/↓ move
 * through the matches, Enter goes, Escape clears; the number of matches is announced.
 *
 * @summary A field to find a page by its title.
 *
 * @fires {DocsNavigateEvent} docs-navigate - Before going to the page chosen (`reason: "filter"`). Cancelable: cancel it to route yourself.
 * @fires {DocsErrorEvent} docs-error - When the navigation of the element's own `src` cannot be loaded or reloaded. `detail: {src, message, diagnostics, kept}` (`kept`: the last good navigation is still shown).
 * @attr {'loading' | 'ready' | 'error'} status - Set by the element, for the host page's CSS and scripts: the state of its navigation (none before there is one to load).
 *
 * @csspart input - The text field (`role="combobox"`).
 * @csspart key - The hint of the key that focuses the field.
 * @csspart listbox - The list of matches.
 * @csspart option - A match; also `option-active` on the one Enter would choose.
 * @csspart title - A match's title.
 * @csspart trail - The sections and groups a match is in.
 * @csspart empty - The message shown when nothing matches.
 *
 * @cssprop --docs-nav-color - Text colour.
 * @cssprop --docs-nav-muted-color - Groups of a match, the placeholder, the key hint.
 * @cssprop --docs-nav-hover-background - Background of the active match.
 * @cssprop --docs-nav-border-color - Border of the field.
 * @cssprop --docs-nav-focus-color - Focus ring, and the outline of the active match.
 * @cssprop --docs-nav-font-family - Font.
 * @cssprop --docs-nav-font-size - Base font size.
 * @cssprop --docs-nav-radius - Corner radius of the field and the matches.
 */
export class DocsFilter extends DocsNavElement {
  static override properties = {
    label: {},
    placeholder: {},
    key: {},
    limit: { type: Number },
    query: { state: true },
    active: { state: true },
  };

  /** Accessible name of the field (by default the element's word for it, in the reader's language). */
  declare label: string | undefined;
  /** Text shown in the empty field. */
  declare placeholder: string | undefined;
  /** The key that focuses the field from anywhere on the page (`/`); empty: none. */
  declare key: string;
  /** How many matches are listed at most (50). */
  declare limit: number;
  declare protected query: string;
  /** Index of the active match, -1 when none. */
  declare protected active: number;

  static override styles = styles;

  #id = `docs-filter-${++instances}`;
  #result: { matches: FilterMatch[]; total: number } = { matches: [], total: 0 };

  constructor() {
    super();
    this.key = '/';
    this.limit = 50;
    this.query = '';
    this.active = -1;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('keydown', this.#onShortcut);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('keydown', this.#onShortcut);
  }

  /** The matches for the text typed now, in the current version and language. */
  results(): FilterMatch[] {
    return this.#result.matches;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const data = this.data;
    if (!data || !this.query.trim() || !matcher) {
      this.#result = { matches: [], total: 0 };
      if (data && this.query.trim()) this.#whenMatcher = loadMatcher().then(() => this.requestUpdate());
      return;
    }
    const index = this.#index(data, matcher);
    const view = this.view;
    this.#result = matcher.filterPages(index, this.query, { version: view?.version, language: view?.language, limit: this.limit });
    if (this.active >= this.#result.matches.length) this.active = this.#result.matches.length - 1;
  }

  /** The index of the navigation's pages: made once per navigation, when the field is focused or first typed in. */
  #index(data: NavData, m: typeof import('../core/filter.js')): FilterEntry[] {
    let index = indexes.get(data);
    if (!index) indexes.set(data, (index = m.filterIndex(data.resolved.navigation)));
    return index;
  }

  /** The matcher being fetched for a query typed before it was in. */
  #whenMatcher?: Promise<void>;

  /** `updateComplete` also waits for the matcher a query is waiting for. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    const pending = this.#whenMatcher;
    if (pending) {
      this.#whenMatcher = undefined;
      await pending;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  /** Focus: the reader is about to type; the matcher is fetched and the index made now rather than on the first keystroke. */
  #onFocus = (): void => {
    void loadMatcher().then((m) => {
      if (m && this.data) this.#index(this.data, m);
    });
  };

  /** `/` anywhere on the page (not while typing in another field) focuses the field. */
  #onShortcut = (e: KeyboardEvent): void => {
    if (!this.key || e.key !== this.key || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    const target = e.composedPath()[0];
    if (target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    e.preventDefault();
    this.renderRoot.querySelector('input')?.focus();
  };

  #onInput = (e: InputEvent): void => {
    this.query = (e.target as HTMLInputElement).value;
    this.active = -1;
  };

  #onKeydown = (e: KeyboardEvent): void => {
    const n = this.#result.matches.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!n) return;
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      this.active = this.active < 0 ? (step > 0 ? 0 : n - 1) : (this.active + step + n) % n;
    } else if (e.key === 'Enter') {
      const match = this.#result.matches[this.active < 0 ? 0 : this.active];
      if (!match) return;
      e.preventDefault();
      this.#choose(match);
    } else if (e.key === 'Escape' && this.query) {
      e.preventDefault();
      this.#clear();
    }
  };

  #clear(): void {
    this.query = '';
    this.active = -1;
    const input = this.renderRoot.querySelector('input');
    if (input) input.value = '';
  }

  #choose(match: FilterMatch): void {
    const page = match.entry.page;
    this.#clear();
    this.go({ href: pageTarget(page), title: page.title, reason: 'filter', page });
  }

  protected override updated(changed: PropertyValues<this>): void {
    if ((changed as Map<PropertyKey, unknown>).has('active') && this.active >= 0) this.renderRoot.querySelector(`#${this.#id}-${this.active}`)?.scrollIntoView({ block: 'nearest' });
  }

  override render(): TemplateResult {
    const { matches, total } = this.#result;
    const open = !!this.query.trim();
    const listbox = `${this.#id}-list`;
    const activeId = this.active >= 0 ? `${this.#id}-${this.active}` : undefined;
    const t = this.t;
    const count = !open ? '' : total === 0 ? t.noResults : withCount(t.results, total, this.uiLanguage);
    return html`<div class="box" dir=${this.dirOf(this.view?.language)}>
        <input
          part="input"
          type="search"
          role="combobox"
          aria-label=${this.label ?? this.t.find}
          aria-autocomplete="list"
          aria-expanded=${open && matches.length > 0}
          aria-controls=${listbox}
          aria-activedescendant=${activeId ?? nothing}
          placeholder=${this.placeholder ?? this.t.findPlaceholder}
          autocomplete="off"
          spellcheck="false"
          .value=${this.query}
          @focus=${this.#onFocus}
          @input=${this.#onInput}
          @keydown=${this.#onKeydown}
        />
        ${this.key && !open ? html`<kbd part="key" class="key" aria-hidden="true">${this.key}</kbd>` : nothing}
      </div>
      <ul part="listbox" role="listbox" id=${listbox} aria-label=${this.label ?? this.t.find} ?hidden=${!open || matches.length === 0}>
        ${matches.map((m, i) => this.#renderOption(m, i))}
      </ul>
      ${open && !matches.length ? html`<p part="empty" class="none" lang=${this.uiLanguage}>${t.noResults}: <q>${this.query.trim()}</q></p>` : nothing}
      <span class="visually-hidden" role="status">${count}</span>`;
  }

  #renderOption(match: FilterMatch, i: number): TemplateResult {
    const selected = i === this.active;
    const { entry } = match;
    return html`<li part=${selected ? 'option option-active' : 'option'} role="option" id=${`${this.#id}-${i}`} aria-selected=${selected} @click=${() => this.#choose(match)} @pointermove=${() => (this.active = i)}>
      <span part="title" class="title">${entry.label}</span>
      ${entry.trail.length ? html`<span part="trail" class="trail">${entry.trail.join(' › ')}</span>` : nothing}
    </li>`;
  }
}

// Not twice: a page may load the bundle twice (a script tag and an app's import).
if (!customElements.get('docs-filter')) customElements.define('docs-filter', DocsFilter);

/** A count in a sentence: `Results: {n}` with n, written the language's way (1 234). */
function withCount(text: string, n: number, lang: string): string {
  let formatted: string;
  try {
    formatted = n.toLocaleString(lang);
  } catch {
    formatted = String(n);
  }
  return text.replace('{n}', formatted);
}
