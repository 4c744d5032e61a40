/**
 * What an item of <docs-nav> shows (src/elements/docs-nav.ts), whatever draws the lists around it
 * (a short sidebar all at once, docs-nav.plain.ts; a long one in blocks and slices,
 * docs-nav.long.ts): a page's link, a group's heading or toggle and its list, which page is
 * current, and the parts of the sidebar that render again on their own.
 */
import { html, nothing, render, type RenderOptions, type TemplateResult } from 'lit';
import type { DirectiveResult } from 'lit/directive.js';
import type { NavEntry, NavGroup, NavPage } from '../core/scope.js';
import { pageTarget } from '../core/titles.js';
import type { GroupExpansion, KeyState } from './docs-nav.expansion.js';
import { same, type Item, type Part } from './docs-nav.items.js';
import { asText, endpointMethod, pageLabel, partOf, pathTest, relOf, renderExternalMark, renderIcon, renderTag, rootOf, targetOf, type PageLocation } from './parts.js';
import type { DocsStrings } from './strings.js';

/** What the element gives the drawing of its sidebar. */
export interface Host {
  /** The element (its shadow root, its updates). */
  readonly element: HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment; requestUpdate(): void };
  readonly expansion: GroupExpansion;
  /** The URL of a page's link, and whether it leaves the docs. */
  link(href: string): { url: string | undefined; external: boolean };
  /** What follows a group opened or closed by the reader, once its render is done. */
  toggled(group: NavGroup, open: boolean): void;
}

/**
 * How the sidebar's list of groups and pages is drawn: every row at once (a short sidebar,
 * docs-nav.plain.ts) or in blocks and slices (a long one, docs-nav.long.ts).
 */
export interface Lists {
  /** In the element's `willUpdate`, when it shows `sidebar`: what changed since the last update. */
  willUpdate(sidebar: NavEntry[], scope: KeyState, change: Change): void;
  /** The sidebar's list (`<ul part="groups">`). */
  render(sidebar: NavEntry[], scope: KeyState): TemplateResult;
  /** In the element's `updated`; `scroll` brings the current page into view (when it moved). */
  updated(scroll: () => void): void;
  /** The element back in the page. */
  connected(): void;
  disconnected(): void;
  /** Pending while more of the sidebar is due after this update (`updateComplete` waits for it). */
  readonly next?: Promise<void>;
}

/** What changed for an update (see DocsNav.willUpdate). */
export interface Change {
  /** The reader is on another page. */
  moved: boolean;
  /** The current page was looked for again (another page, another view). */
  located: boolean;
  /** Where the current page was, and is (an index per level, from the sidebar's own list). */
  before: readonly number[];
  path: readonly number[];
}

export class Drawing {
  readonly host: Host;
  /** The settings of links (base and icon URL), read at every update: items are drawn again when they change. */
  settings?: string;
  iconUrl?: string;
  /** The element's words for this update (read once: reading them looks up the language). */
  words!: DocsStrings;
  /** The current path, normalised, for this render. */
  current = '';
  #currentTest = pathTest('');
  /** Where the current page is in the sidebar (every place, for what renders again when it changes). */
  location?: PageLocation;
  /** Keys of the groups around the current page. */
  ancestors = new Set<string>();
  /**
   * The groups and blocks that render again on their own, by key; their renders are counted (a
   * clock: a part rendered after an update began was rendered by it).
   */
  parts = new Map<string, Part>();
  renders = 0;
  #options: RenderOptions;

  constructor(host: Host) {
    this.host = host;
    this.#options = { host: host.element };
  }

  get expansion(): GroupExpansion {
    return this.host.expansion;
  }

