// <docs-nav>, the sidebar. This file is the element: which page is current and which groups
// are open around it (expansion: docs-nav.expansion.ts), the drilldown, the anchors and
// dropdowns. What its items show is docs-nav.draw.ts; its lists are drawn by docs-nav.plain.ts
// (a short sidebar, every row at once) or by docs-nav.long.ts (a long one, in blocks and slices,
// what is in view first: a chunk of its own, loaded only for a long sidebar).
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { DocsNavElement } from './base.js';
import type { StoreState } from './store.js';
import { normalizePath } from './location.js';
import { asText, isGroup, locatePage, partOf, relOf, renderExternalMark, renderIcon, rootOf, shown, targetOf } from './parts.js';
import { GroupExpansion, keyChild, keyOf, keyStart, type KeyState } from './docs-nav.expansion.js';
import { Drawing, type Lists } from './docs-nav.draw.js';
import { isLong, PlainLists } from './docs-nav.plain.js';
import { afterPaint, postTask, scrollIntoContainer } from './viewport.js';
import { styles } from './docs-nav.styles.js';
import type { NavEntry, NavGroup, NavPage, ScopeView, DivisionOption } from '../core/scope.js';
import { pageTarget } from '../core/titles.js';

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
 * @csspart skeleton - The placeholder shown while loading, once it has taken 100 ms (a faster load shows none).
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
  /** What the items of the sidebar show (a page's link, a group's toggle, the current page). */
  #draw = new Drawing({
    element: this,
    expansion: this.#expansion,
    link: (href) => this.link(href),
    toggled: (group, open) => this.#toggled(group, open),
  });
  /** How a short sidebar is drawn: every row at once. */
  #plain = new PlainLists(this.#draw);
  /** How the long sidebar shown is drawn (in blocks and slices, docs-nav.long.ts), while one is. */
  #long?: Lists;
  /** How the sidebar shown is drawn: none while the code of a long one loads (a skeleton shows). */
  #lists?: Lists;
  /** While that code loads: until the element has asked for its update then. */
  #loading?: Promise<void>;
  /** The key state of the sidebar shown (its divisions). */
  #scope?: KeyState;
  /** Its first place (the index at each level), from the view it was computed for. */
  #path: number[] = [];
  #ancestorsOf?: ScopeView;
  #lastPath?: string;
  #scrollPending = false;
  #dropdownOpen = false;

  constructor() {
    super();
    this.drilldown = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Back in the page: a long sidebar's slices go on.
    this.#lists?.connected();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#lists?.disconnected();
  }

  /** A large docs.json is in: the code of long sidebars is fetched while it is resolved. */
  protected override storeChanged(state: StoreState): Promise<unknown> | void {
    if (state.status === 'loading' && (state.size ?? 0) > LARGE_DOCS_JSON) return loadLong();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const draw = this.#draw;
    // Read at every update: settings inherited from an enclosing element change no property of this one.
    draw.settings = `${this.url('/')} ${this.iconUrl}`;
    draw.iconUrl = this.iconUrl;
    draw.words = this.t;
    const view = this.view;
    // The page the path resolved to (`/` is the first page, `/guides/` may be `/guides/index`),
    // as the breadcrumbs and tabs show it; outside `base`, none (the sidebar of the docs root,
    // nothing marked or opened).
    const inDocs = this.inDocs;
    draw.setCurrent(!inDocs ? '' : view?.visible && view.page ? normalizePath(view.page.href) : this.path);
    this.#restoreExpansion();
    // A large docs.json most likely has long sidebars: their code is fetched while it is resolved
    // (storeChanged), or while it downloads when the sidebar was long on the reader's last page
    // of this site. Nothing waits for it: a short sidebar is drawn at once, a long one when the
    // code is in.
    if (this.storeState.status === 'loading' && this.#expansion.long) void loadLong();
    if (!view) return;
    const sidebar = view.sidebar;
    // (remembered for the next page of the site, see above)
    this.#expansion.long = isLong(sidebar);
    const lists = (this.#lists = this.#listsFor(sidebar));
    // (the code of a long sidebar loading: this update shows a skeleton, the next one the sidebar)
    if (!lists) return;
    const scope = (this.#scope = keyStart(this.#scopeKey(view)));
    // Views are memoized per path: a new one means a new page or a new navigation.
    const marked = inDocs ? view : undefined;
    const before = this.#path;
    const located = marked !== this.#ancestorsOf;
    if (located) {
      this.#ancestorsOf = marked;
      draw.location = marked && locatePage(sidebar, draw.current);
      // The page the sidebar was chosen for (a hidden page that is current too).
      const target = marked && normalizePath(view.page?.href ?? view.path);
      const first = target === draw.current ? draw.location : marked && locatePage(sidebar, target!);
      this.#path = first?.path ?? [];
      draw.ancestors = new Set();
      let key = scope;
      for (const group of first?.groups ?? []) draw.ancestors.add(keyOf((key = keyChild(key, group.group))));
    }
    const at = inDocs ? view.path : undefined;
    const moved = at !== this.#lastPath;
    if (moved) {
      this.#lastPath = at;
      // Open the ancestors of the current page, on load and on every navigation.
      for (const key of draw.ancestors) this.#expansion.set(key, true);
      this.#scrollPending = true;
      this.#dropdownOpen = false;
    }
    lists.willUpdate(sidebar, scope, { moved, located, before, path: this.#path });
  }

  /**
   * Reads the session's state of the navigation's groups: at once when the navigation (or
   * docs.json, its size told) is in, else in a task of its own while docs.json downloads. Not in
   * the element's first update: the first read of the session's storage takes a millisecond or
   * more, which would lengthen the element's first frame, and docs.json, when it comes during
   * that frame, waits for its end to be read.
   */
  #restoreExpansion(): void {
    const store = this.store;
    const state = this.storeState;
    if (!store) return;
    if (this.data || (state.status === 'loading' && state.size !== undefined)) this.#expansion.restore(store.url);
    else if (state.status === 'loading' && !this.#restoring) {
      this.#restoring = true;
      postTask(() => {
        this.#restoring = false;
        if (this.store !== store || store.state.status !== 'loading') return;
        this.#expansion.restore(store.url);
        if (this.#expansion.long) void loadLong();
      });
    }
  }

  /** A task to read the session's state is posted (see #restoreExpansion). */
  #restoring = false;

  /**
   * How `sidebar` is drawn: a short one at once, a long one in blocks and slices by the code of
   * a chunk of its own, loaded now if it is not yet (none until then: the element renders again
   * when it is there). The long one's state is for the sidebars it drew since it began: after a
   * short one, it begins again.
   */
  #listsFor(sidebar: NavEntry[]): Lists | undefined {
    if (isLong(sidebar) && !longFailed) {
      if (this.#long) return this.#long;
      if (LongLists) return (this.#long = new LongLists(this.#draw));
      this.#loading ??= loadLong().then(() => {
        this.#loading = undefined;
        this.requestUpdate();
      });
      return undefined;
    }
    this.#long?.disconnected();
    this.#long = undefined;
    return this.#plain;
  }

  protected override updated(): void {
    this.#lists?.updated(this.#scrollToCurrent);
  }

  /** Scrolls the current page's link into view (the box that scrolls the sidebar, never the page), once after each navigation. */
  #scrollToCurrent = (): void => {
    this.#draw.forgetGone();
    if (!this.#scrollPending) return;
    this.#scrollPending = false;
    scrollIntoContainer(this.renderRoot.querySelector('a[aria-current=page]'), this.renderRoot.querySelector('nav'));
  };

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

  #scopeKey(view: ScopeView): string {
    return view.activeChain.map((d) => `${d.key}[${d.index}]`).join('.');
  }

  /**
   * What follows any opening or closing, once its render is done: the state saved,
   * `docs-toggle`, and the drilldown to the group's first page.
   */
  #toggled(group: NavGroup, open: boolean): void {
    // Saved after the frame that shows the toggle is painted (a task posted now would run
    // before it): a write may take milliseconds (the keys of 1,000 groups opened). The parts
    // a closing took away are forgotten then too.
    afterPaint(() => {
      this.#expansion.save();
      if (!open) this.#draw.forgetGone();
    });
    this.emit<DocsToggleDetail>('docs-toggle', { group: group.group, expanded: open });
    if (open && (this.data?.resolved.settings.drilldown ?? this.drilldown)) {
      const first = firstPage(group);
      if (first && normalizePath(first.href) !== this.path) this.go({ href: first.href, title: first.title, reason: 'drilldown', page: first });
    }
  }

  // Templates are written without white space between tags: it would be text nodes (and bytes).
  // Lit writes a boolean attribute value as "true" or "false" (aria-busy, aria-expanded).
  override render(): TemplateResult {
    const view = this.view;
    const busy = this.storeState.status === 'loading' || (!!view && !this.#lists);
    return html`<nav part="nav" aria-label=${this.label ?? this.t.sidebar} dir=${this.dirOf(view?.language)} aria-busy=${busy} @click=${this.#onClick}>${this.renderPending(7, true)}${view ? this.#renderView(view) : nothing}</nav>`;
  }

  #renderView(view: ScopeView): TemplateResult {
    const sidebar = view.sidebar;
    const anchors = view.anchors.filter(shown);
    // (the code of a long sidebar loading: its skeleton a moment longer)
    const lists = this.#lists;
    return html`${this.#renderDropdowns(view.dropdowns.filter(shown))}${anchors.length ? html`<ul part="anchors">${anchors.map((a) => this.#renderOption(a, 'anchor'))}</ul>` : nothing}${sidebar.length
      ? (lists?.render(sidebar, this.#scope!) ?? this.renderSkeleton(7, true))
      : html`<p part="empty" class="empty">${this.t.empty}</p>`}`;
  }

  /** `updateComplete` waits for the whole sidebar, not just its first slice (and for the code of a long one). */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    for (let next = this.#waiting(); next; next = this.#waiting()) {
      await next;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  /** What the sidebar waits for: the code of a long one, or its next slice. */
  #waiting(): Promise<void> | undefined {
    return this.#loading ?? this.#lists?.next;
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
    if (page) this.onLinkClick(e, { href: pageTarget(page), title: page.title, reason: 'link', page });
    else if (option) this.onLinkClick(e, { href: option.href, title: option.label, reason: 'link' });
  };

  #onDropdownKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape' && this.#dropdownOpen) {
      this.#dropdownOpen = false;
      this.requestUpdate();
      this.renderRoot.querySelector<HTMLButtonElement>('.dropdown-button')?.focus();
    }
  };
}

/** The code of long sidebars (docs-nav.long.ts), once loaded. */
let LongLists: (new (draw: Drawing) => Lists) | undefined;
let loadingLong: Promise<void> | undefined;
/** Whether it could not be loaded: long sidebars are then drawn whole, as short ones. */
let longFailed = false;

/**
 * Characters of a docs.json from which its sidebars are most likely long (some 3,000 pages):
 * the code of long ones is fetched as soon as it is read, not once it is resolved (a round trip
 * less before the first paint). A smaller one fetches it only for a sidebar that is long.
 */
const LARGE_DOCS_JSON = 100_000;

/** Loads the code of long sidebars, once: a chunk of its own in the script-tag bundle. */
function loadLong(): Promise<void> {
  return (loadingLong ??= import('./docs-nav.long.js').then(
    (module) => void (LongLists = module.LongLists),
    (error: unknown) => {
      longFailed = true;
      console.warn('docs-nav: the code of long sidebars could not be loaded; they are drawn whole:', error);
    },
  ));
}

const CHEVRON = html`<span part="chevron" class="chevron" aria-hidden="true"></span>`;

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
