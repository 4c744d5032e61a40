/**
 * Scoping a resolved navigation to the page being read, with the rules of Mintlify's own
 * build (getScopedNavForPath, filterDivisions, generatePathToBreadcrumbsMapForDocsConfig).
 *
 * `createScoper(nav)` indexes the navigation once (one walk: its divisions, groups and pages in
 * document order); every question about a path is then answered from the index (the
 * occurrences of the path, the sibling lists along its chain of divisions) and memoized per
 * path. What only some elements need is computed when first asked: where the version and
 * language switches lead (their tables of every page by segments and by version), the
 * breadcrumbs (one walk for all hrefs), the table of pages by path (the first few paths are
 * found by a scan). A sidebar's first view costs the index and the filter of its own path.
 * A path that is no visible page (hidden page, unknown URL) costs a scan of the flat page list,
 * as the reference's fallback (longest common prefix) needs it.
 *
 * Rules (the reference's):
 * - The page is its first visible occurrence in document order (the product holding it first);
 *   a hidden page, or a path not in the navigation, is scoped like the page sharing the longest
 *   prefix with it.
 * - Its version (language): the one all its listings share; else the version of its first
 *   listing (divisions before groups before pages), preferring the default version when listed
 *   in several; else the default, else the first listed.
 * - Switch targets, per version (language): the path when the page is listed there (or is
 *   hidden, for the current one); else a page of that version whose href differs by one segment
 *   (for languages: only by the locale); else the first page of the groups holding the path in
 *   the current version, or of the groups of the same name in another version; else the first
 *   page directly in that sibling version; else the first page of that version anywhere.
 * - Breadcrumbs: labels of tabs, anchors, dropdowns, products (`name` first), menu items and
 *   groups holding the page, outer first, not versions or languages, nor empty labels; a page
 *   listed several times keeps its last listing; group root pages have none.
 */
import { DIMS, buildIndex, crumbTable, kindOf, later, type Dim, type Div, type NavIndex, type Occ } from './scope/build.js';
import { createEngine, globalOptions, type PathResult } from './scope/engine.js';
import { canonicalPath } from './scope/paths.js';
import type {
  ActiveDivision,
  DivisionKey,
  DivisionKind,
  DivisionLevel,
  DivisionOption,
  NavDivision,
  NavEntry,
  NavObject,
  NavPage,
  PageScope,
  ResolvedNavigation,
  ScopeView,
} from './scope/types.js';

export type {
  ActiveDivision,
  DivisionKey,
  DivisionKind,
  DivisionLevel,
  DivisionOption,
  NavDivision,
  NavEntry,
  NavGroup,
  NavObject,
  NavPage,
  PageScope,
  ResolvedNavigation,
  ScopeView,
} from './scope/types.js';
export { canonicalPath, pathsDifferByOneSegment } from './scope/paths.js';

/** A navigation indexed for scoping. */
export interface Scoper {
  /** The navigation it was built from. */
  readonly nav: ResolvedNavigation;
  /** True when the navigation has a `version` key somewhere (scope() then reports versions). */
  readonly hasVersions: boolean;
  /** True when the navigation has a `language` key somewhere (scope() then reports languages). */
  readonly hasLanguages: boolean;
  /** Version, language, switch targets and breadcrumbs of a path (memoized). */
  scope(path: string): PageScope;
  /** Everything the elements render for a path (memoized). */
  view(path: string): ScopeView;
  /** True when the path is a page of the navigation (hidden pages included; `x` and `x/index` are the same page). */
  isPage(path: string): boolean;
  /** Every page href of the navigation, in document order, once each. */
  pages(): string[];
  /** The href of the first visible page of the navigation (where `/` leads), or null. */
  firstPage(): string | null;
}

/** Index a resolved navigation for scoping. */
export function createScoper(nav: ResolvedNavigation): Scoper {
  const ix = buildIndex(nav as NavObject);
  const engine = createEngine(ix);
  /** Reference breadcrumbs (see crumbTable), of every href, made when first asked. */
  let table: Map<unknown, string[]> | undefined;
  const crumbs = (href: string): string[] | undefined => (table ??= crumbTable(nav as NavObject)).get(href);
  const result = memo(engine.compute);
  const scope = memo((path: string) => toPageScope(ix.hasKey(), result(path), crumbs));
  const view = memo((path: string) => toView(result(path), ix, crumbs, globalOptions(nav.global)));
  return {
    nav,
    get hasVersions() {
      return ix.hasKey().version;
    },
    get hasLanguages() {
      return ix.hasKey().language;
    },
    scope,
    view,
    isPage: (path: string) => ix.occsOf(canonicalPath(path)).length > 0,
    pages: () => [...new Set(ix.occs.map((o) => o.href))],
    firstPage: () => engine.firstOf(ix.root)?.href ?? null,
  };
}