  setCurrent(current: string): void {
    if (current !== this.current) [this.current, this.#currentTest] = [current, pathTest(current)];
  }

  isCurrent(page: NavPage): boolean {
    return this.#currentTest(page);
  }

  /** Whether `group` holds the current page (it is drawn again when that page changes). */
  holds(group: NavGroup): boolean {
    return this.location?.holders.has(group) ?? false;
  }

  /** A group's parts: `group`, `group-nested`, `group-active` when it holds the current page. */
  groupParts(key: string, nested: boolean): string {
    return `group${nested ? ' group-nested' : ''}${this.ancestors.has(key) ? ' group-active' : ''}`;
  }

  /**
   * A page (`level`: a row of a flat list, at that level). Most are a title alone: an item, its
   * link and its text, made without Lit (a sidebar may have 100,000 of them; clicks are handled
   * on the `<nav>`, no listener per link). A link that becomes current is the same element,
   * updated in place (it keeps the focus).
   */
  drawPage(before: Item | undefined, page: NavPage, inBlock: boolean, level?: number): Item {
    const current = this.isCurrent(page);
    const deps = [page, current, this.settings, this.words, inBlock, level];
    if (same(before?.deps, deps)) return before!;
    const link = this.host.link(pageTarget(page));
    const plain = isPlain(page) && !link.external;
    // (a list holds rows or pages, never both: whether it is a row is not its kind)
    const kind = plain ? 'link' : 'page';
    const reuse = before?.kind === kind;
    const li = reuse ? before.li : plain ? ((PAGE ??= pageItem()).cloneNode(true) as HTMLLIElement) : document.createElement('li');
    setItem(li, undefined, undefined, inBlock ? 'listitem' : undefined, level === undefined ? undefined : 'flat');
    if (level !== undefined) setRow(li, level);
    if (!plain) {
      this.render(this.#renderLink(page, current), li);
      return { li, kind, deps };
    }
    const a = li.firstChild as PageLink;
    setAttr(a, 'part', current ? 'link link-active' : 'link');
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
    const link = this.host.link(pageTarget(page));
    const url = link.url ?? nothing;
    const external = link.external;
    const method = endpointMethod(page);
    const deprecated = page.deprecated === true;
    const title = pageLabel(page);
    const methodParts = `method method-${method}`;
    return html`<a part=${part} class="item" href=${url} aria-current=${current && !external ? 'page' : nothing} target=${targetOf(external)} rel=${relOf(external)} .page=${page}>${method
      ? html`<span part=${methodParts} class=${methodParts}>${method === 'delete' ? 'del' : method}</span>`
      : nothing}${renderIcon(page.icon, this.iconUrl)}<span class=${deprecated ? 'label deprecated' : 'label'}>${title}</span>${renderTag(deprecated && this.words.deprecated, 'deprecated')}${renderTag(page.tag)}${renderExternalMark(external, this.words.newTab)}</a>`;
  }

  /**
   * A nested group's toggle (the label itself, or a button beside the link to its root page),
   * and that link. `controls`: the id of its list.
   */
  renderToggle(group: NavGroup, open: boolean, controls: string | undefined, onClick: () => void): TemplateResult {
    const { root, link, current, title } = this.#rootOf(group);
    const parts = `${root ? '' : 'group-label '}toggle${open ? ' toggle-expanded' : ''}`;
    const icon = renderIcon(group.icon, this.iconUrl);
    const tag = renderTag(group.tag);
    return root
      ? html`<div class="row"><a part=${`group-label ${partOf('link', current)}`} class="item" href=${link.url ?? nothing} aria-current=${current ? 'page' : nothing} target=${targetOf(link.external)} rel=${relOf(link.external)} .page=${root}>${icon}<span class="label" .textContent=${title}></span>${tag}${renderExternalMark(link.external, this.words.newTab)}</a><button part=${parts} class="icon-button toggle" type="button" aria-expanded=${open} aria-controls=${controls ?? nothing} aria-label=${title} @click=${onClick}><span part="chevron" class="chevron" aria-hidden="true"></span></button></div>`
      : html`<button part=${parts} class="item" type="button" aria-expanded=${open} aria-controls=${controls ?? nothing} @click=${onClick}>${icon}<span class="label" .textContent=${title}></span>${tag}<span part="chevron" class="chevron" aria-hidden="true"></span></button>`;
  }

  /**
   * A group's content: a top-level one under a heading (its label, or a link to its root page),
   * a nested one behind a toggle (the label itself, or a button beside the link to its root
   * page); then the list of its pages.
   */
  renderGroup(group: NavGroup, nested: boolean, open: boolean, list: GroupList, onClick?: () => void): TemplateResult {
    const { id, items, role, className, unit } = list;
    if (!nested) {
      const { root, link, current, title } = this.#rootOf(group);
      return html`<p class="heading" part="group-label">${renderIcon(group.icon, this.iconUrl)}${root
        ? html`<a href=${link.url ?? nothing} aria-current=${current ? 'page' : nothing} target=${targetOf(link.external)} rel=${relOf(link.external)} .page=${root}>${title}${renderExternalMark(link.external, this.words.newTab)}</a>`
        : html`<span class="label" .textContent=${title}></span>`}${renderTag(group.tag)}</p><ul part="pages" role=${role ?? nothing} class=${className ?? nothing} .list=${unit} .block=${0} ${items}></ul>`;
    }
    // Most are a label alone: its toggle in the same template, without the bindings of an icon and a tag (each a comment in the DOM).
    if (!rootOf(group) && isBare(group))
      return html`<button part=${open ? 'group-label toggle toggle-expanded' : 'group-label toggle'} class="item" type="button" aria-expanded=${open} aria-controls=${id} @click=${onClick}><span class="label" .textContent=${group.group}></span><span part="chevron" class="chevron" aria-hidden="true"></span></button><ul part="pages" id=${id} ?hidden=${!open} role=${role ?? nothing} class=${className ?? nothing} .list=${unit} .block=${0} ${items}></ul>`;
    return html`${this.renderToggle(group, open, id, onClick!)}<ul part="pages" id=${id} ?hidden=${!open} role=${role ?? nothing} class=${className ?? nothing} .list=${unit} .block=${0} ${items}></ul>`;
  }

  /**
   * A group's root page: its link (a root page may leave the docs: then it is never current) and
   * the group's title (a label of white space names nothing: a link or button must still say
   * where it goes, so the root page's title says it).
   */
  #rootOf(group: NavGroup): { root: NavPage | undefined; link: { url: string | undefined; external: boolean }; current: boolean; title: string } {
    const root = rootOf(group);
    const link = root ? this.host.link(pageTarget(root)) : { url: undefined, external: false };
    const current = !!root && !link.external && this.isCurrent(root);
    const title = group.group.trim() || !root ? group.group : pageLabel(root, false);
    return { root, link, current, title };
  }

  /** Renders `value` into `li`, now (with the element as the host of its listeners). */
  render(value: unknown, li: HTMLElement): void {
    render(value, li, this.#options);
  }

  /** Renders `make` into `li`, now, and keeps them as the part `key` (rendered again on its own by refreshPart). */
  renderPart(key: string, li: HTMLLIElement, make: () => unknown): void {
    this.parts.set(key, { li, make, renderedAt: ++this.renders });
    render(make(), li, this.#options);
  }

  /**
   * An item of `kind` (a group, a block) drawn from `deps` (always when there are none) as the part
   * `key`, its content made by `make` into its `<li>`: `before` when nothing it shows changed.
   */
  drawPart(before: Item | undefined, kind: string, key: string, deps: unknown[] | undefined, make: (li: HTMLLIElement) => unknown): Item {
    if (deps && before?.kind === kind && same(before.deps, deps)) return before;
    const li = before?.kind === kind ? before.li : document.createElement('li');
    this.renderPart(key, li, () => make(li));
    return { li, kind, deps: deps ?? [] };
  }

  /** Renders a part again, now, while it is in the page. */
  refreshPart(part: Part | undefined): void {
    if (!part?.li.isConnected) return;
    part.renderedAt = ++this.renders;
    render(part.make(), part.li, this.#options);
  }

  /** Forgets the parts no longer in the page (a group closed, a list made shorter), while the element is. */
  forgetGone(): void {
    if (this.host.element.isConnected) for (const [key, part] of this.parts) if (!part.li.isConnected) this.parts.delete(key);
  }
}

/** The list of a group's pages, as renderGroup draws it. */
export interface GroupList {
  /** Its id in the DOM (a nested group's toggle controls it). */
  id: string;
  /** Its items (see docs-nav.items.ts). */
  items: DirectiveResult;
  /** `list` when its items are blocks (a long list, see docs-nav.long.ts); its class (`stale`). */
  role?: string;
  className?: string;
  /** The list it is among those of a long sidebar (for what is in view). */
  unit?: number;
}

/** A page shown as its title alone (no method, badge, icon or tag). */
const isPlain = (page: NavPage): boolean => !endpointMethod(page) && page.deprecated !== true && isBare(page);
/** An entry without an icon or a tag. */
const isBare = (e: NavEntry): boolean => !e.icon && !asText(e.tag);

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

/**
 * Sets an attribute (removes it, for `undefined`) only when its value changes: the browser
 * processes a set to the same value as a change (a `part` or `class` invalidates styles), which
 * thousands of rows updated in place (a version switch) pay for nothing.
 */
export function setAttr(el: Element, name: string, value: string | undefined): void {
  if (value === undefined) el.removeAttribute(name);
  else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/** An element standing for a block of a long list (its list and index, see docs-nav.long.ts). */
export type Marked = Element & { list?: number; block?: number };

/**
 * What an item says of itself: the block it stands for (`list`, `block`, for what is in view), its
 * role, class, rows (its size until it is shown, a CSSOM property: a strict Content-Security-Policy
 * refuses style attributes) and whether assistive technologies skip it (a placeholder).
 */
export function setItem(li: HTMLElement & Marked, list: number | undefined, block: number | undefined, role: string | undefined, className: string | undefined, rows?: number, hidden = false): void {
  setAttr(li, 'role', role);
  setAttr(li, 'class', className);
  setAttr(li, 'aria-hidden', hidden ? 'true' : undefined);
  if (rows !== undefined) li.style.setProperty('--_rows', String(rows));
  if (list !== undefined) [li.list, li.block] = [list, block];
}

/** A row of a flat list at `level`: its indent, and its level for assistive technologies. */
export function setRow(li: HTMLLIElement, level: number): void {
  setAttr(li, 'aria-level', String(level + 1));
  li.style.setProperty('--_level', String(level));
}
