import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { DocsNavElement } from './base.js';
import { normalizePath } from './location.js';
import { locatePage, pageLabel, relOf, renderExternalMark, rootOf, targetOf } from './parts.js';
import { styles } from './docs-breadcrumbs.styles.js';
import type { NavEntry, NavGroup, ScopeView } from '../core/scope.js';
import { crumbTable } from '../core/scope/crumbs.js';
import { pageTarget } from '../core/titles.js';
import { onDemand } from './store.js';

// The reference's breadcrumbs (`view.breadcrumbs`, for a subclass that shows them) come with this
// element, as a page without breadcrumbs does not need their code: every store's scoper uses it from now on.
onDemand.crumbs = crumbTable;

declare global {
  interface HTMLElementTagNameMap {
    'docs-breadcrumbs': DocsBreadcrumbs;
  }
}

/** One crumb: a label, and where it leads when it leads somewhere. */
export interface Crumb {
  label: string;
  href?: string;
}

/**
 * Where the page being read sits: with `styling.eyebrows: "breadcrumbs"` the whole path (tabs,
 * anchors, dropdowns, products, menu items and groups holding it), otherwise its section (the
 * nearest group); the page itself last. Crumbs that lead somewhere (a division's first page, a
 * group's root page) are links.
 *
 * @summary The breadcrumbs of the current page.
 *
 * @fires {DocsNavigateEvent} docs-navigate - Before a navigation through a crumb (`reason: "breadcrumb"`). Cancelable: cancel it to route yourself.
 * @fires {DocsErrorEvent} docs-error - When the navigation of the element's own `src` cannot be loaded or reloaded. `detail: {src, message, diagnostics, kept}` (`kept`: the last good navigation is still shown).
 * @attr {'loading' | 'ready' | 'error'} status - Set by the element, for the host page's CSS and scripts: the state of its navigation (none before there is one to load).
 *
 * @csspart nav - The `<nav>` landmark.
 * @csspart list - The `<ol>` of crumbs.
 * @csspart crumb - A crumb; also `crumb-current` on the last one, the page being read.
 * @csspart link - A crumb that is a link.
 * @csspart separator - The mark between crumbs.
 * @csspart external - The mark of a crumb that leaves the site.
 * @csspart skeleton - The placeholder shown while loading, once it has taken 100 ms (a faster load shows none).
 * @csspart error - The error message (`role="alert"`), with a retry button.
 *
 * @cssprop --docs-nav-color - The current page.
 * @cssprop --docs-nav-muted-color - The crumbs above it and separators.
 * @cssprop --docs-nav-accent-color - Hovered links.
 * @cssprop --docs-nav-focus-color - Focus ring.
 * @cssprop --docs-nav-font-family - Font.
 * @cssprop --docs-nav-font-size - Base font size.
 */
export class DocsBreadcrumbs extends DocsNavElement {
  static override properties = {
    mode: {},
    label: {},
  };

  /** `full` (the whole path) or `section` (the nearest group); unset: `full` when docs.json sets `styling.eyebrows: "breadcrumbs"`. */
  declare mode: 'full' | 'section' | undefined;
  /** Accessible name of the `<nav>` landmark (by default the element's word for it, in the reader's language). */
  declare label: string | undefined;

  static override styles = styles;

  constructor() {
    super();
  }

  /** The crumbs above the current page, then the page itself; none when nothing is above it or the path is no page. */
  crumbs(): Crumb[] {
    const view = this.view;
    if (!view?.page || !this.inDocs) return [];
    const full = this.mode === 'full' || this.mode === 'section' ? this.mode === 'full' : this.data?.resolved.settings.eyebrows === 'breadcrumbs';
    const divisions = divisionCrumbs(view);
    const groups = groupCrumbs(view) ?? view.trail.slice(divisions.length).map((label) => ({ label }));
    const above = full ? [...divisions, ...groups] : (groups.length ? groups : divisions).slice(-1);
    return above.length ? [...above, { label: pageLabel(view.page, false), href: view.page.href }] : [];
  }

  /** The crumbs of this update: computed once, for setEmpty and render. */
  #crumbs: Crumb[] = [];

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.#crumbs = this.crumbs();
    this.setEmpty(this.data ? !this.#crumbs.length : this.storeState.status === 'idle');
  }

  override render(): TemplateResult | typeof nothing {
    if (!this.data) return this.renderPending(1);
    const crumbs = this.#crumbs;
    if (!crumbs.length) return nothing;
    // No white space between tags: it would be text nodes.
    return html`<nav part="nav" aria-label=${this.label ?? this.t.breadcrumbs} dir=${this.dirOf(this.view?.language)}><ol part="list">${crumbs.map((c, i) => {
      const last = i === crumbs.length - 1;
      const { url, external } = c.href ? this.link(c.href) : { url: undefined, external: false };
      const current = last && !external ? 'page' : nothing;
      return html`<li part=${last ? 'crumb crumb-current' : 'crumb'}>${url
        ? html`<a part="link" href=${url} aria-current=${current} target=${targetOf(external)} rel=${relOf(external)} @click=${(e: MouseEvent) => this.onLinkClick(e, { href: c.href!, title: c.label, reason: 'breadcrumb' })}>${c.label}${renderExternalMark(external, this.t.newTab)}</a>`
        : html`<span aria-current=${current}>${c.label}</span>`}${last ? nothing : html`<span part="separator" class="separator" aria-hidden="true">›</span>`}</li>`;
      })}</ol></nav>`;
  }
}

/** The divisions holding the page (not versions or languages), each leading to its first page. */
function divisionCrumbs(view: ScopeView): Crumb[] {
  return view.activeChain
    .filter((d) => d.key !== 'versions' && d.key !== 'languages' && d.label.trim())
    .map((d) => {
      // Where the last level offering it as its current option leads.
      const o = view.levels.map((l) => l.options[l.activeIndex]).findLast((o, i) => view.levels[i]!.key === d.key && o?.index === d.index);
      return { label: d.label, href: o && !o.external ? o.href : undefined };
    });
}

/**
 * The groups of the sidebar holding the page, outer first, linking where their root pages lead
 * (as the sidebar's group links do); undefined when the page is not in the sidebar.
 */
function groupCrumbs(view: ScopeView): Crumb[] | undefined {
  const target = normalizePath(view.page?.href ?? view.path);
  return groupsHolding(view.sidebar, target)
    ?.filter((g) => g.group.trim())
    .map((g) => {
      const root = rootOf(g);
      // A group's root page is the page itself when it is current: no link to it twice.
      return { label: g.group, href: root && normalizePath(root.href) !== target ? pageTarget(root) : undefined };
    });
}

// Not twice: a page may load the bundle twice (a script tag and an app's import).
if (!customElements.get('docs-breadcrumbs')) customElements.define('docs-breadcrumbs', DocsBreadcrumbs);

/** The groups of `entries` around the page `target` (normalised), outer first; undefined when they do not hold it. */
function groupsHolding(entries: NavEntry[], target: string): NavGroup[] | undefined {
  return locatePage(entries, target)?.groups;
}
