import { html, noChange, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { DocsNavElement } from './base.js';
import { normalizePath } from './location.js';
import { asText, endpointMethod, groupsHolding, hrefsOf, isGroup, pageLabel, partOf, relOf, renderExternalMark, renderIcon, renderTag, rootOf, shown, targetOf } from './parts.js';
import { GroupExpansion } from './docs-nav.expansion.js';
import { postTask, scrollIntoContainer, visibleBand } from './viewport.js';
import { styles } from './docs-nav.styles.js';
import type { NavEntry, NavGroup, NavPage, ScopeView, DivisionOption } from '../core/scope.js';

export interface DocsToggleDetail {
  /** The group's label. */
  group: string;
  expanded: boolean;
}

export type DocsToggleEvent = CustomEvent<DocsToggleDetail>;

declare global {
  interface HTMLElementTagNameMap {
    'docs-nav': DocsNav;
  }
  interface HTMLElementEventMap {
    'docs-toggle': DocsToggleEvent;
  }
}

/**
 * The documentation sidebar: the anchors, dropdowns and groups of the page being read, with
 * expansion, drilldown and the active page. Links are real `<a href>`s.
 *
 * @summary The sidebar of a docs.json navigation.
 *
 * @fires {DocsNavigateEvent} docs-navigate - Before every navigation the element starts (a link, a drilldown). Cancelable: cancel it to route yourself. `detail: {href, url, external, title, reason, page}`.
 * @fires {DocsToggleEvent} docs-toggle - When the reader opens or closes a group. `detail: {group, expanded}`.
 * @fires {DocsErrorEvent} docs-error - When the navigation of the element's own `src` cannot be loaded or reloaded. `detail: {src, message, diagnostics, kept}` (`kept`: the last good navigation is still shown).
 * @attr {'loading' | 'ready' | 'error'} status - Set by the element, for the host page's CSS and scripts: the state of its navigation (none before there is one to load).
 *
 * @csspart nav - The `<nav>` landmark holding everything.
 * @csspart anchors - The list of anchors (and global anchors) at the top.
 * @csspart anchor - One anchor link; also `anchor-active` on the current one.
 * @csspart dropdown - The dropdown that chooses a section; `dropdown-button`, `dropdown-list`, `dropdown-option` inside it.
 * @csspart groups - The list of top-level groups and pages.
 * @csspart group - A group; also `group-nested` for a nested one and `group-active` when it holds the current page.
 * @csspart group-label - A group's label (a heading, a button, or the link to its root page).
 * @csspart toggle - The button that opens and closes a nested group; also `toggle-expanded`.
 * @csspart chevron - The arrow inside a toggle.
 * @csspart pages - The list of a group's pages.
 * @csspart link - A page link; also `link-active` on the current page.
 * @csspart method - The HTTP method badge of an endpoint page; also `method-get`, `method-post`...
 * @csspart deprecated - The badge of a deprecated page.
 * @csspart tag - A group's or page's tag.
 * @csspart icon - An icon.
 * @csspart external - The mark of a link that leaves the docs.
 * @csspart skeleton - The placeholder shown while loading.
 * @csspart error - The error message (`role="alert"`), with a retry button.
 * @csspart empty - The message shown when the section has no pages.
 *
 * @cssprop --docs-nav-color - Text colour.
 * @cssprop --docs-nav-muted-color - Secondary text (group labels, tags).
 * @cssprop --docs-nav-background - Background of the element.
 * @cssprop --docs-nav-hover-background - Background of a hovered item.
 * @cssprop --docs-nav-accent-color - Colour of the current page.
 * @cssprop --docs-nav-active-background - Background of the current page.
 * @cssprop --docs-nav-border-color - Borders and guides.
 * @cssprop --docs-nav-focus-color - Focus ring.
 * @cssprop --docs-nav-surface - Background of popups (the dropdown list).
 * @cssprop --docs-nav-font-family - Font.
 * @cssprop --docs-nav-font-size - Base font size.
 * @cssprop --docs-nav-radius - Corner radius of items.
 * @cssprop --docs-nav-gap - Space between items.
 * @cssprop --docs-nav-item-padding-block - Vertical padding of an item.
 * @cssprop --docs-nav-item-padding-inline - Horizontal padding of an item.
 * @cssprop --docs-nav-indent - Indentation of a nested group.
 */
export class DocsNav extends DocsNavElement {
  // Properties are strings unless they say otherwise (Lit's default).
  static override properties = {
    drilldown: { type: Boolean },
    label: {},
    iconUrl: { attribute: 'icon-url' },
  };

  /** Group drilldown when docs.json leaves `interaction.drilldown` unset: selecting a group goes to its first page. */
  declare drilldown: boolean;
  /** Accessible name of the `<nav>` landmark (by default the element's word for it, in the reader's language). */
  declare label: string | undefined;
  /** Template of icon image URLs, `{name}` standing for the icon name (`/icons/{name}.svg`). */
  declare iconUrl: string | undefined;

  static override styles = styles;

  /** Which groups are open, remembered for the session. */
  #expansion = new GroupExpansion(this);
  /**
   * A group is rendered again only when something it shows changed: the group itself, the
   * settings of its links (`#settings`: base and icon URL), the expansion restored for another
   * `src` (`#expansion.source`), an opening or closing inside it (`#rev`, by group key), or the current
   * page when it is in the group. Expanding a group or following a link costs what it changes,
   * not the whole sidebar.
   */
  #settings?: string;
  #rev = new Map<string, number>();
  /** The sidebar list being shown, and how many of its top-level entries are rendered. */
  #shownOf?: NavEntry[];
  #shown = 0;
  /** Groups just opened that show their first pages only, by key (with the keys of their ancestors). */
  #limited = new Map<string, readonly string[]>();
  /** Whether the next slice waits for a paint (the first of a series does). */
  #afterPaint = true;
  /** The next slice, while one is due: pending until it is made (`updateComplete` waits for it). */
  #next?: Promise<void>;
  /**
   * After a switch to another sidebar (another version, language...), the top-level entries out
   * of view keep the other sidebar's links for a few tasks, by index: the update before the next
   * paint costs what is on screen, not the whole sidebar. Later slices bring them up to date (in
   * order), and any that comes into view first (a scroll) is updated before it is painted.
   */
  #stale = new Set<number>();
  /** Index of the top-level entry holding the current page, at the last render. */
  #holder = -1;
  /** The current path, normalised, for this render. */
  #current = '';
  /** Keys of the groups holding the current page, for the view they were computed from. */
  #ancestors = new Set<string>();
  #ancestorsOf?: ScopeView;
  #lastPath?: string;
  #scrollPending = false;
  #dropdownOpen = false;
  /** Ends the element's window listener. */
  #listening?: AbortController;

  constructor() {
    super();
    this.drilldown = false;
  }

  // Scrolls anywhere on the page (capture: a scrolling box's scroll does not bubble) may bring
  // stale entries into view; the listener returns at once when there are none.
  override connectedCallback(): void {
    super.connectedCallback();
    const signal = (this.#listening = new AbortController()).signal;
    window.addEventListener('scroll', this.#onScroll, { capture: true, passive: true, signal });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#listening?.abort();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // Read at every update: settings inherited from an enclosing element change no property of this one.
    this.#settings = `${this.url('/')} ${this.iconUrl}`;
    const view = this.view;
    // The page the path resolved to (`/` is the first page, `/guides/` may be `/guides/index`),
    // as the breadcrumbs and tabs show it; outside `base`, none (the sidebar of the docs root,
    // nothing marked or opened).
    const inDocs = this.inDocs;
    this.#current = !inDocs ? '' : view?.visible && view.page ? normalizePath(view.page.href) : this.path;
    if (!view) return;
    if (this.store) this.#expansion.restore(this.store.url);
    // Views are memoized per path: a new one means a new page or a new navigation.
    const marked = inDocs ? view : undefined;
    if (marked !== this.#ancestorsOf) {
      this.#ancestorsOf = marked;
      this.#ancestors = new Set();
      let key = this.#scopeKey(view);
      for (const group of (marked && groupsHolding(view.sidebar, normalizePath(view.page?.href ?? view.path))) || []) this.#ancestors.add((key = `${key}/${group.group}`));
    }
    const at = inDocs ? view.path : undefined;
    if (at !== this.#lastPath) {
      this.#lastPath = at;
      // Open the ancestors of the current page, on load and on every navigation.
      for (const key of this.#ancestors) this.#expansion.set(key, true);
      this.#scrollPending = true;
      this.#dropdownOpen = false;
    }
  }

  protected override updated(): void {
    if (this.#scrollPending) {
      this.#scrollPending = false;
      scrollIntoContainer(this.renderRoot.querySelector('a[aria-current=page]'));
    }
    // Entries of another sidebar that are in view now (after that scroll, or once the updated
    // ones took their new size) are updated at once: in a microtask, before this frame paints.
    this.#onScroll();
    const total = this.#shownOf?.length ?? 0;
    if ((this.#shown < total && this.view?.sidebar === this.#shownOf) || this.#limited.size || this.#stale.size) this.#continue();
    else this.#afterPaint = true;
  }

  /**
   * Scrolls the current page's link into view in the box that scrolls the sidebar (never the page
   * itself): for a host that shows the sidebar after hiding it (a menu that opens).
   */
  async revealCurrent(): Promise<void> {
    await this.updateComplete;
    const current = () => this.renderRoot.querySelector('a[aria-current=page]');
    scrollIntoContainer(current());
    // Groups out of view are laid out at their estimated size (content-visibility) until they are
    // shown: once the frame has laid out those now in view, the link is centred again.
    await new Promise(requestAnimationFrame);
    scrollIntoContainer(current());
  }

  /** Updates the stale entries in view (or near it) at the next update, if there are any. */
  #onScroll = (): void => {
    if (!this.#stale.size) return;
    const [from, to] = this.#inView();
    let any = false;
    for (let i = from; i < to; i++) any = this.#stale.delete(i) || any;
    if (any) this.requestUpdate();
  };

  /**
   * The rendered top-level entries in view, as [from, to): those that meet the part of the
   * sidebar its scrolling boxes and the window let be seen, or come within half of it. Entries
   * are stacked in order, so a binary search finds the first; only the rows on screen are read.
   */
  #inView(): [number, number] {
    const items = this.renderRoot.querySelector('ul.groups')?.children;
    if (!items?.length) return [0, 0];
    const [top, bottom] = visibleBand(this);
    if (bottom <= top) return [0, 0];
    const near = (bottom - top) / 2;
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (items[mid]!.getBoundingClientRect().bottom < top - near) lo = mid + 1;
      else hi = mid;
    }
    let to = lo;
    while (to < items.length && items[to]!.getBoundingClientRect().top <= bottom + near) to++;
    return [lo, to];
  }

  #scopeKey(view: ScopeView): string {
    return view.activeChain.map((d) => `${d.key}[${d.index}]`).join('.');
  }

  #isCurrent(page: NavPage): boolean {
    return normalizePath(page.href) === this.#current;
  }

  /** Renders these groups again at the next update. */
  #bump(keys: Iterable<string>): void {
    for (const k of keys) this.#rev.set(k, (this.#rev.get(k) ?? 0) + 1);
  }

  #toggle(key: string, group: NavGroup, chain: readonly string[]): void {
    const open = !this.#expansion.isOpen(key, group);
    this.#expansion.set(key, open);
    const keys = [...chain, key];
    this.#bump(keys);
    // A long group shows its first pages at the next frame, the others right after.
    if (open && group.pages.length > FIRST_CHILDREN) {
      this.#limited.set(key, keys);
      this.#afterPaint = true;
    }
    this.#expansion.save();
    this.emit<DocsToggleDetail>('docs-toggle', { group: group.group, expanded: open });
    this.requestUpdate();
    if (open && (this.data?.resolved.settings.drilldown ?? this.drilldown)) {
      const first = firstPage(group);
      if (first && normalizePath(first.href) !== this.path) this.go({ href: first.href, title: first.title, reason: 'drilldown', page: first });
    }
  }

  // Templates are written without white space between tags: it would be text nodes (and bytes).
  // Lit writes a boolean attribute value as "true" or "false" (aria-busy, aria-expanded).
  override render(): TemplateResult {
    const view = this.view;
    return html`<nav part="nav" aria-label=${this.label ?? this.t.sidebar} dir=${this.dirOf(view?.language)} aria-busy=${this.storeState.status === 'loading'} @click=${this.#onClick}>${this.renderPending(7, true)}${view ? this.#renderView(view) : nothing}</nav>`;
  }

  #renderView(view: ScopeView): TemplateResult {
    const scopeKey = this.#scopeKey(view);
    const sidebar = view.sidebar;
    // A long sidebar comes in slices: what fills the first screen (and the current page's
    // group) now, the rest in the next tasks, after the first paint.
    if (sidebar !== this.#shownOf) {
      // Another sidebar (another version, tab...): as many entries as were shown are updated in
      // place, which costs less than removing them and making them again in later slices.
      const before = this.#shown;
      this.#shownOf = sidebar;
      this.#shown = 0;
      this.#afterPaint = true;
      this.#grow(FIRST_ROWS, scopeKey);
      const kept = Math.min(before, sidebar.length);
      this.#shown = Math.max(this.#shown, kept);
      // Of those, only the ones in view are updated now (and the one that held the current page:
      // no second `aria-current`); the others keep their links until a later slice.
      this.#stale.clear();
      if (kept) {
        const [from, to] = this.#inView();
        for (let i = 0; i < kept; i++) if (i < from || i >= to) this.#stale.add(i);
        this.#stale.delete(this.#holder);
      }
    }
    const holder = sidebar.findIndex((e) => (isGroup(e) ? hrefsOf(e).has(this.#current) : this.#isCurrent(e)));
    if (holder >= this.#shown) this.#shown = holder + 1;
    this.#stale.delete(holder);
    this.#holder = holder;
    const anchors = [...view.anchors, ...view.globalAnchors.filter((g) => !view.anchors.includes(g))].filter(shown);
    return html`${this.#renderDropdowns(view.dropdowns.filter(shown))}${anchors.length ? html`<ul part="anchors">${anchors.map((a) => this.#renderOption(a, 'anchor'))}</ul>` : nothing}${sidebar.length
      ? html`<ul part="groups" class="groups">${sidebar.slice(0, this.#shown).map((e, i) => (this.#stale.has(i) ? noChange : this.#renderEntry(e, scopeKey, [])))}</ul>`
      : html`<p part="empty" class="empty">${this.t.empty}</p>`}`;
  }

  /** Shows more top-level entries of the sidebar: at least `rows` more rows, or all. */
  #grow(rows: number, scopeKey: string): void {
    const sidebar = this.#shownOf ?? [];
    let n = 0;
    while (this.#shown < sidebar.length && n < rows) n += this.#rows(sidebar[this.#shown++]!, scopeKey);
  }

  /** Renders the next slice of the sidebar, in a task of its own. */
  #continue(): void {
    if (this.#next) return;
    let made!: () => void;
    this.#next = new Promise((resolve) => (made = resolve));
    const next = () => {
      this.#next = undefined;
      // The rest of the groups just opened, then more top-level entries.
      for (const keys of this.#limited.values()) this.#bump(keys);
      this.#limited.clear();
      const view = this.view;
      if (view && view.sidebar === this.#shownOf) {
        const scopeKey = this.#scopeKey(view);
        // Entries still showing another sidebar first, then more top-level entries.
        let rows = 0;
        for (const i of this.#stale) {
          if (rows >= NEXT_ROWS) break;
          this.#stale.delete(i);
          rows += this.#rows(view.sidebar[i]!, scopeKey);
        }
        if (rows < NEXT_ROWS) this.#grow(NEXT_ROWS - rows, scopeKey);
      } else this.#stale.clear();
      this.requestUpdate();
      made();
    };
    // The first slice is painted before the next is made; then one slice a task.
    if (this.#afterPaint) requestAnimationFrame(() => postTask(next));
    else postTask(next);
    this.#afterPaint = false;
  }

  /** `updateComplete` waits for the whole sidebar, not just its first slice. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (this.#next) {
      await this.#next;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  /** An anchor or a dropdown option (clicks are handled on the `<nav>`: the link carries its `.option`). */
  #renderOption(o: DivisionOption, part: 'anchor' | 'dropdown-option'): TemplateResult {
    const { url, external } = this.link(o.href);
    const current = this.marked(o);
    return html`<li><a part=${partOf(part, current)} class="item" href=${url ?? nothing} aria-current=${current && !external ? 'true' : nothing} target=${targetOf(external)} rel=${relOf(external)} .option=${o}>${this.#optionLabel(o, part === 'dropdown-option')}${renderExternalMark(external, this.t.newTab)}</a></li>`;
  }

  /** An option's icon and label, and its description when asked. */
  #optionLabel(o: DivisionOption, withDescription: boolean): TemplateResult {
    const description = withDescription ? asText(o.description) : undefined;
    return html`${renderIcon(o.icon, this.iconUrl)}<span class="label">${o.label}${description ? html`<span class="description">${description}</span>` : nothing}</span>`;
  }

  #renderDropdowns(listed: DivisionOption[]): TemplateResult | typeof nothing {
    if (!listed.length) return nothing;
    const active = listed.find((d) => d.active) ?? listed[0]!;
    const open = this.#dropdownOpen;
    const toggle = () => {
      this.#dropdownOpen = !open;
      this.requestUpdate();
    };
    return html`<div part="dropdown" class="dropdown" @keydown=${this.#onDropdownKey}><button part="dropdown-button" class="item dropdown-button" type="button" aria-expanded=${open} aria-controls="dropdown-list" @click=${toggle}>${this.#optionLabel(active, true)}${CHEVRON}</button><ul part="dropdown-list" class="popup dropdown-list" id="dropdown-list" ?hidden=${!open}>${open ? listed.map((d) => this.#renderOption(d, 'dropdown-option')) : nothing}</ul></div>`;
  }

  /** Clicks on links, for the whole element: a page link carries its page (`.page`), an anchor or option its option (`.option`). */
  #onClick = (e: MouseEvent): void => {
    const link = (e.target as Element).closest?.('a') as (HTMLAnchorElement & { page?: NavPage; option?: DivisionOption }) | null;
    const page = link?.page;
    const option = link?.option;
    if (page) this.onLinkClick(e, { href: page.href, title: page.title, reason: 'link', page });
    else if (option) this.onLinkClick(e, { href: option.href, title: option.label, reason: 'link' });
  };

  #onDropdownKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape' && this.#dropdownOpen) {
      this.#dropdownOpen = false;
      this.requestUpdate();
      this.renderRoot.querySelector<HTMLButtonElement>('.dropdown-button')?.focus();
    }
  };

  /** An entry at the depth of `chain`, the keys of the groups around it. */
  #renderEntry(entry: NavEntry, prefix: string, chain: readonly string[]): unknown {
    return isGroup(entry) ? this.#renderGroup(entry, prefix, chain) : this.#renderPage(entry);
  }

  #renderPage(page: NavPage): TemplateResult {
    const current = this.#isCurrent(page);
    const part = partOf('link', current);
    const link = this.link(page.href);
    const url = link.url ?? nothing;
    const external = link.external;
    const method = endpointMethod(page);
    const deprecated = page.deprecated === true;
    const title = pageLabel(page);
    // Most pages are a title alone: two elements and a text (clicks are handled on the `<nav>`).
    if (!method && !deprecated && !page.icon && !asText(page.tag) && !external) {
      return html`<li><a part=${part} class="item" href=${url} aria-current=${current ? 'page' : nothing} .page=${page} .textContent=${title}></a></li>`;
    }
    const methodParts = `method method-${method}`;
    return html`<li><a part=${part} class="item" href=${url} aria-current=${current && !external ? 'page' : nothing} target=${targetOf(external)} rel=${relOf(external)} .page=${page}>${method
      ? html`<span part=${methodParts} class=${methodParts}>${method === 'delete' ? 'del' : method}</span>`
      : nothing}${renderIcon(page.icon, this.iconUrl)}<span class=${deprecated ? 'label deprecated' : 'label'}>${title}</span>${renderTag(deprecated && this.t.deprecated, 'deprecated')}${renderTag(page.tag)}${renderExternalMark(external, this.t.newTab)}</a></li>`;
  }

  /**
   * A group: a top-level one under a heading (its label, or a link to its root page), a nested
   * one behind a toggle (the label itself, or a button beside the link to its root page).
   */
  #renderGroup(group: NavGroup, prefix: string, chain: readonly string[]): unknown {
    const key = `${prefix}/${group.group}`;
    const holds = hrefsOf(group).has(this.#current);
    return guard([group, this.#settings, this.t, this.#expansion.source, this.#rev.get(key) ?? 0, holds ? this.#current : null], () => {
      const root = rootOf(group);
      // The link to the root page: its attributes, in the heading or beside the toggle.
      const rootLink = root ? this.link(root.href) : { url: undefined, external: false };
      const rootExternal = rootLink.external;
      const rootCurrent = !!root && !rootExternal && this.#isCurrent(root);
      const rootHref = rootLink.url ?? nothing;
      const rootAria = rootCurrent ? 'page' : nothing;
      const nested = chain.length > 0;
      const parts = `group${nested ? ' group-nested' : ''}${this.#ancestors.has(key) ? ' group-active' : ''}`;
      const icon = renderIcon(group.icon, this.iconUrl);
      const tag = renderTag(group.tag);
      // A label of white space names nothing: a link or button must still say where it goes.
      const title = group.group.trim() || !root ? group.group : pageLabel(root, false);
      const name = html`<span class="label">${title}</span>`;
      const inner = [...chain, key];
      const entries = (pages: NavEntry[]) => pages.map((e) => this.#renderEntry(e, key, inner));
      if (!nested) {
        // Its size until it has been shown: its rows (a CSSOM property, not a style attribute,
        // which a strict Content-Security-Policy refuses).
        return html`<li part=${parts} class="top-group" .style=${`--_rows:${this.#rows(group, prefix)}`}><p class="heading" part="group-label">${icon}${root
          ? html`<a href=${rootHref} aria-current=${rootAria} target=${targetOf(rootExternal)} rel=${relOf(rootExternal)} .page=${root}>${title}${renderExternalMark(rootExternal, this.t.newTab)}</a>`
          : name}${tag}</p><ul part="pages">${entries(group.pages)}</ul></li>`;
      }
      const open = this.#expansion.isOpen(key, group);
      const listId = `g-${encodeURIComponent(key)}`;
      const label = html`${icon}${name}${tag}`;
      const toggle = html`<button part=${`${root ? '' : 'group-label '}toggle${open ? ' toggle-expanded' : ''}`} class=${root ? 'icon-button toggle' : 'item'} type="button" aria-expanded=${open} aria-controls=${listId} aria-label=${root ? title : nothing} @click=${() => this.#toggle(key, group, chain)}>${root ? nothing : label}${CHEVRON}</button>`;
      return html`<li part=${parts} class="nested">${root
        ? html`<div class="row"><a part=${`group-label ${partOf('link', rootCurrent)}`} class="item" href=${rootHref} aria-current=${rootAria} target=${targetOf(rootExternal)} rel=${relOf(rootExternal)} .page=${root}>${label}${renderExternalMark(rootExternal, this.t.newTab)}</a>${toggle}</div>`
        : toggle}<ul part="pages" id=${listId} ?hidden=${!open}>${open ? entries(this.#limited.has(key) ? group.pages.slice(0, FIRST_CHILDREN) : group.pages) : nothing}</ul></li>`;
    });
  }

  /** Rows an entry shows: a page one; a group its label, its pages and its open nested groups' rows. */
  #rows(entry: NavEntry, prefix: string): number {
    if (!isGroup(entry)) return 1;
    const key = `${prefix}/${entry.group}`;
    let n = 1;
    for (const e of entry.pages) n += isGroup(e) && !this.#expansion.isOpen(`${key}/${e.group}`, e) ? 1 : this.#rows(e, key);
    return n;
  }
}

/** Rows of the first slice of a sidebar (a few screens), and of each next one. */
const FIRST_ROWS = 30;
/** Pages of a group just opened shown at once (the others follow in the next task). */
const FIRST_CHILDREN = 40;
const NEXT_ROWS = 300;

const CHEVRON = html`<span part="chevron" class="chevron" aria-hidden="true">▸</span>`;

function firstPage(group: NavGroup): NavPage | undefined {
  const root = rootOf(group);
  if (root) return root;
  for (const e of group.pages) {
    if (isGroup(e)) {
      const p = firstPage(e);
      if (p) return p;
    } else if (!e.hidden) return e;
  }
  return undefined;
}

// Not twice: a page may load the bundle twice (a script tag and an app's import).
if (!customElements.get('docs-nav')) customElements.define('docs-nav', DocsNav);
