import { html, nothing, render, type PropertyValues, type RenderOptions, type TemplateResult } from 'lit';
import type { DirectiveResult } from 'lit/directive.js';
import { DocsNavElement } from './base.js';
import { normalizePath } from './location.js';
import { asText, endpointMethod, isGroup, locatePage, pathTest, pageLabel, partOf, relOf, renderExternalMark, renderIcon, renderTag, rootOf, shown, targetOf, type PageLocation } from './parts.js';
import { GroupExpansion, keyChild, keyOf, keyStart, type KeyState } from './docs-nav.expansion.js';
import { blocks, BLOCK, isRow, items, Progress, same, TOP, type BlockState, type Draw, type Entries, type Item, type Part, type Row } from './docs-nav.blocks.js';
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
   * What of the sidebar is rendered, block by block (src/elements/docs-nav.blocks.ts). In an
   * update of the element, an entry or a block is drawn again only when something it shows
   * changed (its item's `deps`, see `items`): itself, the settings of its links (`#settings`: base and icon URL), the
   * expansion restored for another `src` (`#expansion.source`), its state, or the current page
   * when it is in it. A change inside it (an opening, a slice) renders it again on its own, at
   * once (a part, see #parts), not the groups around it: expanding a group 1,000 levels deep
   * or following a link costs what it changes, not the whole sidebar.
   */
  #progress = new Progress(
    (key, group) => this.#expansion.isOpen(key, group),
    () => `${this.#expansion.generation} ${this.#expansion.source}`,
  );
  #settings?: string;
  /** The element's words for this update (read once: reading them looks up the language). */
  #words?: unknown;
  /** How the items of the sidebar render their content (src/elements/docs-nav.blocks.ts, `items`). */
  #options: RenderOptions = { host: this };
  /** The sidebar list being shown. */
  #shownOf?: NavEntry[];
  /** Whether some blocks are not rendered yet, or not from this sidebar (slices are due). */
  #unfinished = false;
  /** What `#unfinished` was last set from: the sidebar (epoch) and the expansion. */
  #stamp = '';
  /** Whether the next slice waits for a paint (the first of a series does). */
  #afterPaint = true;
  /** The next slice, while one is due: pending until it is made (`updateComplete` waits for it). */
  #next?: Promise<void>;
  /** Rows a slice renders: adapted to what the last slices took (see #measure). */
  #sliceRows = SLICE_ROWS;
  #sliceStart = 0;
  /** The current path, normalised, for this render, and the test of an href against it. */
  #current = '';
  #currentTest = pathTest('');
  /** Where the current page is in the sidebar (every place, for what renders again when it changes). */
  #location?: PageLocation;
  /** Its first place (the index at each level), from the view it was computed for. */
  #path: number[] = [];
  /** Keys of the groups around the current page, for the view they were computed from. */
  #ancestors = new Set<string>();
  #ancestorsOf?: ScopeView;
  #lastPath?: string;
  #scrollPending = false;
  /** Whether what is in view is rendered before the next paint (after a navigation, a switch). */
  #settle = false;
  #inViewFrame = 0;
  /**
   * The groups and blocks that render again on their own, by key (`g<id>`, `b<id>/<block>`,
   * `s<id>/<part>`); updates are counted (passes), and renders of parts (a clock).
   */
  #parts = new Map<string, Part>();
  #renders = 0;
  /** The clock of renders when the update began: a part rendered later was rendered by it. */
  #since = 0;
  #dropdownOpen = false;
  /** Row counts of groups, for the height of what is not laid out yet (see #rowsOf). */
  #groupRows = new WeakMap<NavGroup, [generation: number, rows: number]>();
  #rowsHolding = new WeakMap<Entries, [PageLocation | undefined, number[]]>();
  /** Ends the element's window listener. */
  #listening?: AbortController;

  constructor() {
    super();
    this.drilldown = false;
  }

  // Scrolls anywhere on the page (capture: a scrolling box's scroll does not bubble) may bring
  // blocks not rendered yet into view; the listener returns at once when there are none.
  override connectedCallback(): void {
    super.connectedCallback();
    const signal = (this.#listening = new AbortController()).signal;
    window.addEventListener('scroll', this.#onScroll, { capture: true, passive: true, signal });
    // Back in the page: the slices go on.
    if (this.hasUpdated) this.#rendered();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#listening?.abort();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.#since = this.#renders;
    // Read at every update: settings inherited from an enclosing element change no property of this one.
    this.#settings = `${this.url('/')} ${this.iconUrl}`;
    this.#words = this.t;
    const view = this.view;
    // The page the path resolved to (`/` is the first page, `/guides/` may be `/guides/index`),
    // as the breadcrumbs and tabs show it; outside `base`, none (the sidebar of the docs root,
    // nothing marked or opened).
    const inDocs = this.inDocs;
    const current = !inDocs ? '' : view?.visible && view.page ? normalizePath(view.page.href) : this.path;
    if (current !== this.#current) [this.#current, this.#currentTest] = [current, pathTest(current)];
    // (While the navigation loads too: reading the session's storage the first time takes a few
    // milliseconds, better spent waiting for docs.json than before the first paint.)
    if (this.store) this.#expansion.restore(this.store.url);
    if (!view) return;
    const scope = keyStart(this.#scopeKey(view));
    const sidebar = view.sidebar;
    // Views are memoized per path: a new one means a new page or a new navigation.
    const marked = inDocs ? view : undefined;
    const before = this.#path;
    const located = marked !== this.#ancestorsOf;
    if (located) {
      this.#ancestorsOf = marked;
      this.#location = marked && locatePage(sidebar, this.#current);
      // The page the sidebar was chosen for (a hidden page that is current too).
      const target = marked && normalizePath(view.page?.href ?? view.path);
      const first = target === this.#current ? this.#location : marked && locatePage(sidebar, target!);
      this.#path = first?.path ?? [];
      this.#ancestors = new Set();
      let key = scope;
      for (const group of first?.groups ?? []) this.#ancestors.add(keyOf((key = keyChild(key, group.group))));
    }
    const at = inDocs ? view.path : undefined;
    const moved = at !== this.#lastPath;
    if (moved) {
      this.#lastPath = at;
      // Open the ancestors of the current page, on load and on every navigation.
      for (const key of this.#ancestors) this.#expansion.set(key, true);
      this.#scrollPending = true;
      this.#settle = true;
      this.#dropdownOpen = false;
    }
    const progress = this.#progress;
    progress.top(sidebar, scope);
    if (sidebar !== this.#shownOf) {
      const first = !this.#shownOf;
      this.#shownOf = sidebar;
      this.#afterPaint = true;
      if (!first) {
        // Another sidebar (another version, tab...): what is rendered is updated in place, which
        // costs less than making it again. Now only the blocks holding the page that was current
        // (no second `aria-current`) and the new one; those in view right after this update
        // (#renderInView); the others in slices, in order.
        progress.epoch++;
        this.#settle = true;
        progress.renderPath(before);
      }
      progress.renderPath(this.#path);
      if (first) this.#renderAround(this.#path[0]);
    } else if (moved || located) {
      // The current page, and the groups around it, in this update.
      progress.renderPath(this.#path);
    }
    const stamp = `${progress.epoch} ${this.#expansion.generation} ${this.#expansion.source}`;
    if (stamp !== this.#stamp || moved) {
      this.#stamp = stamp;
      this.#unfinished = true;
    }
  }

  protected override updated(): void {
    // What changed before this update and it did not reach (its items' deps held) renders now.
    this.#refresh(this.#since);
    this.#forgetGone();
    if (this.#scrollPending) {
      this.#scrollPending = false;
      scrollIntoContainer(this.renderRoot.querySelector('a[aria-current=page]'), this.renderRoot.querySelector('nav'));
    }
    // After a navigation or a switch, what is in view now (after that scroll) and not rendered,
    // or not from this sidebar, is rendered at once, before this frame paints (a few rounds, as
    // rendered blocks show more). After a slice: at the next frame (see #checkInView).
    if (this.#settle) {
      this.#settle = false;
      for (let rounds = 0; rounds < MAX_ROUNDS && this.#renderInView(); rounds++) this.#refresh();
    }
    this.#rendered();
  }

  /**
   * At the first render, what the scroll to the current page brings into view: the top-level
   * entries nearest to the one holding it, outward, until FIRST_ROWS rows; without a current
   * page, the top of the sidebar. What else is in view then (the element may not be in a
   * scrolling box) is rendered after the scroll, before the paint (#renderInView).
   */
  #renderAround(at = 0): void {
    const progress = this.#progress;
    const entries = progress.entries(TOP)!;
    const budget = { rows: FIRST_ROWS };
    for (let d = 0; budget.rows > 0 && d <= Math.max(at, entries.length - at); d++) {
      for (const i of d ? [at - d, at + d] : [at]) {
        if (i < 0 || i >= entries.length) continue;
        budget.rows -= progress.render(TOP, blocks.of(entries, i));
        const child = progress.child(TOP, i);
        if (child !== undefined) progress.walk(child, budget);
      }
    }
  }

  /** Renders again, now, the blocks made current since the last render (but those rendered after `since`, which show them). */
  #refresh(since = Infinity): void {
    const keys = new Set<string>();
    for (const [id, k] of this.#progress.takeChanged()) {
      const entries = this.#progress.entries(id);
      // A block of a long list is a part; a short list is rendered by its group, the top one by the element.
      // (in a very long list, while its SUPER blocks were not rendered, their placeholder's)
      if (entries && blocks.cut(entries)) keys.add(this.#parts.has(`b${id}/${k}`) ? `b${id}/${k}` : `s${id}/${Math.floor(k / SUPER)}`);
      // (the top list changed in an update is rendered by it)
      else if (id === TOP) {
        if (since === Infinity) this.requestUpdate();
      } else keys.add(`g${id}`);
    }
    for (const key of keys) {
      const part = this.#parts.get(key);
      if (part && part.renderedAt <= since) this.#refreshPart(part);
    }
  }

  /** After a render (an update, a slice, an opening): more slices, or the end of them. */
  #rendered(): void {
    this.#measure();
    this.#checkInView();
    if (this.#unfinished) this.#continue();
    else this.#afterPaint = true;
  }

  /**
   * Renders (at the next render) the blocks not rendered yet, or from another sidebar, that meet
   * the part of the sidebar its scrolling boxes and the window let be seen, or come within half
   * of it; true when there were some. They are marked (`.pending`, `.stale`). The items of a list
   * are stacked in order, so a binary search finds the first in view in each list, from the
   * sidebar's own list down into the lists in view: only what is near the screen is read.
   */
  #renderInView(): boolean {
    if (!this.#unfinished) return false;
    const groups = this.renderRoot.querySelector('ul.groups');
    if (!groups) return false;
    const [top, bottom] = visibleBand(this);
    if (bottom <= top) return false;
    const near = (bottom - top) / 2;
    const from = top - near;
    const to = bottom + near;
    let any = false;
    const mark = (el: Marked) => {
      if (el.list !== undefined && el.block !== undefined && this.#progress.render(el.list, el.block) > 0) any = true;
    };
    const visit = (list: Element): void => {
      if (list.classList.contains('stale')) return mark(list);
      const items = list.children;
      let lo = 0;
      let hi = items.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (items[mid]!.getBoundingClientRect().bottom < from) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < items.length; i++) {
        const item = items[i]!;
        if (item.getBoundingClientRect().top > to) break;
        if (item.matches('.pending, .stale')) mark(item);
        else for (const inner of item.children) if (inner.localName === 'ul' && !(inner as HTMLElement).hidden) visit(inner);
      }
    };
    visit(groups);
    return any;
  }

  /**
   * Scrolls the current page's link into view in the box that scrolls the sidebar (never the page
   * itself): for a host that shows the sidebar after hiding it (a menu that opens).
   */
  async revealCurrent(): Promise<void> {
    await this.updateComplete;
    const current = () => this.renderRoot.querySelector('a[aria-current=page]');
    const nav = this.renderRoot.querySelector('nav');
    scrollIntoContainer(current(), nav);
    // Groups out of view are laid out at their estimated size (content-visibility) until they are
    // shown: once the frame has laid out those now in view, the link is centred again.
    await new Promise(requestAnimationFrame);
    scrollIntoContainer(current(), nav);
  }

  /** A scroll (before the frame that paints it): what it brings into view is rendered in that frame. */
  #onScroll = (): void => {
    if (this.#renderInView()) {
      this.#refresh();
      this.#rendered();
    }
  };

  /**
   * #renderInView at the next frame (once), in its animation frame callbacks: what it reads is
   * the layout that frame makes anyway, and what it renders is in that frame. After a slice, a
   * scroll (the reader may reach what is not rendered yet before the slices do).
   */
  #checkInView = (): void => {
    if (this.#inViewFrame || !this.#unfinished) return;
    this.#inViewFrame = requestAnimationFrame(() => {
      this.#inViewFrame = 0;
      if (this.#renderInView()) {
        this.#refresh();
        this.#rendered();
      }
    });
  };

  #scopeKey(view: ScopeView): string {
    return view.activeChain.map((d) => `${d.key}[${d.index}]`).join('.');
  }

  #isCurrent(page: NavPage): boolean {
    return this.#currentTest(page.href);
  }

  #toggle(id: number, key: string, group: NavGroup): void {
    const open = !this.#expansion.isOpen(key, group);
    this.#expansion.set(key, open);
    // The group renders again, now, alone (at any depth); opened, its list starts afresh: its
    // first block now (a long group: its first pages), the rest in the next tasks.
    this.#progress.forget(id);
    if (open) {
      this.#progress.walk(id, { rows: BLOCK });
      this.#unfinished = true;
    }
    this.#progress.takeChanged();
    this.#refreshPart(this.#parts.get(`g${id}`));
    this.#toggled(group, open);
  }

  /**
   * What follows any opening or closing, once its render is asked for: the next slices after the
   * paint, the state saved, `docs-toggle`, and the drilldown to the group's first page.
   */
  #toggled(group: NavGroup, open: boolean): void {
    this.#afterPaint = true;
    this.#rendered();
    // Saved after the frame that shows the toggle is painted (a task posted now would run
    // before it): a write may take milliseconds (the keys of 1,000 groups opened). The parts
    // a closing took away are forgotten then too.
    requestAnimationFrame(() =>
      postTask(() => {
        this.#expansion.save();
        if (!open) this.#forgetGone();
      }),
    );
    this.emit<DocsToggleDetail>('docs-toggle', { group: group.group, expanded: open });
    if (open && (this.data?.resolved.settings.drilldown ?? this.drilldown)) {
      const first = firstPage(group);
      if (first && normalizePath(first.href) !== this.path) this.go({ href: first.href, title: first.title, reason: 'drilldown', page: first });
    }
  }

  /** Opens or closes a group shown as a row of flat list `list`: the rows after it change. */
  #toggleRow(list: number, row0: Row): void {
    const group = row0.entry as NavGroup;
    const key = keyOf(row0.key!);
    const open = !this.#expansion.isOpen(key, group);
    this.#expansion.set(key, open);
    // Its block and the first whose rows changed render again now; those after them (their rows
    // moved) in the next tasks, in place.
    const was = this.#progress.entries(list) ?? [];
    const row = was.indexOf(row0);
    const at = this.#progress.reflow(list, row);
    const entries = this.#progress.entries(list) ?? [];
    if (at < entries.length) this.#progress.render(list, blocks.of(entries, at));
    this.#unfinished = true;
    this.#progress.takeChanged();
    // The list when its blocks are more or fewer (or it is no list of blocks), and its block and
    // the first changed if that did not render them (their rows may be the same, the toggle's
    // state is not). The other blocks show the same rows, or are stale.
    const before = this.#renders;
    if (!blocks.cut(entries) || blocks.count(was) !== blocks.count(entries)) this.#refreshPart(this.#parts.get(`g${list}`));
    if (blocks.cut(entries)) {
      for (const k of new Set([blocks.of(entries, row), blocks.of(entries, at)])) {
        const part = this.#parts.get(`b${list}/${k}`);
        if (part && part.renderedAt <= before) this.#refreshPart(part);
      }
    }
    this.#toggled(group, open);
  }

  // Templates are written without white space between tags: it would be text nodes (and bytes).
  // Lit writes a boolean attribute value as "true" or "false" (aria-busy, aria-expanded).
  override render(): TemplateResult {
    const view = this.view;
    return html`<nav part="nav" aria-label=${this.label ?? this.t.sidebar} dir=${this.dirOf(view?.language)} aria-busy=${this.storeState.status === 'loading'} @click=${this.#onClick}>${this.renderPending(7, true)}${view ? this.#renderView(view) : nothing}</nav>`;
  }

  #renderView(view: ScopeView): TemplateResult {
    const sidebar = view.sidebar;
    const anchors = [...view.anchors, ...view.globalAnchors.filter((g) => !view.anchors.includes(g))].filter(shown);
    const state = this.#progress.state(TOP, 0);
    const cut = blocks.cut(sidebar);
    return html`${this.#renderDropdowns(view.dropdowns.filter(shown))}${anchors.length ? html`<ul part="anchors">${anchors.map((a) => this.#renderOption(a, 'anchor'))}</ul>` : nothing}${sidebar.length
      ? html`<ul part="groups" class=${!cut && state === 'stale' ? 'groups stale' : 'groups'} role=${cut ? 'list' : nothing} .list=${TOP} .block=${0} ${this.#listItems(TOP, sidebar, keyStart(this.#scopeKey(view)), false)}></ul>`
      : html`<p part="empty" class="empty">${this.t.empty}</p>`}`;
  }

  /** Renders the next slice of the sidebar, in a task of its own. */
  #continue(): void {
    if (this.#next) return;
    let made!: () => void;
    this.#next = new Promise((resolve) => (made = resolve));
    const next = () => {
      this.#next = undefined;
      // Out of the page: no more slices until it is back (connectedCallback).
      if (!this.isConnected) return made();
      this.#sliceStart = performance.now();
      this.#unfinished = !this.#progress.walk(TOP, { rows: this.#sliceRows });
      this.#refresh();
      // Its style and layout in this task, so that #measure counts them: the rows a slice can
      // afford depend on them as much as on its script (a thousand levels deep, more).
      void this.offsetHeight;
      this.#rendered();
      made();
    };
    // The first slice is painted before the next is made; then one slice a task.
    if (this.#afterPaint) requestAnimationFrame(() => postTask(next));
    else postTask(next);
    this.#afterPaint = false;
  }

  /**
   * Adapts the rows of a slice to this machine: from what the last one took, from its start to
   * its update, style and layout done, aiming at SLICE_MS (so that a slice stays well under 50 ms,
   * on a slow phone as on a desktop).
   */
  #measure(): void {
    if (!this.#sliceStart) return;
    const took = Math.max(1, performance.now() - this.#sliceStart);
    this.#sliceStart = 0;
    const rows = this.#sliceRows * (SLICE_MS / took);
    this.#sliceRows = Math.round(Math.min(MAX_SLICE_ROWS, Math.max(BLOCK, (this.#sliceRows + rows) / 2)));
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

  /** Renders `make` into `li`, now, and keeps them as the part `key` (rendered again on its own by #refreshPart). */
  #renderPart(key: string, li: HTMLLIElement, make: () => unknown): void {
    this.#parts.set(key, { li, make, renderedAt: ++this.#renders });
    render(make(), li, this.#options);
  }

  /**
   * An item of `kind` (a group, a block) drawn from `deps` (always when there are none) as the part
   * `key`, its content made by `make` into its `<li>`: `before` when nothing it shows changed.
   */
  #drawPart(before: Item | undefined, kind: string, key: string, deps: unknown[] | undefined, make: (li: HTMLLIElement) => unknown): Item {
    if (deps && before?.kind === kind && same(before.deps, deps)) return before;
    const li = before?.kind === kind ? before.li : document.createElement('li');
    this.#renderPart(key, li, () => make(li));
    return { li, kind, deps: deps ?? [] };
  }

  /** Renders a part again, now, while it is in the page. */
  #refreshPart(part: Part | undefined): void {
    if (!part?.li.isConnected) return;
    part.renderedAt = ++this.#renders;
    render(part.make(), part.li, this.#options);
  }

  /** Forgets the parts no longer in the page (a group closed, a list made shorter), while the element is. */
  #forgetGone(): void {
    if (this.isConnected) for (const [key, part] of this.#parts) if (!part.li.isConnected) this.#parts.delete(key);
  }

  /**
   * The items of a list's `<ul>` (list `id`: the sidebar's, or a group's pages): its entries, or,
   * for a long list, its blocks; a placeholder while it is not rendered, and as it was while it
   * is stale. `nested`: the entries are inside a group.
   */
  #listItems(id: number, entries: Entries, key: KeyState, nested: boolean): DirectiveResult {
    if (!blocks.cut(entries)) {
      const state = this.#progress.state(id, 0);
      if (state === 'stale') return items(0, undefined);
      // Not rendered yet: a placeholder of its height, a block of its own.
      if (state === 'pending') return items(1, (_, before) => this.#drawBlock(before, id, entries, 0, key, nested, false));
      return items(entries.length, (i, before) => this.#drawEntry(before, id, entries, i, key, nested, false));
    }
    const holding = this.#holding(entries);
    const count = blocks.count(entries);
    if (count > 2 * SUPER) return items(Math.ceil(count / SUPER), (s, before) => this.#drawSuper(before, id, entries, s, key, nested, holding));
    return items(count, (k, before) => this.#drawBlock(before, id, entries, k, key, nested, holding?.includes(k) ?? false));
  }

  /**
   * SUPER blocks of a very long list (more than 2 × SUPER blocks: 100,000 pages are 100 of them,
   * not 2,000 blocks): one placeholder while none of its blocks is rendered, then a list item
   * holding them, laid out only when near the screen (its blocks then are, all of them). Drawn
   * again whenever its list is (its blocks are drawn again only when they changed).
   */
  #drawSuper(before: Item | undefined, id: number, entries: Entries, s: number, key: KeyState, nested: boolean, holding: number[] | undefined): Item {
    return this.#drawPart(before, 'super', `s${id}/${s}`, undefined, (li) => {
      entries = this.#progress.entries(id) ?? entries;
      const from = s * SUPER;
      const to = Math.min(blocks.count(entries), from + SUPER);
      let rows = 0;
      let shown = false;
      for (let k = from; k < to; k++) {
        rows += this.#rowsOf(entries, k, key, nested);
        shown ||= this.#progress.state(id, k) !== 'pending';
      }
      // One element, a placeholder or not: it keeps what the browser knows of it (its size, whether it is on screen).
      setItem(li, id, from, 'none', `super${shown ? '' : ' pending'}${holding?.some((k) => k >= from && k < to) ? ' holds-current' : ''}`, rows, !shown);
      return html`<ul role="none" ${items(shown ? to - from : 0, (i, b) => this.#drawBlock(b, id, entries, from + i, key, nested, holding?.includes(from + i) ?? false))}></ul>`;
    });
  }

  /**
   * A block of a long list: a list item holding a list of its entries, both without a role of
   * their own (`none`: a screen reader hears one list, the entries say `listitem`), laid out only
   * when near the screen (`content-visibility`), sized by its rows until then.
   */
  #drawBlock(before: Item | undefined, id: number, entries: Entries, k: number, key: KeyState, nested: boolean, holds: boolean): Item {
    // Rows of a flat list move when a group above them opens: the block's own rows are what it shows.
    const shown = isRow(entries[0]) ? entries.slice(...blocks.range(entries, k)) : [entries, k];
    const deps = [...shown, this.#progress.state(id, k), this.#settings, this.#words, this.#expansion.source, holds ? this.#current : null];
    return this.#drawPart(before, 'block', `b${id}/${k}`, deps, (li) => {
      const state = this.#progress.state(id, k);
      // Its list's rows as they are now (a toggle in a flat list renders its blocks alone).
      entries = this.#progress.entries(id) ?? entries;
      const [from, to] = blocks.range(entries, k);
      setItem(li, id, k, 'none', holds ? `${BLOCK_CLASS[state]} holds-current` : BLOCK_CLASS[state], this.#rowsOf(entries, k, key, nested), state === 'pending');
      const content = state === 'pending' ? items(0, NONE) : state === 'stale' ? items(0, undefined) : items(to - from, (i, b) => this.#drawEntry(b, id, entries, from + i, key, nested, true));
      return html`<ul role="none" ${content}></ul>`;
    });
  }

  /** Entry i of list `id`; `inBlock`: inside a block, where each says it is a list item. */
  #drawEntry(before: Item | undefined, id: number, entries: Entries, i: number, key: KeyState, nested: boolean, inBlock: boolean): Item {
    const e = entries[i]!;
    return isRow(e) ? this.#drawRow(before, e, id, inBlock) : isGroup(e) ? this.#drawGroup(before, e, id, i, key, nested, inBlock) : this.#drawPage(before, e, inBlock);
  }

  /** Blocks of a long list holding the current page (of rows: looked for once per page). */
  #holding(entries: Entries): number[] | undefined {
    if (!isRow(entries[0])) return this.#location?.lists.get(entries as NavEntry[])?.map((i) => blocks.of(entries, i));
    const known = this.#rowsHolding.get(entries);
    if (known && known[0] === this.#location) return known[1];
    const at: number[] = [];
    entries.forEach((row, i) => {
      const e = (row as Row).entry;
      if (this.#location?.holders.has(e as NavGroup) || (!isGroup(e) && this.#isCurrent(e))) at.push(blocks.of(entries, i));
    });
    this.#rowsHolding.set(entries, [this.#location, at]);
    return at;
  }

  /**
   * A row of a flat list (see docs-nav.blocks.ts): a page, or a group's label and toggle, at its
   * level (its indent, and `aria-level`). The group's entries are the rows after it, not a list
   * inside it: its toggle has no `aria-controls` (which the disclosure pattern leaves optional).
   */
  #drawRow(before: Item | undefined, row: Row, list: number, inBlock: boolean): Item {
    if (!isGroup(row.entry)) return this.#drawPage(before, row.entry, inBlock, row.level);
    const group = row.entry;
    const holds = this.#location?.holders.has(group) ?? false;
    const key = keyOf(row.key!);
    const open = this.#expansion.isOpen(key, group);
    const deps = [group, row.level, open, this.#settings, this.#words, this.#expansion.source, holds ? this.#current : null, inBlock];
    if (same(before?.deps, deps)) return before!;
    const li = before?.kind === 'group-row' ? before.li : document.createElement('li');
    li.setAttribute('part', this.#groupParts(key, true));
    setItem(li, undefined, undefined, inBlock ? 'listitem' : undefined, 'nested flat');
    setRow(li, row.level);
    render(this.#renderToggle(group, open, undefined, () => this.#toggleRow(list, row)), li, this.#options);
    return { li, kind: 'group-row', deps };
  }

  /**
   * A page (`level`: a row of a flat list, at that level). Most are a title alone: an item, its
   * link and its text, made without Lit (a sidebar may have 100,000 of them; clicks are handled
   * on the `<nav>`, no listener per link). A link that becomes current is the same element,
   * updated in place (it keeps the focus).
   */
  #drawPage(before: Item | undefined, page: NavPage, inBlock: boolean, level?: number): Item {
    const current = this.#isCurrent(page);
    const deps = [page, current, this.#settings, this.#words, inBlock, level];
    if (same(before?.deps, deps)) return before!;
    const link = this.link(page.href);
    const plain = isPlain(page) && !link.external;
    // (a list holds rows or pages, never both: whether it is a row is not its kind)
    const kind = plain ? 'link' : 'page';
    const reuse = before?.kind === kind;
    const li = reuse ? before.li : plain ? (PAGE ??= pageItem()).cloneNode(true) as HTMLLIElement : document.createElement('li');
    setItem(li, undefined, undefined, inBlock ? 'listitem' : undefined, level === undefined ? undefined : 'flat');
    if (level !== undefined) setRow(li, level);
    if (!plain) {
      render(this.#renderLink(page, current), li, this.#options);
      return { li, kind, deps };
    }
    const a = li.firstChild as PageLink;
    a.setAttribute('part', current ? 'link link-active' : 'link');
    setAttr(a, 'href', link.url);
    setAttr(a, 'aria-current', current ? 'page' : undefined);
    a.page = page;
    const title = pageLabel(page);
    if (!reuse || a.textContent !== title) a.textContent = title;
    return { li, kind, deps };
  }

  /** A page's link, with its method, icon, tags and external mark. */
  #renderLink(page: NavPage, current: boolean): TemplateResult {
    const part = partOf('link', current);
    const link = this.link(page.href);
    const url = link.url ?? nothing;
    const external = link.external;
    const method = endpointMethod(page);
    const deprecated = page.deprecated === true;
    const title = pageLabel(page);
    const methodParts = `method method-${method}`;
    return html`<a part=${part} class="item" href=${url} aria-current=${current && !external ? 'page' : nothing} target=${targetOf(external)} rel=${relOf(external)} .page=${page}>${method
      ? html`<span part=${methodParts} class=${methodParts}>${method === 'delete' ? 'del' : method}</span>`
      : nothing}${renderIcon(page.icon, this.iconUrl)}<span class=${deprecated ? 'label deprecated' : 'label'}>${title}</span>${renderTag(deprecated && this.t.deprecated, 'deprecated')}${renderTag(page.tag)}${renderExternalMark(external, this.t.newTab)}</a>`;
  }

  /** A group's parts: `group`, `group-nested`, `group-active` when it holds the current page. */
  #groupParts(key: string, nested: boolean): string {
    return `group${nested ? ' group-nested' : ''}${this.#ancestors.has(key) ? ' group-active' : ''}`;
  }

  /**
   * A nested group's toggle (the label itself, or a button beside the link to its root page),
   * and that link. `controls`: the id of its list.
   */
  #renderToggle(group: NavGroup, open: boolean, controls: string | undefined, onClick: () => void): TemplateResult {
    const { root, link, current, title } = this.#rootOf(group);
    const parts = `${root ? '' : 'group-label '}toggle${open ? ' toggle-expanded' : ''}`;
    const icon = renderIcon(group.icon, this.iconUrl);
    const tag = renderTag(group.tag);
    return root
      ? html`<div class="row"><a part=${`group-label ${partOf('link', current)}`} class="item" href=${link.url ?? nothing} aria-current=${current ? 'page' : nothing} target=${targetOf(link.external)} rel=${relOf(link.external)} .page=${root}>${icon}<span class="label" .textContent=${title}></span>${tag}${renderExternalMark(link.external, this.t.newTab)}</a><button part=${parts} class="icon-button toggle" type="button" aria-expanded=${open} aria-controls=${controls ?? nothing} aria-label=${title} @click=${onClick}><span part="chevron" class="chevron" aria-hidden="true">▸</span></button></div>`
      : html`<button part=${parts} class="item" type="button" aria-expanded=${open} aria-controls=${controls ?? nothing} @click=${onClick}>${icon}<span class="label" .textContent=${title}></span>${tag}<span part="chevron" class="chevron" aria-hidden="true">▸</span></button>`;
  }

  /**
   * A group's root page: its link (a root page may leave the docs: then it is never current) and
   * the group's title (a label of white space names nothing: a link or button must still say
   * where it goes, so the root page's title says it).
   */
  #rootOf(group: NavGroup): { root: NavPage | undefined; link: { url: string | undefined; external: boolean }; current: boolean; title: string } {
    const root = rootOf(group);
    const link = root ? this.link(root.href) : { url: undefined, external: false };
    const current = !!root && !link.external && this.#isCurrent(root);
    const title = group.group.trim() || !root ? group.group : pageLabel(root, false);
    return { root, link, current, title };
  }

  /**
   * A group, entry `index` of list `list` (whose key state is `parentKey`): its item, drawn again
   * when something it shows changed (itself, the settings of its links, the words, the expansion
   * restored for another `src`, the current page when it holds it); a change inside it (an
   * opening, a slice) renders it again on its own (a part, see #parts).
   */
  #drawGroup(before: Item | undefined, group: NavGroup, list: number, index: number, parentKey: KeyState, nested: boolean, inBlock: boolean): Item {
    const id = this.#progress.idOf(list, index);
    const holds = this.#location?.holders.has(group) ?? false;
    const deps = [group, this.#settings, this.#words, this.#expansion.source, holds ? this.#current : null, inBlock];
    return this.#drawPart(before, nested ? 'group' : 'top-group', `g${id}`, deps, (li) => this.#renderGroup(li, group, id, list, index, parentKey, nested, inBlock, holds));
  }

  /**
   * A group's item (its parts, class and role) and content: a top-level one under a heading (its
   * label, or a link to its root page), a nested one behind a toggle (the label itself, or a
   * button beside the link to its root page). Its pages are list `id`, its place.
   */
  #renderGroup(li: HTMLLIElement, group: NavGroup, id: number, list: number, index: number, parentKey: KeyState, nested: boolean, inBlock: boolean, holds: boolean): TemplateResult | typeof nothing {
    const keyState = keyChild(parentKey, group.group);
    const key = keyOf(keyState);
    const open = !nested || this.#expansion.isOpen(key, group);
    // Its entries: its pages, or deep enough, the rows of its subtree (see docs-nav.blocks.ts).
    // Closed, nothing of it is kept: opened again, it renders afresh, in slices.
    const entries = this.#progress.listOf(id, group, keyState, list, index);
    if (!open) this.#progress.forget(id);
    // A list of more than 2 × BLOCK entries is a list of blocks (see #drawBlock).
    const cut = blocks.cut(entries);
    const listRole = cut ? 'list' : nothing;
    const stale = !cut && this.#progress.state(id, 0) === 'stale' ? 'stale' : nothing;
    li.setAttribute('part', this.#groupParts(key, nested));
    const role = inBlock ? 'listitem' : undefined;
    if (!nested) {
      // Until its pages are rendered (a short list), it is a placeholder itself: its heading
      // comes with them (a group without pages shows its heading at once: nothing is to come).
      // Its size until it has been shown: its rows.
      const waiting = !cut && entries.length > 0 && this.#progress.state(id, 0) === 'pending';
      setItem(li, waiting ? id : undefined, 0, role, `top-group${holds ? ' holds-current' : ''}${waiting ? ' pending' : ''}`, this.#topRows(group, parentKey), waiting);
      if (waiting) return nothing;
      const { root, link, current, title } = this.#rootOf(group);
      const pages = this.#listItems(id, entries, keyState, true);
      return html`<p class="heading" part="group-label">${renderIcon(group.icon, this.iconUrl)}${root
        ? html`<a href=${link.url ?? nothing} aria-current=${current ? 'page' : nothing} target=${targetOf(link.external)} rel=${relOf(link.external)} .page=${root}>${title}${renderExternalMark(link.external, this.t.newTab)}</a>`
        : html`<span class="label" .textContent=${title}></span>`}${renderTag(group.tag)}</p><ul part="pages" role=${listRole} class=${stale} .list=${id} .block=${0} ${pages}></ul>`;
    }
    setItem(li, undefined, undefined, role, 'nested');
    const listId = `g${this.#progress.placeOf(id)}`;
    const pages = open ? this.#listItems(id, entries, keyState, true) : items(0, NONE);
    const onClick = () => this.#toggle(id, key, group);
    // Most are a label alone: its toggle in the same template, without the bindings of an icon and a tag (each a comment in the DOM).
    if (!rootOf(group) && isBare(group))
      return html`<button part=${open ? 'group-label toggle toggle-expanded' : 'group-label toggle'} class="item" type="button" aria-expanded=${open} aria-controls=${listId} @click=${onClick}><span class="label" .textContent=${group.group}></span><span part="chevron" class="chevron" aria-hidden="true">▸</span></button><ul part="pages" id=${listId} ?hidden=${!open} role=${listRole} class=${stale} .list=${id} .block=${0} ${pages}></ul>`;
    return html`${this.#renderToggle(group, open, listId, onClick)}<ul part="pages" id=${listId} ?hidden=${!open} role=${listRole} class=${stale} .list=${id} .block=${0} ${pages}></ul>`;
  }

  /**
   * Rows of block k of a list, for its size until it is laid out (then it keeps the size it had:
   * `contain-intrinsic-size: auto`): a page one; a group its label, and when open (a top-level
   * group always is) its pages' rows, counted again after an expansion changes.
   */
  #rowsOf(entries: Entries, k: number, key: KeyState, nested: boolean): number {
    const [from, to] = blocks.range(entries, k);
    let rows = 0;
    for (let i = from; i < to; i++) {
      const e = entries[i]!;
      rows += !isRow(e) && isGroup(e) ? this.#rowsOfGroup(e, key, nested) : 1;
    }
    return rows;
  }

  #rowsOfGroup(group: NavGroup, parentKey: KeyState, nested: boolean): number {
    const generation = this.#expansion.generation;
    const known = this.#groupRows.get(group);
    if (known?.[0] === generation) return known[1];
    const key = keyChild(parentKey, group.group);
    let rows = 1;
    if (!nested || this.#expansion.isOpen(keyOf(key), group)) for (let k = 0; k < blocks.count(group.pages); k++) rows += this.#rowsOf(group.pages, k, key, true);
    this.#groupRows.set(group, [generation, rows]);
    return rows;
  }

  /** A top-level group's rows, for its size until it has been shown (counted once). */
  #topRows(group: NavGroup, key: KeyState): number {
    return this.#groupRows.get(group)?.[1] ?? this.#rowsOfGroup(group, key, false);
  }
}