/** Shorthand: the scope of one path (indexes the navigation each call; prefer createScoper). */
export function scopeForPath(nav: ResolvedNavigation, path: string): PageScope {
  return createScoper(nav).scope(path);
}

/** A function of a string, memoized. */
function memo<T>(f: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, f(key));
    return cache.get(key)!;
  };
}

const asText = (v: unknown): string | null => (v === undefined || v === null ? null : String(v));

function toPageScope(hasKey: Record<Dim, boolean>, r: PathResult, crumbsOf: (href: string) => string[] | undefined): PageScope {
  const s: PageScope = {};
  for (const dim of DIMS) {
    if (!hasKey[dim]) continue;
    s[dim] = asText(r[dim]);
    s[`${dim}Targets`] = Object.fromEntries(r.targets()[dim]);
  }
  const crumbs = breadcrumbsOf(r, crumbsOf);
  if (crumbs) s.breadcrumbs = crumbs;
  return s;
}

/** The path's own breadcrumbs, else those of the first of its occurrences that has some. */
function breadcrumbsOf(r: PathResult, crumbsOf: (href: string) => string[] | undefined): string[] | undefined {
  let crumbs = crumbsOf(r.path);
  for (const o of r.occurrences) crumbs ??= crumbsOf(o.href);
  return crumbs && [...crumbs];
}

/** Labels of the divisions (not versions or languages) and groups holding an occurrence. */
function trailOf(o: Occ): string[] {
  const out: string[] = [];
  for (const d of o.div.chain) {
    if (d.key && d.key !== 'versions' && d.key !== 'languages' && d.label.trim()) out.push(d.label);
  }
  for (const b of o.boxes) if (b.name?.trim()) out.push(b.name);
  return out;
}

function activeOf(d: Div): ActiveDivision {
  return { kind: kindOf(d.key!), key: d.key!, index: d.index, label: d.label, node: d.node as NavDivision };
}

/**
 * The view of a path. What a sidebar shows is computed now; where the version and language
 * switches lead (`versionTargets`, `languageTargets`, and the `href` of the version and
 * language options) and `breadcrumbs` when first read.
 */
function toView(r: PathResult, ix: NavIndex, crumbsOf: (href: string) => string[] | undefined, rootGlobals: DivisionOption[]): ScopeView {
  const f = r.filter;
  const levels = f.levels;
  const inner = [...levels].reverse();
  const innermost = (key: DivisionKey): DivisionOption[] => inner.find((lv) => lv.key === key)?.options ?? [];
  // The menu of the innermost active tab or product that has one.
  const menuLevel = inner.find((lv) => (lv.key === 'tabs' || lv.key === 'products') && lv.options[lv.activeIndex]?.menu);

  const activeChain = f.chain.map(activeOf);
  const active: Partial<Record<DivisionKind, ActiveDivision>> = {};
  for (const a of activeChain) active[a.kind] = a;

  const occ = f.found ?? r.occurrences[0];
  const view: ScopeView = {
    version: asText(r.version),
    language: asText(r.language),
    path: r.path,
    inNav: r.occurrences.length > 0,
    visible: f.found !== undefined,
    page: occ ? (occ.page as NavPage) : null,
    trail: occ ? trailOf(occ) : [],
    currentProduct: r.currentProduct ?? null,
    active,
    activeChain,
    levels,
    tabs: innermost('tabs'),
    anchors: innermost('anchors'),
    dropdowns: innermost('dropdowns'),
    products: innermost('products'),
    versions: innermost('versions'),
    languages: innermost('languages'),
    menu: menuLevel?.options[menuLevel.activeIndex].menu ?? [],
    globalAnchors: [...f.lists.anchors, ...rootGlobals].filter((o) => o.isGlobal && o.key === 'anchors'),
    sidebar: f.groupsOrPages as NavEntry[],
  };
  // As PageScope has them: targets only when the navigation has that key.
  for (const dim of DIMS) later(view, `${dim}Targets`, () => (ix.hasKey()[dim] ? Object.fromEntries(r.targets()[dim]) : undefined));
  later(view, 'breadcrumbs', () => breadcrumbsOf(r, crumbsOf));
  return view;
}
