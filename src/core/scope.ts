/**
 * Scoping a resolved navigation to the page being read, with the rules of Mintlify's own
 * build (getScopedNavForPath, filterDivisions, generatePathToBreadcrumbsMapForDocsConfig).
 *
 * `createScoper(nav)` indexes the navigation once; every question about a path is then
 * answered from the index (the occurrences of the path, the sibling lists along its chain of
 * divisions, lookup tables of hrefs) and memoized per path. Only a path that is no visible page
 * (hidden page, unknown URL) costs a scan of the flat page list, as the reference's fallback
 * (longest common prefix) needs it.
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
import { KIND_OF, buildIndex, crumbsOf as findCrumbs, type Div, type NavIndex, type Occ } from './scope/build.js';
import { Engine, type Item, type PathResult } from './scope/engine.js';
import { canonicalPath, isAbsoluteUrl } from './scope/paths.js';
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
  const engine = new Engine(ix);
  const results = new Map<string, PathResult>();
  const views = new Map<string, ScopeView>();
  const scopes = new Map<string, PageScope>();

  const result = (path: string): PathResult => {
    let r = results.get(path);
    if (!r) {
      r = engine.compute(path);
      results.set(path, r);
    }
    return r;
  };

  return {
    nav,
    hasVersions: ix.hasVersionKey,
    hasLanguages: ix.hasLanguageKey,
    scope(path: string): PageScope {
      let s = scopes.get(path);
      if (!s) {
        s = toPageScope(ix, result(path));
        scopes.set(path, s);
      }
      return s;
    },
    view(path: string): ScopeView {
      let v = views.get(path);
      if (!v) {
        v = toView(result(path), this.scope(path));
        views.set(path, v);
      }
      return v;
    },
    isPage: (path: string) => ix.byCanon.has(canonicalPath(path)),
    pages: () => [...ix.byHref.keys()],
    firstPage: () => engine.firstOf(ix.root)?.href ?? null,
  };
}

/** Shorthand: the scope of one path (indexes the navigation each call; prefer createScoper). */
export function scopeForPath(nav: ResolvedNavigation, path: string): PageScope {
  return createScoper(nav).scope(path);
}

const asText = (v: unknown): string | null => (v === undefined || v === null ? null : String(v));

function targetsObject(m: Map<unknown, string>): Record<string, string> {
  const o: Record<string, string> = {};
  for (const [k, v] of m) o[String(k)] = v;
  return o;
}

function toPageScope(ix: NavIndex, r: PathResult): PageScope {
  const s: PageScope = {};
  if (ix.hasVersionKey) {
    s.version = asText(r.version);
    s.versionTargets = targetsObject(r.versionTargets);
  }
  if (ix.hasLanguageKey) {
    s.language = asText(r.language);
    s.languageTargets = targetsObject(r.languageTargets);
  }
  const crumbsOf = (href: string): string[] | undefined => {
    if (!ix.crumbs.has(href)) ix.crumbs.set(href, findCrumbs(ix.root.node, href));
    return ix.crumbs.get(href);
  };
  let crumbs = crumbsOf(r.path);
  if (!crumbs) {
    for (const o of r.occurrences) {
      crumbs = crumbsOf(o.href);
      if (crumbs) break;
    }
  }
  if (crumbs) s.breadcrumbs = [...crumbs];
  return s;
}

/** Labels of the divisions (not versions or languages) and groups holding an occurrence. */
function trailOf(o: Occ): string[] {
  const out: string[] = [];
  for (const d of o.div.chain) {
    if (d.key && d.key !== 'versions' && d.key !== 'languages' && d.label.trim()) out.push(d.label);
  }
  for (const b of o.boxes) if (!b.isDivisionPages && b.name && b.name.trim()) out.push(b.name);
  return out;
}

function activeOf(d: Div): ActiveDivision {
  return { kind: d.kind!, key: d.key!, index: d.index, label: d.label, node: d.node as NavDivision };
}

function toView(r: PathResult, scope: PageScope): ScopeView {
  const f = r.filter;
  const option = (item: Item): DivisionOption => {
    const node = item.node;
    let href: string | undefined;
    if (item.key === 'versions') href = r.versionTargets.get(item.name);
    else if (item.key === 'languages') href = r.languageTargets.get(node.language);
    const external = isAbsoluteUrl(node.href);
    if (href === undefined) {
      if (external) href = node.href as string;
      else if (item.corresponding) href = item.corresponding.href;
      else if (item.first) href = item.first.href;
      else if (typeof node.href === 'string') href = node.href;
      else href = '/';
    }
    const opt: DivisionOption = {
      kind: KIND_OF[item.key],
      key: item.key,
      index: item.div ? item.div.index : -1,
      label: item.div ? item.div.label : item.name,
      href,
      external: external && href === node.href,
      active: item.active,
      hidden: node.hidden === true,
      isDefault: node.default === true,
      isGlobal: item.isGlobal,
      node: node as NavDivision,
    };
    if (node.icon !== undefined) opt.icon = node.icon;
    if (node.description !== undefined) opt.description = node.description;
    if (item.menu) opt.menu = item.menu.map(option);
    return opt;
  };

  const levels: DivisionLevel[] = [...f.levels].reverse().map((lv) => {
    const options = lv.items.filter((i) => !i.isGlobal).map(option);
    return {
      key: lv.key,
      kind: KIND_OF[lv.key],
      owner: lv.owner.node as NavDivision,
      activeIndex: options.findIndex((o) => o.active),
      options,
    };
  });
  const innermost = (key: DivisionKey): DivisionOption[] => {
    for (let j = levels.length - 1; j >= 0; j--) if (levels[j].key === key) return levels[j].options;
    return [];
  };

  const activeChain = f.chain.map(activeOf);
  const active: Partial<Record<DivisionKind, ActiveDivision>> = {};
  for (const a of activeChain) active[a.kind] = a;

  let menu: DivisionOption[] = [];
  for (let j = levels.length - 1; j >= 0; j--) {
    const lv = levels[j];
    if (lv.key !== 'tabs' && lv.key !== 'products') continue;
    const act = lv.options[lv.activeIndex];
    if (act?.menu) {
      menu = act.menu;
      break;
    }
  }

  const globals: DivisionOption[] = [
    ...f.lists.anchors.filter((i) => i.isGlobal),
    ...r.rootGlobals.filter((i) => i.key === 'anchors'),
  ].map(option);

  const occ = f.found ?? r.occurrences[0];
  return {
    ...scope,
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
    menu,
    globalAnchors: globals,
    sidebar: f.groupsOrPages as NavEntry[],
  };
}