/** Rounds of rendering what is in view before a paint, at most (each shows more: the lists in what it rendered). */
const MAX_ROUNDS = 20;
/** Rows of the first render of a sidebar (a few screens, from its top), and of a slice to begin with. */
const FIRST_ROWS = 40;
const SLICE_ROWS = 400;
/** Blocks of a part of a very long list (see #renderSuper). */
const SUPER = 20;
const MAX_SLICE_ROWS = 5000;
/** What a slice aims to take (its update, style and layout; the paint of its frame is apart). */
const SLICE_MS = 12;

/** An element standing for a block (its list and index), as #drawBlock and #drawPlaceholder make it. */
type Marked = Element & { list?: number; block?: number };

const BLOCK_CLASS: Record<BlockState, string> = { pending: 'block pending', current: 'block', stale: 'block stale' };

const CHEVRON = html`<span part="chevron" class="chevron" aria-hidden="true">▸</span>`;

/** A page shown as its title alone (no method, badge, icon or tag). */
const isPlain = (page: NavPage): boolean => !endpointMethod(page) && page.deprecated !== true && isBare(page);
/** An entry without an icon or a tag. */
const isBare = (e: NavEntry): boolean => !e.icon && !asText(e.tag);

/** Draws nothing: the items of a list closed, or not rendered yet. */
const NONE: Draw = (_, before) => before!;

/** A page's link, with the page it goes to (for the click handler on the `<nav>`). */
type PageLink = HTMLAnchorElement & { page?: NavPage };

/** The item of a page shown as its title alone, cloned for each (made at the first use: the module may be imported where there is no DOM). */
let PAGE: HTMLLIElement | undefined;
function pageItem(): HTMLLIElement {
  const li = document.createElement('li');
  const a = li.appendChild(document.createElement('a'));
  a.className = 'item';
  a.setAttribute('part', 'link');
  return li;
}

function setAttr(el: Element, name: string, value: string | undefined): void {
  if (value === undefined) el.removeAttribute(name);
  else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/**
 * What an item says of itself: the block it stands for (`list`, `block`, for #renderInView), its
 * role, class, rows (its size until it is shown, a CSSOM property: a strict Content-Security-Policy
 * refuses style attributes) and whether assistive technologies skip it (a placeholder).
 */
function setItem(li: HTMLElement & Marked, list: number | undefined, block: number | undefined, role: string | undefined, className: string | undefined, rows?: number, hidden = false): void {
  setAttr(li, 'role', role);
  setAttr(li, 'class', className);
  setAttr(li, 'aria-hidden', hidden ? 'true' : undefined);
  if (rows !== undefined) li.style.setProperty('--_rows', String(rows));
  if (list !== undefined) [li.list, li.block] = [list, block];
}

/** A row of a flat list at `level`: its indent, and its level for assistive technologies. */
function setRow(li: HTMLLIElement, level: number): void {
  setAttr(li, 'aria-level', String(level + 1));
  li.style.setProperty('--_level', String(level));
}

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
